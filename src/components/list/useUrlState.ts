import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useSearchParams } from "react-router";
import { afterNextPaint } from "../../lib/idle";

/**
 * Dispatched on window after a value is written straight to the history entry, and after a whole
 * query is replaced (a saved view applied): hooks that keep a value of the URL re-read it.
 */
export const URL_STATE_EVENT = "paydesk:url-state";

function announce() {
  window.dispatchEvent(new Event(URL_STATE_EVENT));
}

function subscribeUrl(onChange: () => void): () => void {
  window.addEventListener(URL_STATE_EVENT, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(URL_STATE_EVENT, onChange);
    window.removeEventListener("popstate", onChange);
  };
}
const readSearch = () => window.location.search;

/**
 * Writes to the address still waiting (a typed search's pause, a filter's next paint), each as the
 * function that makes it now. A way off the list that keeps its address (a record's link) makes them
 * first, so the address it takes along is the one the list shows.
 */
const pendingWrites = new Set<() => void>();

/** Makes every waiting write to the address now (`pendingWrites`). */
export function flushUrlWrites(): void {
  for (const write of [...pendingWrites]) write();
}

/**
 * The query of the list at `listPath` to take along to one of its records, and back to the list:
 * `search` to show (a link's href) and `take()` at the click, which makes the list's waiting writes
 * first and reads the address as it is then, "?…" or "". Only on that list or one of its record
 * pages: from any other screen (a related list on another resource's record page) it is "", since
 * the query there belongs to another list. The history entry is read, not the router's copy (the
 * list writes some values straight to the entry); under a router that does not keep its address in
 * the entry (a MemoryRouter, in tests) its own copy is used.
 */
export function useListSearch(listPath: string): { search: string; take: () => string } {
  const { pathname, search: routerSearch } = useLocation();
  const entrySearch = useSyncExternalStore(subscribeUrl, readSearch, () => "");
  const mine = onList(pathname, listPath);
  const inEntry = () => typeof window !== "undefined" && window.location.pathname === pathname;
  const take = () => {
    if (!mine) return "";
    if (!inEntry()) return routerSearch;
    flushUrlWrites();
    return window.location.search;
  };
  return { search: !mine ? "" : inEntry() ? entrySearch : routerSearch, take };
}

/** Whether the address `pathname` is the list at `listPath` or a page under it (one of its records). */
export function onList(pathname: string, listPath: string): boolean {
  return pathname === listPath || pathname.startsWith(`${listPath.replace(/\/$/, "")}/`);
}

/**
 * The address's query as it is now, "?…" or "". The router's `location.search` misses the values
 * `useUrlParam` writes straight to the history entry (a typed search), so read the entry itself.
 */
export function useCurrentSearch(): string {
  useLocation(); // router navigations (filters, columns) re-render too
  return useSyncExternalStore(subscribeUrl, readSearch, () => "");
}

/**
 * Replaces the query of the current address at once (e.g. a saved view's search, filters, sort and
 * columns): the history entry first, so every `useUrlParam` re-reads its value from it, then the
 * router, so router-kept values (filters, columns) and links follow.
 */
export function useReplaceQuery(): (next: URLSearchParams) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (next: URLSearchParams) => {
      const url = new URL(window.location.href);
      url.search = next.toString();
      window.history.replaceState(window.history.state, "", url);
      announce();
      setParams(next, { replace: true });
    },
    [setParams],
  );
}

function writeParams(setParams: ReturnType<typeof useSearchParams>[1], values: ReadonlyMap<string, string>) {
  const next = new URLSearchParams(window.location.search);
  for (const [key, v] of values) {
    if (v) next.set(key, v);
    else next.delete(key);
  }
  setParams(next, { replace: true });
}

/**
 * Several values kept in the URL query (shareable views that survive reload). A value set is
 * written after the next paint, with any others set before it in one navigation: the control
 * that set it (a select closing) paints at once, and the list's re-render follows. Writes still
 * pending when the screen goes away are dropped: they belong to the address left behind.
 */
export function useUrlParams(keys: readonly string[]): [string[], (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const values = keys.map((k) => params.get(k) ?? "");
  const pending = useRef(new Map<string, string>());
  const cancel = useRef<(() => void) | undefined>(undefined);
  const flush = useRef<(() => void) | undefined>(undefined);
  const set = useCallback(
    (key: string, value: string) => {
      pending.current.set(key, value);
      if (cancel.current) return;
      const write = () => {
        cancel.current?.();
        cancel.current = undefined;
        pendingWrites.delete(write);
        const values = new Map(pending.current);
        pending.current.clear();
        writeParams(setParams, values);
      };
      flush.current = write;
      pendingWrites.add(write);
      cancel.current = afterNextPaint(write);
    },
    [setParams],
  );
  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = undefined;
      if (flush.current) pendingWrites.delete(flush.current);
      pending.current.clear();
    },
    [],
  );
  return [values, set];
}

/**
 * A text value kept in the URL query. The input is local state for instant typing; the URL
 * follows after a short pause so each keystroke stays cheap.
 */
export function useUrlParam(key: string, delayMs = 0): [string, (v: string) => void] {
  const [params] = useSearchParams();
  const urlValue = params.get(key) ?? "";
  const [value, setValue] = useState(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The write waiting for the pause, as `flushUrlWrites` makes it early.
  const waiting = useRef<(() => void) | undefined>(undefined);
  const drop = useCallback(() => {
    clearTimeout(timer.current);
    if (waiting.current) pendingWrites.delete(waiting.current);
    waiting.current = undefined;
  }, []);

  // Follow the URL when it changes from outside (back/forward, a shared link). The router's copy
  // comes from the history entry, so one that differs from the entry now is older than a write of
  // ours (a navigation computed before it, landing after it): not a change from outside.
  const last = useRef(urlValue);
  useEffect(() => {
    if (urlValue !== last.current && urlValue === (new URL(window.location.href).searchParams.get(key) ?? "")) {
      drop(); // a typed value not yet written belongs to the address left behind
      last.current = urlValue;
      setValue(urlValue);
    }
  }, [urlValue, key, drop]);
  // …and when a whole query was replaced (a saved view): the router's copy may already equal the
  // new value while this hook still shows a typed one that only the history entry knew.
  useEffect(() => {
    const reread = () => {
      const v = new URL(window.location.href).searchParams.get(key) ?? "";
      if (v !== last.current) {
        drop();
        last.current = v;
        setValue(v);
      }
    };
    window.addEventListener(URL_STATE_EVENT, reread);
    return () => window.removeEventListener(URL_STATE_EVENT, reread);
  }, [key, drop]);

  const update = useCallback(
    (v: string) => {
      setValue(v);
      drop();
      const write = () => {
        drop();
        last.current = v;
        // Straight to the history entry: a router navigation would re-render the whole
        // screen (and its 50,000-row table) for a value this hook already holds.
        const url = new URL(window.location.href);
        if (v) url.searchParams.set(key, v);
        else url.searchParams.delete(key);
        window.history.replaceState(window.history.state, "", url);
        announce();
      };
      if (delayMs > 0) {
        waiting.current = write;
        pendingWrites.add(write);
        timer.current = setTimeout(write, delayMs);
      } else write();
    },
    [delayMs, key, drop],
  );
  useEffect(() => drop, [drop]);
  return [value, update];
}
