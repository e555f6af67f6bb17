// SPEC §7 KYC documents: GET /api/kyc-documents[?merchantId=], POST /api/kyc-documents,
// PUT /api/kyc-documents/{id} (with `reviewedBy`, docs/api-extensions.md "KYC review").
import { minimumRole } from "../rules/access";
import { createKyc, listKyc, reviewKyc } from "../rules/kyc";
import { json } from "../rules/respond";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function kycRoutes(options: ServerOptions): Route[] {
  return [
    {
      method: "get",
      path: "/api/kyc-documents",
      run: guarded(options, minimumRole("kyc-documents", "list"), async ({ store, url }) => json(await listKyc(store, url.searchParams.get("merchantId")))),
    },
    {
      method: "post",
      path: "/api/kyc-documents",
      run: guarded(options, minimumRole("kyc-documents", "create"), async ({ store, body, now }) => json(await createKyc(store, await body(), now), 201)),
    },
    {
      method: "put",
      path: "/api/kyc-documents/:id",
      run: guarded(options, minimumRole("kyc-documents", "edit"), async ({ store, params, body, user, now }) => json(await reviewKyc(store, params.id, body, user.email, now))),
    },
  ];
}
