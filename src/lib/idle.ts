// Work that can wait for a quiet moment (e.g. a list's search index after the table has painted).

/** Runs `task` when the browser is idle (soon, where it cannot tell); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * Runs `task` just after the browser paints its next frame: an input's own feedback is painted
 * first, what it sets off comes after (INP counts up to that paint). A hidden tab paints nothing,
 * so a timer stands in after `fallbackMs`. Returns a cancel function.
 */
export function afterNextPaint(task: () => void, fallbackMs = 100): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const fallback = setTimeout(run, fallbackMs);
  // A task queued from inside the frame's callback runs once that frame has been painted.
  const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => (afterFrame = setTimeout(run, 0))) : undefined;
  function cancel() {
    clearTimeout(fallback);
    clearTimeout(afterFrame);
    if (frame !== undefined) cancelAnimationFrame(frame);
  }
  return () => {
    done = true;
    cancel();
  };
}

/**
 * Resolves in a task of its own, so a long job done in pieces lets the page paint and handle input
 * between them. A message to itself, not setTimeout(0): nested timers are clamped to 4 ms each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
