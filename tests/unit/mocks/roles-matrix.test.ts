// Server-side role rules (DESIGN §3), endpoint by endpoint and role by role: a role below the
// minimum gets 403 `Forbidden` whatever the client shows, and no session gets 401.
import { describe, expect, it } from "vitest";
import { getDb } from "../../../mocks/db";
import { ADMIN, OPERATOR, VIEWER, call, loginAs } from "./helpers";

type Role = "viewer" | "operator" | "admin";
const EMAIL: Record<Role, string> = { viewer: VIEWER, operator: OPERATOR, admin: ADMIN };
const RANK: Record<Role, number> = { viewer: 1, operator: 2, admin: 3 };

interface Endpoint {
  name: string;
  minimum: Role;
  run: () => Promise<Response>;
}

function endpoints(): Endpoint[] {
  const db = getDb();
  const wallet = db.wallets.find((w) => w.status === "active")!;
  const merchant = db.merchants[0];
  const doc = db.kycDocuments[0];
  const key = db.apiKeys[0];
  const demo = new Set([ADMIN, OPERATOR, VIEWER]);
  const other = db.users.find((u) => !demo.has(u.email))!;
  return [
    { name: "GET /api/dashboard/metrics", minimum: "viewer", run: () => call("/api/dashboard/metrics") },
    { name: "GET /api/transactions", minimum: "viewer", run: () => call("/api/transactions?limit=10") },
    { name: "GET /api/wallets", minimum: "viewer", run: () => call("/api/wallets") },
    { name: "POST /api/wallets", minimum: "operator", run: () => call("/api/wallets", { method: "POST", body: { customerId: "c" } }) },
    { name: "POST /api/wallets/{id}/load", minimum: "operator", run: () => call(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1.00" } }) },
    { name: "POST /api/wallets/{id}/withdraw", minimum: "operator", run: () => call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: "0.01" } }) },
    { name: "POST /api/wallets/{id}/qr", minimum: "operator", run: () => call(`/api/wallets/${wallet.id}/qr`, { method: "POST" }) },
    { name: "GET /api/tokens", minimum: "operator", run: () => call("/api/tokens") },
    { name: "POST /api/tokens", minimum: "operator", run: () => call("/api/tokens", { method: "POST", body: { paymentMethodType: "ach" } }) },
    { name: "GET /api/merchants", minimum: "operator", run: () => call("/api/merchants") },
    { name: "POST /api/merchants", minimum: "operator", run: () => call("/api/merchants", { method: "POST", body: { legalName: "A", ein: "1", businessType: "llc" } }) },
    { name: "PUT /api/merchants/{id}", minimum: "operator", run: () => call(`/api/merchants/${merchant.id}`, { method: "PUT", body: { kycStatus: "pending" } }) },
    { name: "GET /api/kyc-documents", minimum: "operator", run: () => call("/api/kyc-documents") },
    {
      name: "POST /api/kyc-documents",
      minimum: "operator",
      run: () =>
        call("/api/kyc-documents", {
          method: "POST",
          body: { merchantId: merchant.id, documentType: "tax_return", fileName: "a.pdf", fileUrl: "https://x.test/a.pdf", fileSize: 1024000, mimeType: "application/pdf" },
        }),
    },
    { name: "PUT /api/kyc-documents/{id}", minimum: "operator", run: () => call(`/api/kyc-documents/${doc.id}`, { method: "PUT", body: { status: "pending", reviewedAt: null } }) },
    { name: "GET /api/api-keys", minimum: "admin", run: () => call("/api/api-keys") },
    { name: "POST /api/api-keys", minimum: "admin", run: () => call("/api/api-keys", { method: "POST", body: { name: "k", environment: "sandbox", permissions: [] } }) },
    { name: "PUT /api/api-keys/{id}", minimum: "admin", run: () => call(`/api/api-keys/${key.id}`, { method: "PUT", body: { isActive: true } }) },
    { name: "DELETE /api/api-keys/{id}", minimum: "admin", run: () => call(`/api/api-keys/${key.id}`, { method: "DELETE" }) },
    { name: "GET /api/users", minimum: "admin", run: () => call("/api/users") },
    { name: "PUT /api/user/{id} (another user's role)", minimum: "admin", run: () => call(`/api/user/${other.id}`, { method: "PUT", body: { role: "viewer" } }) },
    { name: "DELETE /api/user/{id} (another user)", minimum: "admin", run: () => call(`/api/user/${other.id}`, { method: "DELETE" }) },
  ];
}

describe("demo backend role matrix", () => {
  for (const role of ["viewer", "operator", "admin"] as const) {
    it(`${role}: allowed below or at the role, 403 Forbidden above it`, async () => {
      await loginAs(EMAIL[role]);
      const results: string[] = [];
      for (const e of endpoints()) {
        const res = await e.run();
        const allowed = RANK[role] >= RANK[e.minimum];
        const ok = allowed ? res.status < 400 : res.status === 403 && (await res.text()) === "Forbidden";
        if (!ok) results.push(`${e.name}: got ${res.status}`);
      }
      expect(results).toEqual([]);
    });
  }

  it("without a session every endpoint answers 401", async () => {
    const statuses = await Promise.all(endpoints().map(async (e) => [e.name, (await e.run()).status] as const));
    expect(statuses.filter(([, s]) => s !== 401)).toEqual([]);
  });

  it("anyone may update their own profile and settings, but not their own role", async () => {
    const me = await loginAs(VIEWER);
    expect((await call(`/api/user/${me.id}`, { method: "PUT", body: { firstName: "Sam" } })).status).toBe(200);
    expect((await call(`/api/user/${me.id}/settings`, { method: "PUT", body: { smsNotifications: true } })).status).toBe(200);
    expect((await call(`/api/user/${me.id}`, { method: "PUT", body: { role: "admin" } })).status).toBeGreaterThanOrEqual(403);
  });
});
