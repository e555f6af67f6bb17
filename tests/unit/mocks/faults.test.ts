import { afterEach, describe, expect, it } from "vitest";
import { clearFaults, delayedCalls, injectFault } from "../../../mocks/faults";
import { createHttpClient, NETWORK_ERROR } from "../../../providers/http";
import { getDb } from "../../../mocks/db";

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

  it("answerLost: the work is done, then the connection drops (a retry with the same Idempotency-Key is answered once)", async () => {
    await api.post("/api/user/login", { email: "operator@paydesk.dev" });
    const wallet = getDb().wallets.find((w) => w.status === "active")!;
    const before = wallet.balance;
    injectFault({ method: "POST", path: "/api/wallets/*/load", answerLost: true, times: 1 });
    const send = () => api.post(`/api/wallets/${wallet.id}/load`, { amount: "1.00" }, { headers: { "Idempotency-Key": "lost-1" } });
    await expect(send()).rejects.toMatchObject({ message: NETWORK_ERROR });
    const moved = getDb().wallets.find((w) => w.id === wallet.id)!.balance;
    expect(Number(moved) - Number(before)).toBeCloseTo(1, 2);
    const retry = await send();
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.data.balance).toBe(moved);
    expect(getDb().wallets.find((w) => w.id === wallet.id)!.balance).toBe(moved);
  });
});
