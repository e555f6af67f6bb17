// GET /api/transactions?limit=N (newest first, SPEC §7), and with the extension `paging` the same
// list page by page: _start/_end, _sort/_order, field filters, q; the total in X-Total-Count (exact up
// to 10,000 matching rows, 1,000 with a search).
import { transactions } from "../../resources/transactions";
import { minimumRole } from "../rules/access";
import { parsePage, readPage, wantsPaging } from "../rules/paging";
import { json } from "../rules/respond";
import { HttpError } from "../rules/validate";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function transactionRoutes(options: ServerOptions): Route[] {
  return [
    {
      method: "get",
      path: "/api/transactions",
      run: guarded(options, minimumRole("transactions", "list"), async ({ store, url }) => {
        const params = url.searchParams;
        if (options.extensions.has("paging") && wantsPaging(params, transactions)) {
          const { rows, headers } = await readPage(store.transactions, parsePage(transactions, params));
          return json(rows, 200, headers);
        }
        const raw = params.get("limit");
        if (raw === null) return json(await store.transactions.list());
        if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) <= 0) throw new HttpError(400, "limit must be a positive integer");
        return json(await store.transactions.list({ limit: Number(raw) }));
      }),
    },
  ];
}
