// KYC documents: list (optionally per merchant), upload record, review.
import { http, HttpResponse } from "msw";
import { DOCUMENT_TYPES, type KycDocument } from "../../src/domain";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId } from "../random";
import { MAX_CHARS } from "../../src/lib/limits";
import { HttpError, guarded, jsonList, has, nowIso, oneOf, optionalString, param, readBody, requireAll, requiredChoice, requiredString } from "./http";
import { REVIEW_STATUSES } from "./merchants";

const REQUIRED = "All fields are required";
const MAX_FILE_SIZE = 100 * 1024 * 1024;
/** "application/pdf", "image/svg+xml", "application/vnd.ms-excel". */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
/** 2026-11-21, 2026-11-21T15:00Z, 2026-11-21T15:00:00.000Z, 2026-11-21T15:00:00+01:00. */
/** How far a review's `reviewedAt` may be from the server's clock. */
export const REVIEW_CLOCK_SKEW_MS = 5 * 60 * 1000;
export const REVIEWED_AT_SKEW_ERROR = "Reviewed at must be the current time (within 5 minutes of the server's clock)";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const kycHandlers = [
  http.get(
    route("/api/kyc-documents"),
    guarded(minimumRole("kyc-documents", "list"), ({ request, db }) => {
      const merchantId = new URL(request.url).searchParams.get("merchantId")?.trim();
      const docs = merchantId ? db.kycDocuments.filter((d) => d.merchantId === merchantId) : db.kycDocuments;
      return jsonList(docs);
    }),
  ),

  http.post(
    route("/api/kyc-documents"),
    guarded(minimumRole("kyc-documents", "create"), async ({ request, db }) => {
      const body = await readBody(request);
      requireAll(body, ["merchantId", "documentType", "fileName", "fileUrl"], REQUIRED);
      const merchantId = requiredString(body, "merchantId", "Merchant ID", MAX_CHARS.id, REQUIRED);
      const documentType = requiredChoice(body, "documentType", DOCUMENT_TYPES, REQUIRED, `Document type must be one of ${DOCUMENT_TYPES.join(", ")}`);
      const fileName = requiredString(body, "fileName", "File name", MAX_CHARS.fileName, REQUIRED);
      const fileUrl = requiredString(body, "fileUrl", "File URL", MAX_CHARS.fileUrl, REQUIRED);
      if (!httpUrl(fileUrl)) throw new HttpError(400, "File URL must be an http(s) URL");
      let fileSize = 0;
      if (has(body, "fileSize") && body.fileSize !== null) {
        const size = body.fileSize;
        if (typeof size !== "number" || !Number.isInteger(size) || size < 0 || size > MAX_FILE_SIZE) {
          throw new HttpError(400, "File size must be a whole number of bytes up to 100 MB");
        }
        fileSize = size;
      }
      const mimeType = optionalString(body, "mimeType", "MIME type", 100) ?? "application/octet-stream";
      if (!MIME_TYPE.test(mimeType)) throw new HttpError(400, "MIME type must look like type/subtype");
      if (!db.merchants.some((m) => m.id === merchantId)) throw new HttpError(404, "Merchant not found");
      const doc: KycDocument = {
        id: randomId(),
        merchantId,
        documentType,
        fileName,
        fileUrl,
        fileSize,
        mimeType,
        status: "pending",
        uploadedAt: nowIso(),
        reviewedAt: null,
        reviewNotes: null,
      };
      db.kycDocuments.unshift(doc);
      return HttpResponse.json(doc, { status: 201 });
    }),
  ),

  http.put(
    route("/api/kyc-documents/:id"),
    guarded(minimumRole("kyc-documents", "edit"), async ({ request, params, db, user }) => {
      const doc = db.kycDocuments.find((d) => d.id === param(params, "id"));
      if (!doc) throw new HttpError(404, "KYC document not found");
      const body = await readBody(request);
      if (!oneOf(body.status, REVIEW_STATUSES)) throw new HttpError(400, "Status must be pending, approved or rejected");
      let reviewedAt: string | null = doc.reviewedAt ?? null;
      if (has(body, "reviewedAt") && body.reviewedAt !== null) {
        // ISO 8601 only: Date.parse alone also reads "0", "-1" or "12.345" as dates.
        const t = typeof body.reviewedAt === "string" && ISO_DATE.test(body.reviewedAt.trim()) ? Date.parse(body.reviewedAt.trim()) : NaN;
        if (Number.isNaN(t)) throw new HttpError(400, "Reviewed at must be a date");
        // The review time is the reviewer's "now": a date far from this server's clock is a
        // back- or forward-dated decision (or a badly wrong client clock), not a review.
        if (Math.abs(t - Date.now()) > REVIEW_CLOCK_SKEW_MS) throw new HttpError(400, REVIEWED_AT_SKEW_ERROR);
        reviewedAt = new Date(t).toISOString();
      } else if (body.status === "pending") {
        reviewedAt = null;
      } else if (!reviewedAt || has(body, "reviewedAt")) {
        reviewedAt = nowIso();
      }
      const reviewNotes = has(body, "reviewNotes") ? optionalString(body, "reviewNotes", "Review notes", MAX_CHARS.reviewNotes, { multiline: true }) : doc.reviewNotes;
      doc.status = body.status;
      doc.reviewedAt = reviewedAt;
      doc.reviewNotes = reviewNotes ?? null;
      // Who decided, from the session (never from the body): back to pending clears it.
      doc.reviewedBy = body.status === "pending" ? null : user.email;
      return HttpResponse.json(doc);
    }),
  ),
];
