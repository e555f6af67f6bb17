// SPEC §7 wallets: GET/POST /api/wallets, POST /api/wallets/{id}/load|withdraw|qr.
import { minimumRole } from "../rules/access";
import { json } from "../rules/respond";
import { heldNote, holdWithdrawal } from "../rules/approvals";
import { amountOf, applyFunds, createWallet, findWallet, qrCode, type FundsKind } from "../rules/wallets";
import { organisationSettings } from "../rules/organisation";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function walletRoutes(options: ServerOptions): Route[] {
  const funds = (kind: FundsKind): Route => ({
    method: "post",
    path: `/api/wallets/:id/${kind}`,
    run: guarded(options, minimumRole("wallets", kind), async ({ store, params, body, now, user, audit }) => {
      await findWallet(store, params.id);
      const cents = amountOf(await body());
      if (kind === "load" || !options.extensions.has("approvals")) return json(await applyFunds(store, kind, params.id, cents, now));
      // Extension `approvals`: a withdrawal that would bring what this person withdrew from this wallet
      // on their own in 24 hours to $10,000.00 is held for a second person (202); nothing moves. Judged
      // and carried out on the wallet's row, held until the write (and its audit event) commits.
      return store.atomically(async (tx) => {
        const held = await holdWithdrawal(tx, user, params.id, cents, now);
        if (held) {
          Object.assign(audit, heldNote(held));
          return json(held, 202);
        }
        return json(await applyFunds(tx, kind, params.id, cents, now));
      });
    }),
  });
  return [
    { method: "get", path: "/api/wallets", run: guarded(options, minimumRole("wallets", "list"), async ({ store }) => json(await store.wallets.list())) },
    {
      method: "post",
      path: "/api/wallets",
      run: guarded(options, minimumRole("wallets", "create"), async ({ store, body, now }) => {
        const currency = options.extensions.has("organisation") ? (await organisationSettings(store)).defaultCurrency : "USD";
        return json(await createWallet(store, await body(), now, currency), 201);
      }),
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
