// KYC review decisions (SPEC §4): the PUT body of Approve and Reject (plain data).
import type { KycDocument } from "../../src/domain";

export const DOCUMENT_REJECTED_NOTE = "Document rejected";

export type Decision = "approve" | "reject";

/** PUT /api/kyc-documents/{id} body for a decision taken at `now`. */
export function documentDecision(d: Decision, now: Date = new Date()): Partial<KycDocument> {
  const reviewedAt = now.toISOString();
  return d === "approve" ? { status: "approved", reviewedAt } : { status: "rejected", reviewedAt, reviewNotes: DOCUMENT_REJECTED_NOTE };
}
