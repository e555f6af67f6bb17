// Extension `invitations` (docs/api-extensions.md): what the console reads of an invitation, and how
// each state is shown. Shared by User Management's dialog and list.
import type { Role } from "../../src/domain";

export type InvitationStatus = "awaiting-approval" | "not-approved" | "approved" | "pending" | "expired";

export interface Invitation {
  id: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string | null;
  approvalId: string | null;
  /** Only in the answer that made it: the one-time link. */
  link?: string;
}

export const INVITATION_SENT = "Invitation created";
export const INVITATION_HELD = "Invitation waiting for approval";
export const INVITATION_REVOKED = "Invitation revoked";
export const LINK_CREATED = "New link created";

/** The tag of each state (colour, text) in the pending list. */
export const STATUS_TAGS: Record<InvitationStatus, { color: string; label: string }> = {
  pending: { color: "blue", label: "Link sent" },
  expired: { color: "orange", label: "Link expired" },
  "awaiting-approval": { color: "gold", label: "Waiting for approval" },
  approved: { color: "green", label: "Approved" },
  "not-approved": { color: "red", label: "Not approved" },
};

/** Whether an admin may make a (new) link: not while the admin role waits or after it was refused. */
export function canMakeLink(status: InvitationStatus): boolean {
  return status === "pending" || status === "expired" || status === "approved";
}
