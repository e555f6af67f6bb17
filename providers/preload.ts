// Early reads: the GET calls a screen makes first, started before the screen renders instead of
// after it (a screen's own calls leave only once it has rendered and committed, ≈ 0.3 s later):
// at boot beside the app's first render, and in the running console at a sidebar link's click
// (src/app/route-prefetch.ts says when). The screen's identical GET then takes the response over,
// once: still exactly one request per call, with the same result and the same errors.
import type { AxiosInstance, AxiosResponse } from "axios";

/** An early read left unclaimed this long is dropped: the screen asked for something else. */
export const PRELOAD_TTL_MS = 15_000;

interface Early {
  at: number;
  response: Promise<AxiosResponse<unknown>>;
  /** The response, once it has arrived (a success). */
  arrived?: AxiosResponse<unknown>;
}

const byClient = new WeakMap<AxiosInstance, Map<string, Early>>();

function keyOf(url: string, query?: Record<string, string>): string {
  const params = new URLSearchParams(query ?? {});
  params.sort();
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Starts `GET url?query` now unless the same read is already waiting to be claimed. */
export function preloadGet(http: AxiosInstance, url: string, query?: Record<string, string>): void {
  let pending = byClient.get(http);
  if (!pending) byClient.set(http, (pending = new Map()));
  const key = keyOf(url, query);
  const waiting = pending.get(key);
  if (waiting && Date.now() - waiting.at < PRELOAD_TTL_MS) return;
  const response = http.get<unknown>(url, { params: query && Object.keys(query).length ? query : undefined });
  const early: Early = { at: Date.now(), response };
  response.then((res) => void (early.arrived = res), () => undefined); // its error is the claimer's, if anyone claims it
  pending.set(key, early);
}

/**
 * Drops every early read still waiting: a write was sent, so they may hold data from before it.
 * (A read started by a sidebar click whose screen then asked for nothing would otherwise answer
 * the refetch after that write with the old data.)
 */
export function forgetPreloaded(http: AxiosInstance): void {
  byClient.get(http)?.clear();
}

/** The early read of `GET url?query`, if one was started recently; later calls make their own. */
export function claimPreloaded(http: AxiosInstance, url: string, query?: Record<string, string>): Promise<AxiosResponse<unknown>> | undefined {
  const pending = byClient.get(http);
  const key = keyOf(url, query);
  const early = pending?.get(key);
  if (!early) return undefined;
  pending!.delete(key);
  return Date.now() - early.at < PRELOAD_TTL_MS ? early.response : undefined;
}

/**
 * The early read of `GET url?query` if it has already answered, without taking it over: a screen can
 * render its first frame with the answer (not an empty one first), and its own identical GET still
 * claims the read — one request.
 */
export function arrivedPreloaded(http: AxiosInstance, url: string, query?: Record<string, string>): AxiosResponse<unknown> | undefined {
  const early = byClient.get(http)?.get(keyOf(url, query));
  return early && Date.now() - early.at < PRELOAD_TTL_MS ? early.arrived : undefined;
}
