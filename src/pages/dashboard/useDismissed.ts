// Alert banners: dismissed for the browser session (DESIGN §1), kept in sessionStorage.
import { useCallback, useState } from "react";

export const DISMISSED_KEY = "paydesk:dismissed-alerts";

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function useDismissed(): [(id: string) => boolean, (id: string) => void] {
  const [dismissed, setDismissed] = useState<string[]>(read);
  const dismiss = useCallback((id: string) => {
    setDismissed((prev) => {
      const next = prev.includes(id) ? prev : [...prev, id];
      try {
        sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
      } catch {
        // storage unavailable: hidden until reload only
      }
      return next;
    });
  }, []);
  const isDismissed = useCallback((id: string) => dismissed.includes(id), [dismissed]);
  return [isDismissed, dismiss];
}
