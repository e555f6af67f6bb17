// Fault injection for the demo backend: makes chosen calls fail, hang or lose the network,
// so tests (and curious humans) can see how the console behaves when the server misbehaves.
import { delay, getResponse, http, HttpResponse, type RequestHandler } from "msw";
import { isApiUrl } from "./config";
import { text } from "./handlers/plain-text";

export interface Fault {
  /** HTTP method, or "*" for any. */
  method?: string;
  /** Path pattern: exact path, or with `*` wildcards, e.g. "/api/wallets/*\/load". */
  path: string;
  /** Respond with this status and plain-text body. */
  status?: number;
  body?: string;
  /** Wait this long first (then respond with the fault, or let the real handler answer). */
  delayMs?: number;
  /** Fail like a dropped connection. */
  network?: boolean;
  /** Let the demo backend do the work, then drop the connection: the answer is lost on the way back. */
  answerLost?: boolean;
  /** How many matching calls to affect; default: all until cleared. */
  times?: number;
}

let faults: Fault[] = [];
let delaying = 0;

export function injectFault(fault: Fault): void {
  faults.push({ ...fault });
}

export function clearFaults(): void {
  faults = [];
}

/** Calls waiting out a fault's delay now. A test on a fake clock moves it only once one is: a clock
 * moved before the call reaches the demo backend would never wake that call. */
export function delayedCalls(): number {
  return delaying;
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method && fault.method !== "*" && fault.method.toUpperCase() !== method) return false;
  const re = new RegExp(`^${fault.path.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^?]*")}$`);
  return re.test(path);
}

/**
 * Goes first in the handler list; passes through (returns nothing) when no fault matches.
 * `endpoints`: the handlers that do the work, for `answerLost`.
 */
export function faultHandler(endpoints: () => readonly RequestHandler[]) {
  return http.all(
    ({ request }) => faults.length > 0 && isApiUrl(request.url),
    async ({ request }) => {
      const path = new URL(request.url).pathname;
      const fault = faults.find((f) => matches(f, request.method, path));
      if (!fault) return undefined;
      if (fault.times !== undefined && --fault.times <= 0) faults = faults.filter((f) => f !== fault);
      if (fault.delayMs) {
        delaying++;
        try {
          await delay(fault.delayMs);
        } finally {
          delaying--;
        }
      }
      if (fault.answerLost) {
        await getResponse([...endpoints()], request);
        return HttpResponse.error();
      }
      if (fault.network) return HttpResponse.error();
      if (fault.status) return text(fault.status, fault.body ?? "");
      return undefined;
    },
  );
}
