// `npm run paydesk -- create-admin EMAIL` (server/cli.ts): the first admin of a server started without
// the demo data, signing in with the one-time password it printed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliError, createAdmin, main } from "../../server/cli";
import { argon2id } from "../../server/passwords";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await testServer({ seed: null });
});
afterAll(() => server.close());

describe(`create-admin on ${DATABASE}`, () => {
  it("makes an admin who signs in with the printed one-time password, stored only as an argon2id hash", async () => {
    const { user, password } = await createAdmin(server.store, "  First.Admin@Example.com ");
    expect(user).toMatchObject({ email: "First.Admin@Example.com", role: "admin" });
    expect(password).toMatch(/^[a-z2-9-]{20}$/);
    const stored = await server.store.passwords.get(user.id);
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain(password);
    expect(await argon2id.verify(stored!, password)).toBe(true);

    const signIn = await server.call("/api/user/login", { method: "POST", body: { email: "first.admin@example.com", password } });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ id: user.id, role: "admin" });
    const cookie = (signIn.headers.get("Set-Cookie") ?? "").split(";")[0];
    // An admin's own call: the user list.
    const users = await server.call("/api/users", { cookie });
    expect(users.status).toBe(200);
    expect((await users.json()).map((u: { email: string }) => u.email)).toEqual(["First.Admin@Example.com"]);
  });

  it("gives every admin a password of their own", async () => {
    const one = await createAdmin(server.store, "one@example.com");
    const two = await createAdmin(server.store, "two@example.com");
    expect(one.password).not.toBe(two.password);
    expect((await server.call("/api/user/login", { method: "POST", body: { email: "two@example.com", password: one.password } })).status).toBe(401);
  });

  it("refuses an address that is taken (in any case) or is not an address, and changes nothing", async () => {
    const before = await server.store.users.count();
    await expect(createAdmin(server.store, "FIRST.ADMIN@example.com")).rejects.toThrow(new CliError("a user with the e-mail FIRST.ADMIN@example.com exists already"));
    await expect(createAdmin(server.store, "not-an-address")).rejects.toThrow(CliError);
    await expect(createAdmin(server.store, "a b@example.com")).rejects.toThrow(CliError);
    expect(await server.store.users.count()).toBe(before);
  });

  it("answers a call without a command or with an unknown one with its usage, before opening any database", async () => {
    expect(await main([])).toBe(2);
    expect(await main(["drop-everything"])).toBe(2);
    expect(await main(["create-admin"])).toBe(2);
  });
});
