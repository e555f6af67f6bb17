// The demo backend's write gate: what every write (and sensitive read) runs inside (mocks/handlers.ts).
export { text } from "./plain-text";

/** Runs one request that changes the stored state and returns its answer. */
export type WriteGate = (write: () => Promise<Response>) => Promise<Response>;

/** Without a gate (msw/node under Vitest) a write just runs. */
const direct: WriteGate = (write) => write();

let gate: WriteGate = direct;

/**
 * Sets what every write runs inside; null restores running it directly. The browser's demo backend
 * passes one that also takes a lock shared by the tabs, reads what other tabs saved before the write
 * runs and saves after it (mocks/shared-state.ts).
 */
export function setWriteGate(next: WriteGate | null): void {
  gate = next ?? direct;
}

export function writeGate(): WriteGate {
  return gate;
}
