import { afterEach, describe, expect, it } from "vitest";
import { clearFaults, injectFault } from "../../../mocks/faults";
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
});
