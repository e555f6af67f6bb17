// GET /api/transactions?limit=N (newest first, SPEC §7), and with the extension `paging` the same
// list page by page: _start/_end, _sort/_order, field filters, q; the total in X-Total-Count.
import { http } from "msw";
import { route } from "../config";
import { minimumRole } from "../access";
import { offers } from "../extensions";
import { pageOf, wantsPaging } from "../paging";
import { plannedTransactions } from "../growing-seed";
import { transactions } from "../../resources/transactions";
import { HttpError, guarded, jsonList } from "./http";

export const transactionHandlers = [
  http.get(
    route("/api/transactions"),
    guarded(minimumRole("transactions", "list"), ({ request, db }) => {
      const params = new URL(request.url).searchParams;
      if (offers("paging") && wantsPaging(params, transactions)) {
        const { rows, total } = pageOf(transactions, db.transactions, params);
        // While the large seed is still building, only a built newest-first page gets here (mocks/growing-seed.ts).
        return jsonList(rows, { "X-Total-Count": String(plannedTransactions() ?? total), "Access-Control-Expose-Headers": "X-Total-Count" });
      }
      const raw = params.get("limit");
      if (raw === null) return jsonList(db.transactions);
      if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) <= 0) {
        throw new HttpError(400, "limit must be a positive integer");
      }
      return jsonList(db.transactions.slice(0, Number(raw)));
    }),
  ),
];
