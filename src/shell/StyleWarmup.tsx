// antd writes a component's CSS the first time the component renders. A list screen's first visit
// generated and injected ≈ 125 kB of it (Select, Table, Pagination, Spin, Tag) inside the render its
// navigation waits for. So once someone is using the console (their first pointer movement, touch
// or key press) and the page is idle, those components render once, out of the document
// (./ListStyles), and a list's first visit finds their styles in antd's cache. Not before: a load
// nobody has touched yet spends its time on what it shows (the warm-up started at the first idle
// moment added ≈ 0.5–0.8 s to the dashboard's Lighthouse mobile blocking time).
// Per theme: a switch drops them (the switch's own render stays as it was) and warms the new
// theme's after the next input.
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../lib/idle";
import { useTheme } from "../theme/ThemeContext";

const ListStyles = lazy(() => import("./ListStyles"));
const INPUTS = ["pointermove", "pointerdown", "keydown", "touchstart"] as const;

export function StyleWarmup() {
  const { resolved } = useTheme();
  const [warmed, setWarmed] = useState<string | null>(null);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const stopListening = () => INPUTS.forEach((type) => window.removeEventListener(type, start, true));
    function start() {
      stopListening();
      cancelIdle = whenIdle(() => startTransition(() => setWarmed(resolved)));
    }
    INPUTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
    return () => {
      stopListening();
      cancelIdle?.();
    };
  }, [resolved]);
  return warmed === resolved ? (
    <Suspense fallback={null}>
      <ListStyles />
    </Suspense>
  ) : null;
}
