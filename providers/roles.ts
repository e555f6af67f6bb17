// Role hierarchy of SPEC §6: admin ⊇ operator ⊇ viewer; no user means no access.
import { ROLES, type Role } from "../src/domain";

const RANK: Record<Role, number> = { viewer: 1, operator: 2, admin: 3 };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** True when `role` satisfies the `required` minimum. `required` undefined = any signed-in user. */
export function hasRole(role: Role | null | undefined, required: Role | undefined): boolean {
  if (!role || !isRole(role)) return false;
  if (!required) return true;
  return RANK[role] >= RANK[required];
}
