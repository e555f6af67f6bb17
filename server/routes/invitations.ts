// Extension `invitations` (docs/api-extensions.md): admins invite people, list and revoke open
// invitations and make a new link; the invitee reads who is invited and accepts, which signs them in
// as the sign-in does. The rules are server/rules/invitations.ts.
import { minimumRole } from "../rules/access";
import { actorOf, eventId, recordEvent } from "../rules/audit";
import { needsApproval, rejectRequest, requestApproval } from "../rules/approvals";
import {
  EMAIL_IN_USE, INVITATION_AWAITING, INVITATION_NOT_FOUND, INVITATION_REJECTED, expiryOf, invitationLink, invitationOfToken, inviteFields, invitedUser,
  newLinkToken, openInvitations, statusOf, viewOf, type InvitationRecord,
} from "../rules/invitations";
import { commonPasswords, passwordProblem } from "../rules/password-policy";
import { json, noContent } from "../rules/respond";
import { signedIn } from "./signed-in";
import { HttpError } from "../rules/validate";
import type { Store } from "../store/types";
import { guarded, open, type Ctx, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

const REVOKED_NOTE = "Invitation revoked";
/** The answer holds the link's token: never kept for an Idempotency-Key's replay (the token is stored only hashed). A repeat is 409 Email is already in use. */
const ONE_TIME = { replay: false } as const;

/** Where the invitee's link points: the console's origin (the write's Origin, else the request's). */
function originOf(ctx: Pick<Ctx, "request" | "url">): string {
  const origin = ctx.request.headers.get("Origin");
  return origin && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : ctx.url.origin;
}

/** An open invitation by id (404 when there is none: never made, revoked or accepted), held for the transaction. */
async function openInvitation(tx: Store, id: string): Promise<InvitationRecord> {
  const invitation = await tx.invitations.lock(id);
  if (!invitation || invitation.acceptedAt !== null) throw new HttpError(404, INVITATION_NOT_FOUND);
  return invitation;
}

export function invitationRoutes(options: ServerOptions): Route[] {
  if (!options.extensions.has("invitations")) return [];
  const admin = minimumRole("users", "edit");
  const withPassword = options.extensions.has("password") && options.passwords !== null;
  return [
    {
      method: "get",
      path: "/api/invitations",
      run: guarded(options, admin, async ({ store, now }) => json(await openInvitations(store, now))),
    },
    {
      // 201 {…invitation, link}: the link is answered this once. An admin invitation with `approvals`
      // on: 202 {…invitation, status "awaiting-approval", approvalId}, no link until a second admin approves.
      method: "post",
      path: "/api/invitations",
      run: guarded(options, admin, async (ctx) => {
        const fields = inviteFields(await ctx.body());
        return ctx.store.atomically(async (tx) => {
          const lower = fields.email.toLowerCase();
          if ((await tx.users.list()).some((u) => u.email.toLowerCase() === lower)) throw new HttpError(409, EMAIL_IN_USE);
          const held = options.extensions.has("approvals") && needsApproval({ kind: "role-change", from: "viewer", to: fields.role });
          const user = await tx.users.insert(invitedUser(fields, held ? "viewer" : fields.role, ctx.now));
          const approval = held
            ? await requestApproval(tx, ctx.user, { kind: "role-change", resource: "users", recordId: user.id, from: "viewer", to: fields.role, email: user.email }, ctx.now)
            : undefined;
          const link = held ? null : await newLinkToken();
          const invitation = await tx.invitations.insert({
            id: crypto.randomUUID(),
            userId: user.id,
            email: user.email,
            role: fields.role,
            tokenHash: link?.tokenHash ?? null,
            invitedBy: ctx.user.id,
            createdAt: new Date(ctx.now).toISOString(),
            expiresAt: link ? expiryOf(ctx.now) : null,
            acceptedAt: null,
            approvalId: approval?.id ?? null,
          });
          Object.assign(ctx.audit, {
            action: "invite",
            resource: "invitations",
            recordId: invitation.id,
            changes: [],
            detail: { email: user.email, role: fields.role, userId: user.id, ...(approval ? { approvalId: approval.id } : {}) },
          });
          const view = viewOf(invitation, user, approval, ctx.now);
          return link ? json({ ...view, link: invitationLink(originOf(ctx), link.token) }, 201) : json(view, 202);
        });
      }, ONE_TIME),
    },
    {
      // A new link (the first of an approved admin invitation, or one for a lost or expired link):
      // the old one stops working; 72 hours from now; answered this once.
      method: "post",
      path: "/api/invitations/:id/link",
      run: guarded(options, admin, (ctx) =>
        ctx.store.atomically(async (tx) => {
          const invitation = await openInvitation(tx, ctx.params.id);
          const approval = invitation.approvalId ? await tx.approvals.get(invitation.approvalId) : undefined;
          const status = statusOf(invitation, approval, ctx.now);
          if (status === "awaiting-approval") throw new HttpError(409, INVITATION_AWAITING);
          if (status === "not-approved") throw new HttpError(409, INVITATION_REJECTED);
          const link = await newLinkToken();
          const next = (await tx.invitations.update(invitation.id, { tokenHash: link.tokenHash, expiresAt: expiryOf(ctx.now) }))!;
          const user = await tx.users.get(invitation.userId);
          Object.assign(ctx.audit, { action: "invite-link", resource: "invitations", recordId: invitation.id, changes: [], detail: { email: invitation.email, role: invitation.role } });
          return json({ ...viewOf(next, user, approval, ctx.now), link: invitationLink(originOf(ctx), link.token) });
        }),
        ONE_TIME,
      ),
    },
    {
      // Revoke: the invitation and its invited user go (with an admin role change still waiting: rejected).
      method: "delete",
      path: "/api/invitations/:id",
      run: guarded(options, admin, (ctx) =>
        ctx.store.atomically(async (tx) => {
          const invitation = await openInvitation(tx, ctx.params.id);
          const approval = invitation.approvalId ? await tx.approvals.lock(invitation.approvalId) : undefined;
          if (approval && approval.status === "pending") await rejectRequest(tx, approval, ctx.user, REVOKED_NOTE, ctx.now);
          await tx.users.remove(invitation.userId); // its sessions (none) and the invitation go with it
          await tx.invitations.remove(invitation.id);
          Object.assign(ctx.audit, { action: "revoke", resource: "invitations", recordId: invitation.id, changes: [], detail: { email: invitation.email, role: invitation.role } });
          return noContent();
        }),
      ),
    },
    {
      // Public: who the link invites (404 unknown or revoked, 410 used or expired).
      method: "get",
      path: "/api/invitations/:token",
      run: open(options, async ({ store, params, now }) => {
        const invitation = await invitationOfToken(store, params.token, now);
        const user = await store.users.get(invitation.userId);
        if (!user) throw new HttpError(404, INVITATION_NOT_FOUND);
        return json({ email: user.email, firstName: user.firstName ?? null, lastName: user.lastName ?? null, role: user.role, expiresAt: invitation.expiresAt });
      }),
    },
    {
      // Public: accepts (with extension `password`: sets the password, policy applies) and signs in.
      method: "post",
      path: "/api/invitations/:token/accept",
      run: open(options, async ({ store, params, body, request, address, now }) => {
        const asked = await body();
        const common = withPassword ? await commonPasswords() : null;
        const user = await store.atomically(async (tx) => {
          const invitation = await invitationOfToken(tx, params.token, now, true);
          const invitee = await tx.users.get(invitation.userId);
          if (!invitee) throw new HttpError(404, INVITATION_NOT_FOUND);
          if (withPassword && common) {
            const problem = passwordProblem(asked.password, invitee.email, common);
            if (problem) throw new HttpError(400, problem);
            await tx.passwords.set(invitee.id, await options.passwords!.hash(asked.password as string));
          }
          await tx.invitations.update(invitation.id, { acceptedAt: new Date(now).toISOString() });
          await recordEvent(tx, {
            id: eventId(now),
            at: new Date(now).toISOString(),
            ...actorOf(invitee),
            action: "accept",
            resource: "invitations",
            recordId: invitation.id,
            changes: [],
            outcome: "success",
            detail: { email: invitee.email, role: invitee.role },
          });
          return invitee;
        });
        return signedIn(options, store, request, user, address, now);
      }),
    },
  ];
}
