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
  const set = useCallback(
    (key: string, value: string) => {
      pending.current.set(key, value);
      cancel.current ??= afterNextPaint(() => {
        cancel.current = undefined;
        const values = new Map(pending.current);
        pending.current.clear();
        writeParams(setParams, values);
      });
    },
    [setParams],
  );
  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = undefined;
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

  // Follow the URL when it changes from outside (back/forward, a shared link). The router's copy
  // comes from the history entry, so one that differs from the entry now is older than a write of
  // ours (a navigation computed before it, landing after it): not a change from outside.
  const last = useRef(urlValue);
  useEffect(() => {
    if (urlValue !== last.current && urlValue === (new URL(window.location.href).searchParams.get(key) ?? "")) {
      clearTimeout(timer.current); // a typed value not yet written belongs to the address left behind
      last.current = urlValue;
      setValue(urlValue);
    }
  }, [urlValue, key]);
  // …and when a whole query was replaced (a saved view): the router's copy may already equal the
  // new value while this hook still shows a typed one that only the history entry knew.
  useEffect(() => {
    const reread = () => {
      const v = new URL(window.location.href).searchParams.get(key) ?? "";
      if (v !== last.current) {
        clearTimeout(timer.current);
        last.current = v;
        setValue(v);
      }
    };
    window.addEventListener(URL_STATE_EVENT, reread);
    return () => window.removeEventListener(URL_STATE_EVENT, reread);
  }, [key]);

  const update = useCallback(
    (v: string) => {
      setValue(v);
      clearTimeout(timer.current);
      const write = () => {
        last.current = v;
        // Straight to the history entry: a router navigation would re-render the whole
        // screen (and its 50,000-row table) for a value this hook already holds.
        const url = new URL(window.location.href);
        if (v) url.searchParams.set(key, v);
        else url.searchParams.delete(key);
        window.history.replaceState(window.history.state, "", url);
        announce();
      };
      if (delayMs > 0) timer.current = setTimeout(write, delayMs);
      else write();
    },
    [delayMs, key],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [value, update];
}
