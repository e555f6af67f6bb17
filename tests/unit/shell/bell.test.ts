// The bell's list and its red dot (issue 21): who sees what, and what counts as new.
import { afterEach, describe, expect, it } from "vitest";
import type { Merchant } from "../../../src/domain";
import { readApprovalRequest, type ApprovalRequest } from "../../../src/lib/approvals";
import { bellItems, newestAt } from "../../../src/shell/bell/items";
import { hasNew, markSeen, readSeen } from "../../../providers/approvals";

const person = (id: string, role: "admin" | "operator") => ({ id, email: `${id}@paydesk.dev`, name: id, role });
const request = (over: Partial<ApprovalRequest>): ApprovalRequest =>
  ({
    id: "r1",
    kind: "withdrawal",
    resource: "wallets",
    recordId: "w1234567890",
    amount: "12000.00",
    currency: "USD",
    status: "pending",
    requestedBy: person("op", "operator"),
    requestedAt: "2026-11-25T10:00:00.000Z",
    decidedBy: null,
    decidedAt: null,
    note: null,
    lastAttempt: null,
    ...over,
  }) as ApprovalRequest;
const merchant = (id: string, kycStatus: Merchant["kycStatus"], createdAt: string): Merchant =>
  ({ id, legalName: `M ${id}`, ein: "12-3456789", businessType: "llc", kycStatus, onboardingStatus: "pending", createdAt }) as Merchant;
const path = (resource: string, id: string) => `/${resource}/${id}`;

describe("bell items", () => {
  const approvals = [
    request({ id: "waiting" }),
    request({ id: "own", requestedBy: person("ad", "admin"), kind: "role-change", resource: "users", from: "viewer", to: "admin", email: "v@x" } as Partial<ApprovalRequest>),
    request({ id: "done", status: "approved", decidedBy: person("ad2", "admin"), decidedAt: "2026-11-25T11:00:00.000Z" }),
  ];
  const merchants = [merchant("m1", "pending", "2026-11-20T00:00:00.000Z"), merchant("m2", "approved", "2026-11-24T00:00:00.000Z")];

  it("an admin: others' pending requests waiting for them, their own requests, merchants pending KYC", () => {
    const items = bellItems({ id: "ad", role: "admin" }, approvals, merchants, path);
    expect(items.map((i) => i.key)).toEqual(["waiting:waiting", "mine:own", "kyc:m1"]);
    expect(items[0]).toMatchObject({ to: "/approvals", title: "Withdrawal: $12,000.00 USD", at: "2026-11-25T10:00:00.000Z" });
    // One's own pending request is listed but never "new" (it is one's own doing).
    expect(items[1]).toMatchObject({ to: "/users/w1234567890", title: "Role change to admin: Viewer → Admin — waiting for approval", at: null });
    expect(items[2]).toMatchObject({ to: "/merchants/m1", title: "M m1" });
  });

  it("an operator: their own requests and outcomes, merchants pending KYC, nothing to approve", () => {
    const items = bellItems({ id: "op", role: "operator" }, approvals, merchants, path);
    expect(items.map((i) => i.group)).toEqual(["mine", "mine", "kyc"]);
    expect(items[1]).toMatchObject({ title: "Withdrawal: $12,000.00 USD — approved", at: "2026-11-25T11:00:00.000Z" });
    expect(items[1].detail).toMatch(/^Approved by ad2/);
    expect(newestAt(items)).toBe("2026-11-25T11:00:00.000Z");
  });

  it("a viewer: nothing (no requests, no KYC review)", () => {
    expect(bellItems({ id: "v", role: "viewer" }, [], merchants, path)).toEqual([]);
  });

  it("requests as read (readApprovalRequest): one whose people are null or not objects lists with them empty (issue 51)", () => {
    const bad = [
      request({ id: "nobody", requestedBy: null as unknown as ApprovalRequest["requestedBy"] }),
      request({ id: "odd", requestedBy: "op" as unknown as ApprovalRequest["requestedBy"], lastAttempt: { at: "x", by: null, outcome: 7 } as unknown as ApprovalRequest["lastAttempt"] }),
      request({ id: "decided", status: "rejected", requestedBy: person("op", "operator"), decidedBy: 5 as unknown as ApprovalRequest["decidedBy"], decidedAt: "2026-11-25T11:00:00.000Z", note: { a: 1 } as unknown as string }),
    ].map(readApprovalRequest);
    expect(bad[0].requestedBy).toEqual({ id: "", email: "", name: "", role: "" });
    expect(bad[1].lastAttempt).toEqual({ at: "x", by: { id: "", email: "", name: "", role: "" }, outcome: "7" });
    expect(bad[2]).toMatchObject({ decidedBy: null, note: null });
    const admin = bellItems({ id: "ad", role: "admin" }, bad, [], path);
    expect(admin.map((i) => i.key)).toEqual(["waiting:nobody", "waiting:odd"]);
    expect(admin[0].detail).toMatch(/^Wallet w1234567 · asked by {2}· /);
    expect(bellItems({ id: "op", role: "operator" }, bad, [], path).map((i) => i.key)).toEqual(["mine:decided:rejected"]);
  });
});

describe("the red dot", () => {
  afterEach(() => localStorage.clear());

  it("shows only when something is newer than what was seen; opening marks the newest seen, per user", () => {
    expect(hasNew(null, null)).toBe(false);
    expect(hasNew("2026-11-25T10:00:00.000Z", null)).toBe(true);
    markSeen("u1", "2026-11-25T10:00:00.000Z");
    expect(hasNew("2026-11-25T10:00:00.000Z", readSeen("u1"))).toBe(false);
    expect(hasNew("2026-11-25T10:00:01.000Z", readSeen("u1"))).toBe(true);
    // An older time never moves "seen" back; another user has their own.
    markSeen("u1", "2026-11-24T00:00:00.000Z");
    expect(readSeen("u1")).toBe("2026-11-25T10:00:00.000Z");
    expect(readSeen("u2")).toBeNull();
  });
});
