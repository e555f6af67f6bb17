import { describe, expect, it } from "vitest";
import { hasRole } from "../../../providers/roles";
import { decide, READ_ONLY_REASON } from "../../../providers/access-control";
import { resources } from "../../../resources";
import { pages } from "../../../src/pages";

const byName = (n: string) => [...resources, ...pages].find((d) => d.name === n)!;

describe("role hierarchy (SPEC §6)", () => {
  it.each([
    ["admin", "viewer", true], ["admin", "operator", true], ["admin", "admin", true],
    ["operator", "viewer", true], ["operator", "operator", true], ["operator", "admin", false],
    ["viewer", "viewer", true], ["viewer", "operator", false], ["viewer", "admin", false],
  ] as const)("%s satisfies %s: %s", (role, required, ok) => {
    expect(hasRole(role, required)).toBe(ok);
  });

  it("no user, or an unknown role, means no access", () => {
    expect(hasRole(null, "viewer")).toBe(false);
    expect(hasRole(undefined, undefined)).toBe(false);
    expect(hasRole("root" as never, "viewer")).toBe(false);
  });
});

describe("access decisions from declarations (SPEC §2 route table)", () => {
  const table: Array<[string, string, string, boolean]> = [
    ["viewer", "dashboard", "list", true], ["viewer", "wallets", "list", true], ["viewer", "transactions", "list", true],
    ["viewer", "tokens", "list", false], ["viewer", "merchants", "list", false], ["viewer", "admin", "list", false],
    ["viewer", "developer", "list", false], ["viewer", "users", "list", false], ["viewer", "profile", "list", true], ["viewer", "settings", "list", true],
    ["operator", "tokens", "list", true], ["operator", "merchants", "list", true], ["operator", "kyc-documents", "list", true],
    ["operator", "admin", "list", false], ["operator", "users", "list", false], ["operator", "api-keys", "list", false],
    ["admin", "users", "list", true], ["admin", "developer", "list", true], ["admin", "api-keys", "create", true],
    ["operator", "wallets", "create", true], ["viewer", "wallets", "create", false],
  ];
  it.each(table)("%s → %s/%s: %s", (role, name, action, can) => {
    expect(decide(role as never, byName(name), action).can).toBe(can);
  });

  it("explains a viewer's disabled write as read-only", () => {
    expect(decide("viewer", byName("wallets"), "create")).toEqual({ can: false, reason: READ_ONLY_REASON });
  });
});
