// One set of Refine's mutation hooks for every row of a list. Each of them (useCreate,
// useCustomMutation, useUpdate, useDelete) matches the route against every resource and parses
// the query on each render; four per row were ≈ 77 ms of a 10-row Wallets page's first render at
// 1× (CPU profile, docs/performance.md), and ten times that at 100 rows a page.
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { useDeclaredCall } from "./useDeclaredCall";

type Run = ReturnType<typeof useDeclaredCall<any>>["run"];

const Scope = createContext<{ resource: string; run: Run } | null>(null);

/** Runs `resource`'s declared calls for everything below it (`useScopedCall`). */
export function DeclaredCallScope({ resource, children }: { resource: string; children: ReactNode }) {
  const { run } = useDeclaredCall<any>(resource);
  // A stable function: the rows do not re-render when a call starts or ends (each row tracks its own).
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const stable = useCallback<Run>((...args) => latest.current(...args), []);
  const value = useMemo(() => ({ resource, run: stable }), [resource, stable]);
  return <Scope.Provider value={value}>{children}</Scope.Provider>;
}

/** The run of the nearest DeclaredCallScope for `resource`, or null outside one. */
export function useScopedCall(resource: string): Run | null {
  const scope = useContext(Scope);
  return scope?.resource === resource ? scope.run : null;
}
