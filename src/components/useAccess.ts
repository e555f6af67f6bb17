// Refine's useCan, answered on the first render. The provider's `can` is asynchronous, so a
// button first rendered disabled ("Not allowed") and re-rendered a moment later; the same
// decision is available synchronously (AccessDecisions, set by the app root) and seeds the query.
import { createContext, useContext } from "react";
import { useCan } from "@refinedev/core";
import type { Decision } from "../../providers/access-control";

export const AccessDecisions = createContext<((resource: string, action: string) => Decision) | null>(null);

export function useAccess(resource: string, action: string): Decision | undefined {
  const decideNow = useContext(AccessDecisions);
  const { data } = useCan({ resource, action, queryOptions: decideNow ? { initialData: () => decideNow(resource, action) } : undefined });
  return data;
}
