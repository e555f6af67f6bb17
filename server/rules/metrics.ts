// GET /api/dashboard/metrics: computed from the data, never invented (DESIGN §1). Each figure is a
// count or a sum the store does (an index scan in SQL, not a whole table in the server's memory).
import type { DashboardMetrics } from "../../src/domain";
import type { Filter, Query, Store } from "../store/types";
import { formatUsd, toCents } from "./money";

const WEEK = 7 * 24 * 60 * 60 * 1000;

function round1(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Percent change from `previous` to `current`; undefined when previous is 0 and current is not. */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined;
  return round1(((current - previous) / previous) * 100);
}

/** [from, to) on a date field. */
function window(field: string, from: number, to: number): Filter[] {
  return [
    { field, op: "gte", value: new Date(from).toISOString(), type: "date" },
    { field, op: "lte", value: new Date(to - 1).toISOString(), type: "date" },
  ];
}

const VOLUME: Query = { where: { status: "completed" }, filters: [{ field: "type", op: "in", value: ["payment", "load_funds"] }] };

function within(query: Query, extra: Filter[]): Query {
  return { ...query, filters: [...(query.filters ?? []), ...extra] };
}

async function rate(store: Store, extra: Filter[]): Promise<number | undefined> {
  const [all, completed] = await Promise.all([store.transactions.count({ filters: extra }), store.transactions.count({ where: { status: "completed" }, filters: extra })]);
  return all === 0 ? undefined : (completed / all) * 100;
}

const cents = (sum: string) => toCents(sum) ?? 0;

export async function computeMetrics(store: Store, now: number = Date.now()): Promise<DashboardMetrics> {
  const recent = window("createdAt", now - WEEK, now + 1); // +1: include items created this very millisecond
  const before = window("createdAt", now - 2 * WEEK, now - WEEK);
  const active = { where: { status: "active" } };
  const activeTokens = { where: { isActive: true } };
  const [volume, volumeNow, volumeBefore, wallets, walletsNow, walletsBefore, tokens, tokensNow, tokensBefore, overall, rateNow, rateBefore] = await Promise.all([
    store.transactions.sum("amount", VOLUME),
    store.transactions.sum("amount", within(VOLUME, recent)),
    store.transactions.sum("amount", within(VOLUME, before)),
    store.wallets.count(active),
    store.wallets.count(within(active, recent)),
    store.wallets.count(within(active, before)),
    store.tokens.count(activeTokens),
    store.tokens.count(within(activeTokens, recent)),
    store.tokens.count(within(activeTokens, before)),
    rate(store, []),
    rate(store, recent),
    rate(store, before),
  ]);
  const metrics: DashboardMetrics = {
    totalVolume: formatUsd(cents(volume)),
    activeWallets: wallets,
    tokenizedCards: tokens,
    successRate: `${(overall ?? 0).toFixed(1)}%`,
    totalVolumeChange: percentChange(cents(volumeNow), cents(volumeBefore)),
    activeWalletsChange: percentChange(walletsNow, walletsBefore),
    tokenizedCardsChange: percentChange(tokensNow, tokensBefore),
    successRateChange: rateNow === undefined || rateBefore === undefined ? undefined : round1(rateNow - rateBefore),
  };
  // Drop undefined changes (no basis for a percentage) instead of inventing one.
  for (const key of Object.keys(metrics) as Array<keyof DashboardMetrics>) {
    if (metrics[key] === undefined) delete metrics[key];
  }
  return metrics;
}
