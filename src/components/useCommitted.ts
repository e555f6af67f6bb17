// For a component that reads a store which network answers move (the session's clock, the bell's
// hint): read during the app's first render, which React renders concurrently (in slices), a change
// that lands before that render commits makes React throw the render away and redo all of it
// synchronously (useSyncExternalStore's tearing check). On a cold dashboard load that was the
// load's longest task (docs/performance.md, "React and Refine"). Read from the first commit on, the same
// change costs a small render of the one component.
import { useEffect, useState } from "react";

/** False during the component's first render, true once it has committed. */
export function useCommitted(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  return committed;
}
