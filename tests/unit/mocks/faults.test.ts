import { afterEach, describe, expect, it } from "vitest";
import { clearFaults, delayedCalls, injectFault } from "../../../mocks/faults";
import { createHttpClient, NETWORK_ERROR } from "../../../providers/http";

const api = createHttpClient("");
afterEach(clearFaults);

describe("fault injection", () => {
  it("answers a matching call with the chosen status and body, only as many times as asked", async () => {
    await api.post("/api/user/login", { email: "operator@paydesk.dev" });
    injectFault({ method: "GET", path: "/api/wallets", status: 500, body: "Database down", times: 1 });
    await expect(api.get("/api/wallets")).rejects.toMatchObject({ message: "500: Database down" });
    await expect(api.get("/api/wallets")).resolves.toMatchObject({ status: 200 });
  });

  it("matches wildcards and the method, and can drop the connection", async () => {
    await api.post("/api/user/login", { email: "operator@paydesk.dev" });
    injectFault({ method: "POST", path: "/api/wallets/*/load", network: true });
    await expect(api.get("/api/wallets")).resolves.toMatchObject({ status: 200 });
    await expect(api.post("/api/wallets/abc/load", { amount: "1.00" })).rejects.toMatchObject({ message: NETWORK_ERROR });
  });

  it("counts the calls waiting out a delay, so a test on a fake clock knows when to move it", async () => {
    await api.post("/api/user/login", { email: "operator@paydesk.dev" });
    injectFault({ method: "GET", path: "/api/wallets", delayMs: 1_000, times: 1 });
    expect(delayedCalls()).toBe(0);
    const slow = api.get("/api/wallets");
    await expect.poll(delayedCalls).toBe(1);
    await expect(slow).resolves.toMatchObject({ status: 200 });
    expect(delayedCalls()).toBe(0);
  });
});
