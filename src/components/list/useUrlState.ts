import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A value kept in the URL query (shareable, survives reload). The input is local state for
 * instant typing; the URL follows after a short pause so each keystroke stays cheap.
 */
export function useUrlParam(key: string, delayMs = 0): [string, (v: string) => void] {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(key) ?? "";
  const [value, setValue] = useState(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow the URL when it changes from outside (back/forward, a shared link).
  const last = useRef(urlValue);
  useEffect(() => {
    if (urlValue !== last.current) {
      last.current = urlValue;
      setValue(urlValue);
    }
  }, [urlValue]);

  const write = useCallback(
    (v: string) => {
      last.current = v;
      const next = new URLSearchParams(window.location.search);
      if (v) next.set(key, v);
      else next.delete(key);
      setParams(next, { replace: true });
    },
    [key, setParams],
  );

  const update = useCallback(
    (v: string) => {
      setValue(v);
      clearTimeout(timer.current);
      if (delayMs > 0) timer.current = setTimeout(() => write(v), delayMs);
      else write(v);
    },
    [delayMs, write],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [value, update];
}
