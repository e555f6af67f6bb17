// GET /api/dashboard/metrics: computed from the data, never invented.
import { http, HttpResponse } from "msw";
import type { DashboardMetrics, Transaction } from "../../src/domain";
import { route } from "../config";
import type { DbState } from "../db";
import { formatUsd, toCents } from "../money";
import { guarded } from "./http";

const WEEK = 7 * 24 * 60 * 60 * 1000;

function round1(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Percent change from `previous` to `current`; undefined when previous is 0 and current is not. */
function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined;
  return round1(((current - previous) / previous) * 100);
}

function isVolume(tx: Transaction): boolean {
  return tx.status === "completed" && (tx.type === "payment" || tx.type === "load_funds");
}

function volumeCents(transactions: Transaction[]): number {
  let total = 0;
  for (const tx of transactions) if (isVolume(tx) && tx.amount) total += toCents(tx.amount) ?? 0;
  return total;
}

function successRate(transactions: Transaction[]): number | undefined {
  if (transactions.length === 0) return undefined;
  let completed = 0;
  for (const tx of transactions) if (tx.status === "completed") completed++;
  return (completed / transactions.length) * 100;
}

/** Items whose `at` falls in [from, to). */
function inWindow<T>(items: T[], at: (item: T) => string, from: number, to: number): T[] {
  return items.filter((item) => {
    const t = Date.parse(at(item));
    return t >= from && t < to;
  });
}

export function computeMetrics(db: DbState, now: number = Date.now()): DashboardMetrics {
  const activeWallets = db.wallets.filter((w) => w.status === "active");
  const activeTokens = db.tokens.filter((t) => t.isActive);
  const rate = successRate(db.transactions) ?? 0;

  const recent = [now - WEEK, now + 1] as const; // +1: include items created this very millisecond
  const before = [now - 2 * WEEK, now - WEEK] as const;
  const txNow = inWindow(db.transactions, (t) => t.createdAt, ...recent);
  const txBefore = inWindow(db.transactions, (t) => t.createdAt, ...before);
  const rateNow = successRate(txNow);
  const rateBefore = successRate(txBefore);

  const metrics: DashboardMetrics = {
    totalVolume: formatUsd(volumeCents(db.transactions)),
    activeWallets: activeWallets.length,
    tokenizedCards: activeTokens.length,
    successRate: `${rate.toFixed(1)}%`,
    totalVolumeChange: percentChange(volumeCents(txNow), volumeCents(txBefore)),
    activeWalletsChange: percentChange(
      inWindow(activeWallets, (w) => w.createdAt, ...recent).length,
      inWindow(activeWallets, (w) => w.createdAt, ...before).length,
    ),
    tokenizedCardsChange: percentChange(
      inWindow(activeTokens, (t) => t.createdAt, ...recent).length,
      inWindow(activeTokens, (t) => t.createdAt, ...before).length,
    ),
    successRateChange: rateNow === undefined || rateBefore === undefined ? undefined : round1(rateNow - rateBefore),
  };
  // Drop undefined changes (no basis for a percentage) instead of inventing one.
  for (const key of Object.keys(metrics) as Array<keyof DashboardMetrics>) {
    if (metrics[key] === undefined) delete metrics[key];
  }
  return metrics;
}

export const dashboardHandlers = [
  http.get(
    route("/api/dashboard/metrics"),
    guarded("viewer", ({ db }) => HttpResponse.json(computeMetrics(db))),
  ),
];
