// Merchants: list, register, review. The rules are the PayDesk server's (server/rules/merchants.ts).
import { http, HttpResponse } from "msw";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId } from "../random";
import { HttpError, guarded, jsonList, nowIso, param, readBody } from "./http";
import { MERCHANT_NOT_FOUND, merchantFromBody, merchantReview } from "../../server/rules/merchants";

export const merchantHandlers = [
  http.get(
    route("/api/merchants"),
    guarded(minimumRole("merchants", "list"), ({ db }) => jsonList(db.merchants)),
  ),

  http.post(
    route("/api/merchants"),
    guarded(minimumRole("merchants", "create"), async ({ request, db }) => {
      const merchant = merchantFromBody(await readBody(request), randomId(), nowIso());
      db.merchants.unshift(merchant);
      return HttpResponse.json(merchant, { status: 201 });
    }),
  ),

  http.put(
    route("/api/merchants/:id"),
    guarded(minimumRole("merchants", "edit"), async ({ request, params, db }) => {
      const merchant = db.merchants.find((m) => m.id === param(params, "id"));
      if (!merchant) throw new HttpError(404, MERCHANT_NOT_FOUND);
      Object.assign(merchant, merchantReview(await readBody(request)));
      return HttpResponse.json(merchant);
    }),
  ),
];
