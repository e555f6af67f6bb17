// "Reset demo data" (issue 51 item 9): the demo server's guarded call — an admin's only, recorded in
// the audit trail, which the reset keeps; the seed is back and the caller stays signed in.
import { describe, expect, it } from "vitest";
import type { Wallet } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { DEMO_RESET_PATH } from "../../../src/lib/demo-reset";
import { ADMIN, OPERATOR, VIEWER, callJson, loginAs, outcome } from "./helpers";

describe("Reset demo data", () => {
  it.each([OPERATOR, VIEWER])("is refused to %s (403), and the data and the trail stay", async (email) => {
    await loginAs(email);
    const wallets = getDb().wallets.length;
    getDb().wallets.pop();
    expect(await outcome(DEMO_RESET_PATH, { method: "POST", body: {} })).toMatchObject({ status: 403, body: "Forbidden" });
    expect(getDb().wallets).toHaveLength(wallets - 1);
    expect(getDb().audit?.[0]).toMatchObject({ actorEmail: email, action: "reset", resource: "demo", recordId: null, outcome: "403 Forbidden" });
  });

  it("an admin's puts the seed back, keeps the audit trail and records itself with the pending requests dropped", async () => {
    await loginAs(ADMIN);
    const wallet = getDb().wallets.find((w) => w.status === "active")!;
    const loaded = await callJson<Wallet>(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "25.00" } });
    expect(loaded.balance).not.toBe(wallet.balance);
    const seededBalance = wallet.balance;

    expect((await outcome(DEMO_RESET_PATH, { method: "POST", body: {} })).status).toBe(204);

    expect(getDb().wallets.find((w) => w.id === wallet.id)?.balance).toBe(seededBalance);
    expect(getDb().audit?.map((e) => e.action).slice(0, 2)).toEqual(["reset", "load"]);
    expect(getDb().audit?.[0]).toMatchObject({ actorEmail: ADMIN, resource: "demo", outcome: "success", detail: { pendingApprovalsDropped: 0 } });
    expect(getDb().approvals ?? []).toEqual([]);
    // Still signed in: the session of a seeded user is kept.
    expect((await outcome("/api/wallets")).status).toBe(200);
  });
});
