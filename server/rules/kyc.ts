// KYC documents (SPEC §7 `GET/POST /api/kyc-documents`, `PUT /api/kyc-documents/{id}`): the upload
// record and its review, with the review clock and `reviewedBy` of docs/api-extensions.md ("KYC
// review"). Shared by the PayDesk server and the demo backend (mocks/handlers/kyc.ts).
import { DOCUMENT_TYPES, type KycDocument } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";
import type { Store } from "../store/types";
import { ALL_FIELDS_REQUIRED, MERCHANT_NOT_FOUND, REVIEW_STATUSES } from "./merchants";
import { HttpError, declaredString, has, oneOf, optionalString, requireAll, requiredChoice, requiredString, type Body } from "./validate";
import { kycDocuments } from "../../resources/kyc-documents";
import { randomId } from "./wallets";

const MAX_FILE_SIZE = 100 * 1024 * 1024;
/** "application/pdf", "image/svg+xml", "application/vnd.ms-excel". */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
/** 2026-11-21, 2026-11-21T15:00Z, 2026-11-21T15:00:00.000Z, 2026-11-21T15:00:00+01:00. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** How far a review's `reviewedAt` may be from the server's clock. */
export const REVIEW_CLOCK_SKEW_MS = 5 * 60 * 1000;
export const REVIEWED_AT_SKEW_ERROR = "Reviewed at must be the current time (within 5 minutes of the server's clock)";
export const DOCUMENT_TYPE_INVALID = `Document type must be one of ${DOCUMENT_TYPES.join(", ")}`;
export const FILE_URL_INVALID = "File URL must be an http(s) URL";
export const FILE_SIZE_INVALID = "File size must be a whole number of bytes up to 100 MB";
export const MIME_TYPE_INVALID = "MIME type must look like type/subtype";
export const STATUS_INVALID = "Status must be pending, approved or rejected";
export const REVIEWED_AT_INVALID = "Reviewed at must be a date";
export const KYC_NOT_FOUND = "KYC document not found";

/** Only http(s) with a host: the console opens the URL in a new tab, so never javascript:, data: or a relative path. */
function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A new pending document from a POST /api/kyc-documents body: 400 for the fields, then 404
 * `Merchant not found` when `merchantExists` says no (in that order, as the demo backend answers).
 */
export async function kycFromBody(body: Body, merchantExists: (id: string) => boolean | Promise<boolean>, id: string, uploadedAt: string): Promise<KycDocument> {
  requireAll(body, ["merchantId", "documentType", "fileName", "fileUrl"], ALL_FIELDS_REQUIRED);
  const merchantId = requiredString(body, "merchantId", "Merchant ID", MAX_CHARS.id, ALL_FIELDS_REQUIRED);
  const documentType = requiredChoice(body, "documentType", DOCUMENT_TYPES, ALL_FIELDS_REQUIRED, DOCUMENT_TYPE_INVALID);
  const fileName = declaredString(body, "fileName", kycDocuments.fields!.fileName!, ALL_FIELDS_REQUIRED);
  const fileUrl = declaredString(body, "fileUrl", kycDocuments.fields!.fileUrl!, ALL_FIELDS_REQUIRED);
  if (!httpUrl(fileUrl)) throw new HttpError(400, FILE_URL_INVALID);
  let fileSize = 0;
  if (has(body, "fileSize") && body.fileSize !== null) {
    const size = body.fileSize;
    if (typeof size !== "number" || !Number.isInteger(size) || size < 0 || size > MAX_FILE_SIZE) throw new HttpError(400, FILE_SIZE_INVALID);
    fileSize = size;
  }
  const mimeType = optionalString(body, "mimeType", "MIME type", 100) ?? "application/octet-stream";
  if (!MIME_TYPE.test(mimeType)) throw new HttpError(400, MIME_TYPE_INVALID);
  if (!(await merchantExists(merchantId))) throw new HttpError(404, MERCHANT_NOT_FOUND);
  return { id, merchantId, documentType, fileName, fileUrl, fileSize, mimeType, status: "pending", uploadedAt, reviewedAt: null, reviewNotes: null };
}

/**
 * What a PUT /api/kyc-documents/{id} body changes on `doc`, reviewed by `reviewer` (the session's
 * e-mail, never the body's) at `now` (the server's clock), or 400.
 */
export function kycReview(doc: KycDocument, body: Body, reviewer: string, now: number): Pick<KycDocument, "status" | "reviewedAt" | "reviewNotes" | "reviewedBy"> {
  if (!oneOf(body.status, REVIEW_STATUSES)) throw new HttpError(400, STATUS_INVALID);
  let reviewedAt: string | null = doc.reviewedAt ?? null;
  if (has(body, "reviewedAt") && body.reviewedAt !== null) {
    // ISO 8601 only: Date.parse alone also reads "0", "-1" or "12.345" as dates.
    const t = typeof body.reviewedAt === "string" && ISO_DATE.test(body.reviewedAt.trim()) ? Date.parse(body.reviewedAt.trim()) : NaN;
    if (Number.isNaN(t)) throw new HttpError(400, REVIEWED_AT_INVALID);
    // The review time is the reviewer's "now": a date far from this server's clock is a
    // back- or forward-dated decision (or a badly wrong client clock), not a review.
    if (Math.abs(t - now) > REVIEW_CLOCK_SKEW_MS) throw new HttpError(400, REVIEWED_AT_SKEW_ERROR);
    reviewedAt = new Date(t).toISOString();
  } else if (body.status === "pending") {
    reviewedAt = null;
  } else if (!reviewedAt || has(body, "reviewedAt")) {
    reviewedAt = new Date(now).toISOString();
  }
  const reviewNotes = has(body, "reviewNotes") ? optionalString(body, "reviewNotes", "Review notes", MAX_CHARS.reviewNotes, { multiline: true }) : doc.reviewNotes;
  // Who decided, from the session: back to pending clears it.
  return { status: body.status, reviewedAt, reviewNotes: reviewNotes ?? null, reviewedBy: body.status === "pending" ? null : reviewer };
}

/** GET /api/kyc-documents, optionally `?merchantId=` (blank: every document). */
export function listKyc(store: Store, merchantId: string | null | undefined): Promise<KycDocument[]> {
  const wanted = merchantId?.trim();
  return store.kycDocuments.list(wanted ? { where: { merchantId: wanted } } : undefined);
}

/** POST /api/kyc-documents. */
export async function createKyc(store: Store, body: Body, now: number = Date.now()): Promise<KycDocument> {
  const exists = async (id: string) => (await store.merchants.get(id)) !== undefined;
  return store.kycDocuments.insert(await kycFromBody(body, exists, randomId(), new Date(now).toISOString()));
}

/** PUT /api/kyc-documents/{id}: 404 for an unknown document before the body is read; the row held while it changes. */
export function reviewKyc(store: Store, id: string, body: () => Promise<Body>, reviewer: string, now: number = Date.now()): Promise<KycDocument> {
  return store.atomically(async (tx) => {
    const doc = await tx.kycDocuments.lock(id);
    if (!doc) throw new HttpError(404, KYC_NOT_FOUND);
    const patch = kycReview(doc, await body(), reviewer, now);
    return (await tx.kycDocuments.update(doc.id, patch)) ?? { ...doc, ...patch };
  });
}
