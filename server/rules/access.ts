// The role guards of the server rules (PayDesk server and demo backend) read the one access table — the declarations' `roles` — like the
// sidebar, the routes and the buttons do (providers/access-control.ts): no second copy of the minimums.
import type { Role } from "../../src/domain";
import { resources } from "../../resources";

/** The minimum role for `action` on a declared resource ("list" = read; anything else = write, or its own entry). */
export function minimumRole(resource: string, action: string): Role {
  const d = resources.find((r) => r.name === resource);
  if (!d) throw new Error(`No declaration for resource "${resource}"`);
  const required = action === "list" ? d.roles.read : (d.roles.actions?.[action] ?? d.roles.write ?? d.roles.read);
  return required ?? "viewer";
}
