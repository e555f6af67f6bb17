// KYC documents: list (optionally per merchant), upload record, review. The rules are the PayDesk
// server's (server/rules/kyc.ts).
import { http, HttpResponse } from "msw";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId } from "../random";
import { HttpError, guarded, jsonList, nowIso, param, readBody } from "./http";
import { KYC_NOT_FOUND, kycFromBody, kycReview } from "../../server/rules/kyc";

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
      const exists = (id: string) => db.merchants.some((m) => m.id === id);
      const doc = await kycFromBody(await readBody(request), exists, randomId(), nowIso());
      db.kycDocuments.unshift(doc);
      return HttpResponse.json(doc, { status: 201 });
    }),
  ),

  http.put(
    route("/api/kyc-documents/:id"),
    guarded(minimumRole("kyc-documents", "edit"), async ({ request, params, db, user }) => {
      const doc = db.kycDocuments.find((d) => d.id === param(params, "id"));
      if (!doc) throw new HttpError(404, KYC_NOT_FOUND);
      Object.assign(doc, kycReview(doc, await readBody(request), user.email, Date.now()));
      return HttpResponse.json(doc);
    }),
  ),
];
