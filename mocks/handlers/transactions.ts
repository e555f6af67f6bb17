// GET /api/transactions?limit=N (newest first).
import { http } from "msw";
import { route } from "../config";
import { minimumRole } from "../access";
import { HttpError, guarded, jsonList } from "./http";

export const transactionHandlers = [
  http.get(
    route("/api/transactions"),
    guarded(minimumRole("transactions", "list"), ({ request, db }) => {
      const raw = new URL(request.url).searchParams.get("limit");
      if (raw === null) return jsonList(db.transactions);
      if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) <= 0) {
        throw new HttpError(400, "limit must be a positive integer");
      }
      return jsonList(db.transactions.slice(0, Number(raw)));
    }),
  ),
];
