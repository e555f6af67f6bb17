// In-page instrumentation for the tables bench. These functions are serialised into the page
// (page.evaluate / addInitScript), so they must not use anything from their module scope.

/**
 * Init script: marks when the first table row (`tbody tr.ant-table-row`) is in the DOM and
 * when the frame that contains it has been painted (rAF → MessageChannel: the message task
 * runs right after that frame's rendering step). Times are performance.now(), i.e. ms since
 * navigation start.
 */
export function firstRowProbe() {
  const mark = { row: null, painted: null };
  window.__benchFirstRow = mark;
  const check = () => {
    if (mark.row !== null) return true;
    if (!document.querySelector("tbody tr.ant-table-row")) return false;
    mark.row = performance.now();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => (mark.painted = performance.now());
      ch.port2.postMessage(0);
    });
    return true;
  };
  const mo = new MutationObserver(() => {
    if (check()) mo.disconnect();
  });
  mo.observe(document, { childList: true, subtree: true });
}

/**
 * In-app navigation: marks the first click's event timeStamp (when the browser received it) and
 * when the frame with the first new table row after it has painted (as firstRowProbe).
 */
export function clickToRowProbe() {
  const mark = { click: null, row: null, painted: null };
  window.__benchClickToRow = mark;
  // Rows already on screen (the dashboard's recent transactions) are not the new screen's.
  const before = new Set(document.querySelectorAll("tbody tr.ant-table-row"));
  addEventListener("click", (e) => void (mark.click ??= e.timeStamp), true);
  const mo = new MutationObserver(() => {
    if (mark.click === null || ![...document.querySelectorAll("tbody tr.ant-table-row")].some((row) => !before.has(row))) return;
    mo.disconnect();
    mark.row = performance.now();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => (mark.painted = performance.now());
      ch.port2.postMessage(0);
    });
  });
  mo.observe(document, { childList: true, subtree: true });
}

/**
 * Resolves once a cheap read (`path`) is answered within `fastMs` twice in a row: the demo backend
 * and the page are at rest, as a real server is between requests. After a large profile's first
 * screen the demo backend goes on for seconds (the rest of its seed, its garbage collection).
 */
export async function untilBackendAtRest({ path, fastMs, timeoutMs }) {
  const deadline = performance.now() + timeoutMs;
  let fast = 0;
  while (fast < 2 && performance.now() < deadline) {
    const start = performance.now();
    await fetch(path, { credentials: "same-origin" });
    fast = performance.now() - start <= fastMs ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return fast >= 2 ? "at rest" : "timeout";
}

/**
 * Installs the input-to-next-paint probe:
 *  - keystrokes: start = the keydown event's timeStamp (when the browser received the key, so
 *    queueing behind busy JS counts); at the `input` event (the field's DOM is updated by then)
 *    a rAF is requested, and a MessageChannel message posted from it marks the end of the next
 *    painted frame. Sample = end − start.
 *  - clicks (select options): same, from the click event's timeStamp.
 *  - table updates: time of the last DOM change inside `.ant-table-wrapper` and of the frame
 *    that painted it (informational "input → results painted").
 *  - Event Timing API (PerformanceObserver type "event", durationThreshold 16): the browser's
 *    own per-interaction durations ≥ 16 ms, as a cross-check.
 */
export function installInteractionProbe() {
  if (window.__bench) return;
  const P = {
    armed: null, // "key" | "click" | null
    pending: null,
    samples: [],
    lastTableChange: 0,
    lastTablePaint: 0,
    eventTiming: [],
  };
  window.__bench = P;
  const afterPaint = (cb) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => cb(performance.now());
      ch.port2.postMessage(0);
    });
  addEventListener(
    "keydown",
    (e) => {
      if (P.armed === "key") P.pending = { start: e.timeStamp, key: e.key };
    },
    true,
  );
  addEventListener(
    "input",
    () => {
      const s = P.pending;
      if (P.armed !== "key" || !s) return;
      P.pending = null;
      afterPaint((t) => P.samples.push({ kind: "key", key: s.key, start: s.start, ms: t - s.start }));
    },
    true,
  );
  addEventListener(
    "click",
    (e) => {
      if (P.armed !== "click") return;
      const start = e.timeStamp;
      afterPaint((t) => P.samples.push({ kind: "click", start, ms: t - start }));
    },
    true,
  );
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (el && el.closest(".ant-table-wrapper")) {
        const now = performance.now();
        P.lastTableChange = now;
        afterPaint((t) => {
          if (t > P.lastTablePaint) P.lastTablePaint = t;
        });
        return;
      }
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId) P.eventTiming.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: false });
  } catch {
    /* Event Timing not supported */
  }
}

/** Resolves once the table has not changed for `quietMs` (and at least `minMs` after `since`), then idle. */
export function waitQuiet({ since, quietMs, minMs, timeoutMs }) {
  const P = window.__bench;
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const tick = () => {
      const now = performance.now();
      const last = Math.max(P.lastTableChange, P.lastTablePaint, since);
      if ((now - last >= quietMs && now - since >= minMs && !P.pending) || now > deadline) {
        requestIdleCallback(() => resolve(now > deadline ? "timeout" : "quiet"), { timeout: 2000 });
      } else setTimeout(tick, 25);
    };
    tick();
  });
}
