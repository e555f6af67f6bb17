// Simulated network latency for the demo backend. Default 0 (tests); the browser sets 100–400 ms.
import { delay } from "msw";

let minMs = 0;
let maxMs = 0;

export function setLatency(min: number, max: number = min): void {
  minMs = Math.max(0, Math.min(min, max));
  maxMs = Math.max(0, min, max);
}

export function getLatency(): { minMs: number; maxMs: number } {
  return { minMs, maxMs };
}

/** Waits for a random time in [min, max] ms; resolves at once when latency is 0. */
export async function applyLatency(): Promise<void> {
  if (maxMs <= 0) return;
  const ms = Math.round(minMs + Math.random() * (maxMs - minMs));
  if (ms > 0) await delay(ms);
}
