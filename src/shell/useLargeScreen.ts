// Whether the fixed sidebar fits (antd's `lg`, 992 px). Read synchronously on the first render:
// antd's useBreakpoint reports after mount, so phones first painted the desktop layout and then
// shifted (Lighthouse measured CLS 0.29 on the dashboard).
import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 992px)";

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener?.("change", onChange);
  return () => mql.removeEventListener?.("change", onChange);
}

const snapshot = () => window.matchMedia(QUERY).matches;

export function useLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
