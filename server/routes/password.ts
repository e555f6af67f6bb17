// Extension `password`: Change Password (docs/api-extensions.md). Sign-in with a password is
// server/routes/users.ts; the rule is server/rules/change-password.ts.
import { changePassword } from "../rules/change-password";
import { noContent } from "../rules/respond";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function passwordRoutes(options: ServerOptions): Route[] {
  const passwords = options.passwords;
  if (!options.extensions.has("password") || !passwords) return [];
  return [
    {
      method: "post",
      path: "/api/user/password",
      run: guarded(options, "viewer", async ({ store, body, user, session, address, now, audit, afterwards }) => {
        // The event says who changed their password and how many other sessions ended; never the passwords.
        Object.assign(audit, { action: "change-password", resource: "users", recordId: user.id, changes: [] });
        const ended = await changePassword(store, passwords, await body(), { user, session, address, now, afterwards });
        audit.detail = { otherSessionsEnded: ended };
        return noContent();
      }),
    },
  ];
}
