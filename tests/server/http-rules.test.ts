// The server's rules on every write, before any route: a browser write from another site is 403, a
// body over 1 MB is 413 (DESIGN §6). Nothing is stored either way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE, ORIGIN, testServer, type TestServer } from "./harness";

let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await testServer();
  operator = await server.signIn("operator@paydesk.dev");
});
afterAll(() => server.close());

const create = (headers: Record<string, string>, body: unknown = { customerId: "x" }) => server.call("/api/wallets", { method: "POST", cookie: operator, headers, body });

describe(`writes on ${DATABASE}`, () => {
  it("refuses a browser write from another origin or site (403), and takes its own origin's", async () => {
    const before = await server.store.wallets.count();
    const attempts: Array<Record<string, string>> = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site", Origin: ORIGIN }];
    for (const headers of attempts) {
      const res = await create(headers);
      expect([res.status, await res.text()]).toEqual([403, "Cross-origin request refused"]);
    }
    // A sign-in too: another site cannot sign a browser in (login CSRF).
    const login = await server.call("/api/user/login", { method: "POST", headers: { Origin: "https://evil.example" }, body: { email: "viewer@paydesk.dev", password: "paydesk-demo" } });
    expect(login.status).toBe(403);
    expect(await server.store.wallets.count()).toBe(before);
    expect((await create({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
    // Reads are not writes: another origin may not read either way (no CORS), but the server does not refuse them.
    expect((await server.call("/api/wallets", { cookie: operator, headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("refuses a body over 1 MB (413) and stores nothing", async () => {
    const before = await server.store.wallets.count();
    const res = await create({ "Content-Length": String(1024 * 1024 + 20) }, JSON.stringify({ customerId: "x".repeat(1024 * 1024 + 2) }));
    expect([res.status, await res.text()]).toEqual([413, "Request body too large"]);
    expect(await server.store.wallets.count()).toBe(before);
  });
});
