// Access control: a declaration's minimum roles, checked against the stored user's role.
import type { AccessControlProvider } from "@refinedev/core";
import type { Role } from "../src/domain";
import type { Declaration } from "../resources/types";
import { hasRole } from "./roles";
import { readUser } from "./session-store";

export const READ_ONLY_REASON = "Read-only access";
const READ_ACTIONS = new Set(["list", "show"]);

export interface Decision {
  can: boolean;
  reason?: string;
}

export function decide(role: Role | null | undefined, declaration: Declaration | undefined, action: string): Decision {
  if (!role) return { can: false, reason: "Sign in required" };
  if (!declaration) return { can: true };
  const read = READ_ACTIONS.has(action);
  const required = read ? declaration.roles.read : (declaration.roles.actions?.[action] ?? declaration.roles.write ?? declaration.roles.read);
  if (hasRole(role, required)) return { can: true };
  if (!read && hasRole(role, declaration.roles.read) && role === "viewer") return { can: false, reason: READ_ONLY_REASON };
  return { can: false, reason: `Requires the ${required} role` };
}

export interface PayDeskAccessControl extends AccessControlProvider {
  /** The same decision, synchronously: the role is already in the session store. */
  decideNow(resource: string | undefined, action: string): Decision;
}

export function createAccessControlProvider(
  declarations: ReadonlyArray<Declaration>,
  getRole: () => Role | null | undefined = () => readUser()?.role,
): PayDeskAccessControl {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const decideNow = (resource: string | undefined, action: string) => decide(getRole(), resource ? byName.get(resource) : undefined, action);
  return {
    decideNow,
    can: async ({ resource, action }) => decideNow(resource, action),
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: false },
      // Decisions depend only on the role, which changes only by signing in again.
      queryOptions: { staleTime: Infinity, gcTime: Infinity },
    },
  };
}
