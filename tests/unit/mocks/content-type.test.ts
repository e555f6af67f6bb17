// The demo backend takes write bodies only as JSON (SPEC §7 "A body, when present, is JSON"):
// 415 `Unsupported Media Type` otherwise, before anything changes; calls without a body still work.
import { describe, expect, it } from "vitest";
import { getDb } from "../../../mocks/db";
import { ADMIN, OPERATOR, call, loginAs, outcome } from "./helpers";

const UNSUPPORTED = { status: 415, body: "Unsupported Media Type" };

describe("write bodies must be JSON", () => {
  it.each([
    ["text/plain", '{"customerId":"c1"}'],
    ["application/x-www-form-urlencoded", "customerId=c1"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="customerId"\r\n\r\nc1\r\n--x--'],
    ["application/jsonp", '{"customerId":"c1"}'],
    ["text/json", '{"customerId":"c1"}'],
  ])("a create with %s is 415 and stores nothing", async (type, body) => {
    await loginAs(OPERATOR);
    const before = getDb().wallets.length;
    expect(await outcome("/api/wallets", { method: "POST", body, headers: { "Content-Type": type } })).toMatchObject(UNSUPPORTED);
    expect(getDb().wallets).toHaveLength(before);
  });

  it("a money move, an update and a sign-in in another media type are 415 too; the balance stays", async () => {
    await loginAs(OPERATOR);
    const wallet = getDb().wallets.find((w) => w.status === "active")!;
    const balance = wallet.balance;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect(await outcome(`/api/wallets/${wallet.id}/load`, { method: "POST", body: "amount=5.00", headers: form })).toMatchObject(UNSUPPORTED);
    expect(getDb().wallets.find((w) => w.id === wallet.id)!.balance).toBe(balance);
    const merchant = getDb().merchants[0];
    expect(await outcome(`/api/merchants/${merchant.id}`, { method: "PUT", body: '{"kycStatus":"approved"}', headers: { "Content-Type": "text/plain" } })).toMatchObject(
      UNSUPPORTED,
    );
    expect(await outcome("/api/user/login", { method: "POST", body: `email=${OPERATOR}`, headers: form })).toMatchObject(UNSUPPORTED);
  });

  it("a body sent without any Content-Type is 415 (fetch then labels a string text/plain)", async () => {
    await loginAs(OPERATOR);
    const res = await fetch(`${location.origin}/api/wallets`, { method: "POST", credentials: "include", body: '{"customerId":"c1"}' });
    expect(res.status).toBe(415);
  });

  it("a field-less form (another media type, an empty body) is 415 and creates nothing", async () => {
    await loginAs(OPERATOR);
    const before = getDb().wallets.length;
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      expect(await outcome("/api/wallets", { method: "POST", body: "", headers: { "Content-Type": type } })).toMatchObject(UNSUPPORTED);
    }
    expect(getDb().wallets).toHaveLength(before);
  });

  it("JSON with parameters or in any letter case is accepted", async () => {
    await loginAs(OPERATOR);
    for (const type of ["application/json; charset=utf-8", "Application/JSON"]) {
      const res = await call("/api/wallets", { method: "POST", body: { customerId: "c1" }, headers: { "Content-Type": type } });
      expect(res.status).toBe(201);
    }
  });

  it("calls with payload none still work: QR, DELETE, logout, a create with no body", async () => {
    await loginAs(OPERATOR);
    const wallet = getDb().wallets[0];
    expect((await call(`/api/wallets/${wallet.id}/qr`, { method: "POST" })).status).toBe(200);
    expect((await call("/api/wallets", { method: "POST" })).status).toBe(201);
    await loginAs(ADMIN);
    const key = getDb().apiKeys[0];
    expect((await call(`/api/api-keys/${key.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call("/api/user/logout", { method: "POST" })).status).toBe(204);
  });

  it("a DELETE carrying a body that is not JSON is 415 and deletes nothing", async () => {
    await loginAs(ADMIN);
    const key = getDb().apiKeys[0];
    expect(await outcome(`/api/api-keys/${key.id}`, { method: "DELETE", body: "confirm=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } })).toMatchObject(
      UNSUPPORTED,
    );
    expect(getDb().apiKeys.some((k) => k.id === key.id)).toBe(true);
  });
});
