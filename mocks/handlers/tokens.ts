// Token vault: list and tokenize. The rules are the PayDesk server's (server/rules/tokens.ts).
import { http, HttpResponse } from "msw";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId } from "../random";
import { guarded, jsonList, nowIso, readBody } from "./http";
import { recordTransaction } from "./wallets";
import { tokenFromBody, tokenizationRecord } from "../../server/rules/tokens";

export const tokenHandlers = [
  http.get(
    route("/api/tokens"),
    guarded(minimumRole("tokens", "list"), ({ db }) => jsonList(db.tokens)),
  ),

  http.post(
    route("/api/tokens"),
    guarded(minimumRole("tokens", "create"), async ({ request, db }) => {
      const token = tokenFromBody(await readBody(request), randomId(), nowIso());
      db.tokens.unshift(token);
      recordTransaction(db, tokenizationRecord(token));
      return HttpResponse.json(token, { status: 201 });
    }),
  ),
];
