// KYC documents: list (optionally per merchant), upload record, review.
import { http, HttpResponse } from "msw";
import { DOCUMENT_TYPES, type KycDocument } from "../../src/domain";
import { route } from "../config";
import { randomId } from "../random";
import { HttpError, guarded, has, nowIso, oneOf, optionalString, param, readBody, requiredString } from "./http";
import { REVIEW_STATUSES } from "./merchants";

const REQUIRED = "All fields are required";
const MAX_FILE_SIZE = 100 * 1024 * 1024;

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
    guarded("operator", ({ request, db }) => {
      const merchantId = new URL(request.url).searchParams.get("merchantId")?.trim();
      const docs = merchantId ? db.kycDocuments.filter((d) => d.merchantId === merchantId) : db.kycDocuments;
      return HttpResponse.json(docs);
    }),
  ),

  http.post(
    route("/api/kyc-documents"),
    guarded("operator", async ({ request, db }) => {
      const body = await readBody(request);
      const merchantId = requiredString(body, "merchantId", "Merchant ID", 100, REQUIRED);
      const documentType = requiredString(body, "documentType", "Document type", 100, REQUIRED);
      const fileName = requiredString(body, "fileName", "File name", 255, REQUIRED);
      const fileUrl = requiredString(body, "fileUrl", "File URL", 2000, REQUIRED);
      if (!oneOf(documentType, DOCUMENT_TYPES)) {
        throw new HttpError(400, `Document type must be one of ${DOCUMENT_TYPES.join(", ")}`);
      }
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
    guarded("operator", async ({ request, params, db }) => {
      const doc = db.kycDocuments.find((d) => d.id === param(params, "id"));
      if (!doc) throw new HttpError(404, "KYC document not found");
      const body = await readBody(request);
      if (!oneOf(body.status, REVIEW_STATUSES)) throw new HttpError(400, "Status must be pending, approved or rejected");
      let reviewedAt: string | null = doc.reviewedAt ?? null;
      if (has(body, "reviewedAt") && body.reviewedAt !== null) {
        const t = typeof body.reviewedAt === "string" ? Date.parse(body.reviewedAt) : NaN;
        if (Number.isNaN(t)) throw new HttpError(400, "Reviewed at must be a date");
        reviewedAt = new Date(t).toISOString();
      } else if (body.status === "pending") {
        reviewedAt = null;
      } else if (!reviewedAt || has(body, "reviewedAt")) {
        reviewedAt = nowIso();
      }
      const reviewNotes = has(body, "reviewNotes") ? optionalString(body, "reviewNotes", "Review notes", 1000) : doc.reviewNotes;
      doc.status = body.status;
      doc.reviewedAt = reviewedAt;
      doc.reviewNotes = reviewNotes ?? null;
      return HttpResponse.json(doc);
    }),
  ),
];
