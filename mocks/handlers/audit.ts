// Extensions `audit` and `secrets` (docs/api-extensions.md): the audit trail's read endpoint, an API
// key's value on request (a sensitive read, recorded), and the record of a KYC document being opened.
// Events are written only by the server (mocks/audit.ts, through `guarded`); no endpoint edits or
// deletes one — PUT, PATCH and DELETE on /api/audit-events fall through to the 404 of mocks/handlers.ts.
import { http, HttpResponse } from "msw";
import { route } from "../config";
import { minimumRole } from "../access";
import { offers } from "../extensions";
import { HttpError, guarded, jsonList, noContent, param } from "./http";

const FILTERS = ["resource", "recordId", "action", "actorEmail"] as const;

export const auditHandlers = [
  http.get(
    route("/api/audit-events"),
    guarded(minimumRole("audit-events", "list"), ({ request, db }) => {
      if (!offers("audit")) throw new HttpError(404, "Not found");
      const query = new URL(request.url).searchParams;
      const wanted = FILTERS.map((key) => [key, query.get(key)?.trim()] as const).filter(([, value]) => value);
      const events = db.audit ?? [];
      return jsonList(wanted.length ? events.filter((e) => wanted.every(([key, value]) => e[key] === value)) : events);
    }),
  ),

  http.get(
    route("/api/api-keys/:id/secret"),
    guarded(
      minimumRole("api-keys", "secret"),
      ({ params, db }) => {
        if (!offers("secrets")) throw new HttpError(404, "Not found");
        const key = db.apiKeys.find((k) => k.id === param(params, "id"));
        if (!key) throw new HttpError(404, "API key not found");
        return HttpResponse.json({ keyValue: key.keyValue }, { headers: { "Cache-Control": "no-store" } });
      },
      { audit: "reveal" },
    ),
  ),

  http.post(
    route("/api/kyc-documents/:id/views"),
    guarded(minimumRole("kyc-documents", "view-file"), ({ params, db }) => {
      if (!offers("audit")) throw new HttpError(404, "Not found");
      if (!db.kycDocuments.some((d) => d.id === param(params, "id"))) throw new HttpError(404, "KYC document not found");
      return noContent();
    }),
  ),
];
