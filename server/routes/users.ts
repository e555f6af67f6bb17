// Sign-in, logout, users, profile and settings (SPEC §7; extensions `logout`, `password`, and at
// sign-in `sessions`: the browser remembered, server/rules/sign-in-alerts.ts).
import { minimumRole } from "../rules/access";
import { json, noContent } from "../rules/respond";
import { SESSION_COOKIE, clearedCookie, cookieValue, endSession, endSessionsOf } from "../rules/sessions";
import { checkSignIn } from "../rules/sign-in";
import { organisationSettings } from "../rules/organisation";
import { heldNote, needsApproval, requestApproval, rolePending } from "../rules/approvals";
import { ROLE_ALONE, ROLE_PENDING, findUser, hasMoreThanRole, profileChanges, requestedRole, settingsChanges } from "../rules/users";
import { HttpError, requireRole } from "../rules/validate";
import { guarded, open, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";
import { holdSignIn } from "./two-factor";
import { signedIn } from "./signed-in";

export function userRoutes(options: ServerOptions): Route[] {
  const cookie = { secure: options.secureCookie };
  return [
    {
      method: "post",
      path: "/api/user/login",
      run: open(options, async ({ store, body, request, address, now }) => {
        // Extension `organisation`: its rate limiting switch (on by default) keeps or drops the lockout.
        const lockout = !options.extensions.has("organisation") || (await organisationSettings(store)).rateLimiting;
        const user = await checkSignIn(store, await body(), address, options.extensions.has("password") ? options.passwords : null, now, { lockout });
        // Extension `two-factor`: with it on for this person, no session yet — the code step first.
        const held = await holdSignIn(options, store, user, now);
        if (held) return held;
        return signedIn(options, store, request, user, address, now);
      }),
    },
    {
      // Extension `logout`: ends the server session. No body; 204 whether or not it was still live.
      method: "post",
      path: "/api/user/logout",
      run: open(options, async ({ store, request }) => {
        await endSession(store, cookieValue(request.headers.get("Cookie"), SESSION_COOKIE));
        return noContent({ "Set-Cookie": clearedCookie(cookie) });
      }),
    },
    { method: "get", path: "/api/users", run: guarded(options, minimumRole("users", "list"), async ({ store }) => json(await store.users.list())) },
    {
      method: "put",
      path: "/api/user/:id",
      run: guarded(options, "viewer", async ({ store, params, body, user, now, audit }) => {
        const self = params.id === user.id;
        if (!self) requireRole(user, minimumRole("users", "edit"));
        const changes = await body();
        return store.atomically(async (tx) => {
          const users = await tx.users.list();
          const target = findUser(users, params.id);
          const role = requestedRole(changes, user, target);
          // Extension `approvals`: a change to admin is held for a second person (202); nothing changes yet.
          if (options.extensions.has("approvals") && needsApproval({ kind: "role-change", from: target.role, to: role })) {
            if (hasMoreThanRole(changes)) throw new HttpError(400, ROLE_ALONE);
            if (await rolePending(tx, target.id, now)) throw new HttpError(409, ROLE_PENDING);
            const held = await requestApproval(tx, user, { kind: "role-change", resource: "users", recordId: target.id, from: target.role, to: role, email: target.email }, now);
            Object.assign(audit, heldNote(held));
            return json(held, 202);
          }
          const next = { ...profileChanges(changes, target, users), role };
          return json(await tx.users.update(target.id, next));
        });
      }),
    },
    {
      method: "put",
      path: "/api/user/:id/settings",
      run: guarded(options, "viewer", async ({ store, params, body, user }) => {
        if (params.id !== user.id) requireRole(user, minimumRole("users", "edit"));
        const changes = settingsChanges(await body());
        // Extension `two-factor`: the flag is the server's to set (enrolment, turning it off); a settings save leaves it.
        if (options.extensions.has("two-factor")) delete changes.twoFactorEnabled;
        const target = await store.users.get(params.id);
        if (!target) throw new HttpError(404, "User not found");
        return json({ user: await store.users.update(target.id, changes) });
      }),
    },
    {
      method: "delete",
      path: "/api/user/:id",
      run: guarded(options, minimumRole("users", "delete"), async ({ store, params, user }) => {
        if (!(await store.users.get(params.id))) throw new HttpError(404, "User not found");
        if (params.id === user.id) throw new HttpError(409, "You cannot delete your own account");
        await store.atomically(async (tx) => {
          await endSessionsOf(tx, params.id);
          await tx.users.remove(params.id);
        });
        return noContent();
      }),
    },
  ];
}
