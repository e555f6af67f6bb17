// Extension `audit` (docs/api-extensions.md): the audit trail's read endpoint, for admins. Events are
// written only by the server (`guarded`, server/app/context.ts); no endpoint edits or deletes one —
// POST, PUT and DELETE on /api/audit-events fall through to the app's 404.
import { minimumRole } from "../rules/access";
import { listEvents } from "../rules/audit";
import { json, noContent } from "../rules/respond";
import { HttpError } from "../rules/validate";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function auditRoutes(options: ServerOptions): Route[] {
  if (!options.extensions.has("audit")) return [];
  return [
    {
      method: "get",
      path: "/api/audit-events",
      run: guarded(options, minimumRole("audit-events", "list"), async ({ store, url }) => json(await listEvents(store, url.searchParams))),
    },
    {
      // Opening a KYC document's file is a sensitive read the console reports: a write with no body,
      // recorded as `view-file` like every write (docs/api-extensions.md).
      method: "post",
      path: "/api/kyc-documents/:id/views",
      run: guarded(options, minimumRole("kyc-documents", "view-file"), async ({ store, params }) => {
        if (!(await store.kycDocuments.get(params.id))) throw new HttpError(404, "KYC document not found");
        return noContent();
      }),
    },
  ];
}
