// Invitations (extension `invitations`, docs/api-extensions.md): User Management's "Add New User".
// An admin names the person and their role; the server creates the user, who cannot sign in until
// the invitation is accepted, and a one-time link valid 72 hours. The link's token (256 random bits)
// is answered once and stored only as its SHA-256. An admin invitation follows the four-eyes rule of
// a role change to admin (extension `approvals`): the user is created as a viewer, a role-change
// request to admin waits for a second admin, and only once it was approved can an admin create the
// link (POST /api/invitations/{id}/link) — no link exists before. Accepting sets the password (extension
// `password`, policy server/rules/password-policy.ts; the demo has none) and signs the person in.
import { ROLES, type Role, type User } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";
import type { ApprovalRequest } from "../../src/lib/approvals";
import type { Store } from "../store/types";
import { isExpired } from "./approvals";
import { newToken, sessionId } from "./sessions";
import { storable } from "./storable";
import { EMAIL } from "./users";
import { HttpError, requiredChoice, requiredString, type Body } from "./validate";

/** How long a link may be used after it was made. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

export const INVITATION_NOT_FOUND = "Invitation not found";
export const INVITATION_EXPIRED = "This invitation has expired";
export const INVITATION_USED = "This invitation was already used";
export const INVITATION_AWAITING = "This invitation is waiting for a second admin's approval";
export const INVITATION_REJECTED = "The admin role of this invitation was not approved";
export const EMAIL_IN_USE = "Email is already in use";
export const INVITE_FIELDS_REQUIRED = "Email, first name, last name and role are required";

/**
 * An invitation as stored. `tokenHash` and `expiresAt` are null while no link exists (an admin
 * invitation waiting for approval); `acceptedAt` is set once used (the row stays, so a used link is
 * told apart from a revoked one).
 */
export interface InvitationRecord {
  id: string;
  userId: string;
  email: string;
  role: Role;
  tokenHash: string | null;
  invitedBy: string;
  createdAt: string;
  expiresAt: string | null;
  acceptedAt: string | null;
  approvalId: string | null;
}

/**
 * - `awaiting-approval`: an admin invitation whose role change waits for a second admin; no link.
 * - `not-approved`: that request was rejected or expired; revoke it (or invite again).
 * - `approved`: approved, no link yet: an admin creates it.
 * - `pending`: a link is out and still valid.
 * - `expired`: the link is older than 72 hours; a new link can be made.
 */
export type InvitationStatus = "awaiting-approval" | "not-approved" | "approved" | "pending" | "expired";

/** An open invitation as GET /api/invitations answers it (never the token or its hash). */
export interface InvitationView {
  id: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  status: InvitationStatus;
  invitedBy: string;
  createdAt: string;
  expiresAt: string | null;
  approvalId: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

// ---------------------------------------------------------------- pure

/** When a link made at `now` stops working. */
export function expiryOf(now: number): string {
  return iso(now + INVITATION_TTL_MS);
}

/** Whether a link has outlived its 72 hours (at `expiresAt` exactly it no longer works). */
export function linkExpired(invitation: Pick<InvitationRecord, "expiresAt">, now: number): boolean {
  return invitation.expiresAt !== null && now >= Date.parse(invitation.expiresAt);
}

/** An open invitation's state, from its link and its approval request (when it has one). */
export function statusOf(invitation: InvitationRecord, approval: Pick<ApprovalRequest, "status" | "requestedAt"> | undefined, now: number): InvitationStatus {
  if (invitation.tokenHash !== null) return linkExpired(invitation, now) ? "expired" : "pending";
  if (invitation.approvalId === null) return "approved";
  if (!approval || approval.status === "rejected" || isExpired(approval, now)) return "not-approved";
  return approval.status === "approved" ? "approved" : "awaiting-approval";
}

/** The link an invitee opens: `{origin}/invite/{token}`. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/invite/${token}`;
}

/** The invitation call's body, checked: e-mail, first and last name, role. */
export function inviteFields(body: Body): { email: string; firstName: string; lastName: string; role: Role } {
  const email = requiredString(body, "email", "Email", MAX_CHARS.profileText, INVITE_FIELDS_REQUIRED);
  if (!EMAIL.test(email) || !storable(email)) throw new HttpError(400, "Email must be a valid email address");
  const firstName = requiredString(body, "firstName", "First name", MAX_CHARS.profileText, INVITE_FIELDS_REQUIRED);
  const lastName = requiredString(body, "lastName", "Last name", MAX_CHARS.profileText, INVITE_FIELDS_REQUIRED);
  if (!storable(firstName) || !storable(lastName)) throw new HttpError(400, "Names must be plain text");
  const role = requiredChoice(body, "role", ROLES, INVITE_FIELDS_REQUIRED, "Role must be viewer, operator or admin");
  return { email, firstName, lastName, role };
}

// ---------------------------------------------------------------- stored

/** A new link's token and what is stored of it. */
export async function newLinkToken(): Promise<{ token: string; tokenHash: string }> {
  const token = newToken(); // 256 random bits, base64url
  return { token, tokenHash: await sessionId(token) };
}

/** Whether a user is invited and has not accepted yet: such a user cannot sign in. */
export async function isPendingInvitee(store: Store, userId: string): Promise<boolean> {
  return (await store.invitations.count({ where: { userId, acceptedAt: null } })) > 0;
}

/** The invitation a link names, or the refusal: 404 unknown (never made, revoked, replaced), 410 used or expired. */
export async function invitationOfToken(store: Store, token: string, now: number, lock = false): Promise<InvitationRecord> {
  if (token.length < 20 || token.length > 200) throw new HttpError(404, INVITATION_NOT_FOUND);
  const hash = await sessionId(token);
  const [found] = await store.invitations.list({ where: { tokenHash: hash }, limit: 1 });
  const invitation = found && lock ? await store.invitations.lock(found.id) : found;
  if (!invitation || invitation.tokenHash !== hash) throw new HttpError(404, INVITATION_NOT_FOUND);
  if (invitation.acceptedAt !== null) throw new HttpError(410, INVITATION_USED);
  if (linkExpired(invitation, now)) throw new HttpError(410, INVITATION_EXPIRED);
  return invitation;
}

/** An open invitation with its user's names and its status, as listed. */
export function viewOf(invitation: InvitationRecord, user: User | undefined, approval: ApprovalRequest | undefined, now: number): InvitationView {
  return {
    id: invitation.id,
    userId: invitation.userId,
    email: user?.email ?? invitation.email,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    role: invitation.role,
    status: statusOf(invitation, approval, now),
    invitedBy: invitation.invitedBy,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    approvalId: invitation.approvalId,
  };
}

/** Every open (not accepted) invitation, newest first, with its status. */
export async function openInvitations(store: Store, now: number): Promise<InvitationView[]> {
  const rows = await store.invitations.list({ where: { acceptedAt: null } });
  const out: InvitationView[] = [];
  for (const row of rows) {
    const approval = row.approvalId ? await store.approvals.get(row.approvalId) : undefined;
    out.push(viewOf(row, await store.users.get(row.userId), approval, now));
  }
  return out;
}

/** A new invited user: no password, the settings' defaults left to the console (SPEC §3). */
export function invitedUser(fields: { email: string; firstName: string; lastName: string }, role: Role, now: number): User {
  return { id: crypto.randomUUID(), email: fields.email, firstName: fields.firstName, lastName: fields.lastName, role, profileImageUrl: null, createdAt: iso(now) };
}
