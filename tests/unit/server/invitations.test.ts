// Invitations' pure rules (server/rules/invitations.ts): the 72-hour expiry, the status, the fields.
import { describe, expect, it } from "vitest";
import { INVITATION_TTL_MS, INVITE_FIELDS_REQUIRED, expiryOf, invitationLink, inviteFields, linkExpired, statusOf, type InvitationRecord } from "../../../server/rules/invitations";
import { APPROVAL_TTL_MS } from "../../../server/rules/approvals";
import { HttpError } from "../../../server/rules/validate";

const T0 = Date.parse("2026-11-29T08:00:00.000Z");
const HOUR = 60 * 60 * 1000;

function invitation(over: Partial<InvitationRecord> = {}): InvitationRecord {
  return {
    id: "i1", userId: "u1", email: "new@paydesk.dev", role: "operator", tokenHash: "h", invitedBy: "a1",
    createdAt: new Date(T0).toISOString(), expiresAt: expiryOf(T0), acceptedAt: null, approvalId: null, ...over,
  };
}

describe("invitation expiry", () => {
  it("a link works for 72 hours and not a moment longer", () => {
    expect(INVITATION_TTL_MS).toBe(72 * HOUR);
    expect(expiryOf(T0)).toBe("2026-12-02T08:00:00.000Z");
    const i = invitation();
    expect(linkExpired(i, T0)).toBe(false);
    expect(linkExpired(i, T0 + 72 * HOUR - 1)).toBe(false);
    expect(linkExpired(i, T0 + 72 * HOUR)).toBe(true);
    expect(statusOf(i, undefined, T0 + 71 * HOUR)).toBe("pending");
    expect(statusOf(i, undefined, T0 + 72 * HOUR)).toBe("expired");
  });

  it("an admin invitation has no link while its approval waits; approved, it is ready for one", () => {
    const held = invitation({ role: "admin", tokenHash: null, expiresAt: null, approvalId: "r1" });
    const requestedAt = new Date(T0).toISOString();
    expect(linkExpired(held, T0 + 1000 * HOUR)).toBe(false);
    expect(statusOf(held, { status: "pending", requestedAt }, T0)).toBe("awaiting-approval");
    expect(statusOf(held, { status: "pending", requestedAt }, T0 + APPROVAL_TTL_MS)).toBe("not-approved");
    expect(statusOf(held, { status: "rejected", requestedAt }, T0)).toBe("not-approved");
    expect(statusOf(held, undefined, T0)).toBe("not-approved");
    expect(statusOf(held, { status: "approved", requestedAt }, T0)).toBe("approved");
  });

  it("links to the console's /invite/ page", () => {
    expect(invitationLink("https://pay.example", "abc")).toBe("https://pay.example/invite/abc");
  });
});

describe("invitation fields", () => {
  it("needs an e-mail, both names and a role", () => {
    expect(inviteFields({ email: " new@paydesk.dev ", firstName: "Ada", lastName: "Lee", role: "viewer" })).toEqual({ email: "new@paydesk.dev", firstName: "Ada", lastName: "Lee", role: "viewer" });
    const refusal = (body: Record<string, unknown>) => {
      try {
        inviteFields(body);
        return null;
      } catch (error) {
        return error instanceof HttpError ? `${error.status} ${error.message}` : String(error);
      }
    };
    expect(refusal({ email: "new@paydesk.dev", firstName: "Ada", role: "viewer" })).toBe(`400 ${INVITE_FIELDS_REQUIRED}`);
    expect(refusal({ email: "not-an-email", firstName: "Ada", lastName: "Lee", role: "viewer" })).toBe("400 Email must be a valid email address");
    expect(refusal({ email: "new@paydesk.dev", firstName: "Ada", lastName: "Lee", role: "owner" })).toBe("400 Role must be viewer, operator or admin");
  });
});
