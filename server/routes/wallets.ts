// SPEC §7 wallets: GET/POST /api/wallets, POST /api/wallets/{id}/load|withdraw|qr.
import { minimumRole } from "../rules/access";
import { json } from "../rules/respond";
import { amountOf, applyFunds, createWallet, findWallet, qrCode, type FundsKind } from "../rules/wallets";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function walletRoutes(options: ServerOptions): Route[] {
  const funds = (kind: FundsKind): Route => ({
    method: "post",
    path: `/api/wallets/:id/${kind}`,
    run: guarded(options, minimumRole("wallets", kind), async ({ store, params, body, now }) => {
      await findWallet(store, params.id);
      const cents = amountOf(await body());
      return json(await applyFunds(store, kind, params.id, cents, now));
    }),
  });
  return [
    { method: "get", path: "/api/wallets", run: guarded(options, minimumRole("wallets", "list"), async ({ store }) => json(await store.wallets.list())) },
    {
      method: "post",
      path: "/api/wallets",
      run: guarded(options, minimumRole("wallets", "create"), async ({ store, body, now }) => json(await createWallet(store, await body(), now), 201)),
    },
    funds("load"),
    funds("withdraw"),
    {
      method: "post",
      path: "/api/wallets/:id/qr",
      run: guarded(options, minimumRole("wallets", "qr"), async ({ store, params }) => json(qrCode(await findWallet(store, params.id)))),
    },
  ];
}
