// URL-kept screen state for Onboarding (tab, merchant filter, ?upload=kyc deep link).
// Several keys change together, so updates build on the router's current query rather than
// on window.location (which a MemoryRouter does not drive).
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export type SearchPatch = Record<string, string | null | undefined>;

export function useSearchPatch(): [URLSearchParams, (patch: SearchPatch) => void] {
  const [params, setParams] = useSearchParams();
  const apply = useCallback(
    (patch: SearchPatch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, apply];
}
