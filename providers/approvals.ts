// The console's side of four-eyes approvals (extension `approvals`, docs/api-extensions.md): whether a
// write was held for approval (the server's 202), and the bell's hint — the time of the newest thing
// in the signed-in person's bell, sent by the server on its answers (header PayDesk-Inbox-Latest), so
// the red dot is right without a read of its own.
import { hasExtension } from "./extensions";

export const INBOX_HEADER = "paydesk-inbox-latest";

/** The data provider marks a write the server answered with 202 Accepted. */
export interface AcceptedResult {
  data: unknown;
  accepted?: true;
}

/** Whether a mutation's result is a request held for approval (the toast then reads "Sent for approval"). */
export function sentForApproval(result: unknown): boolean {
  return hasExtension("approvals") && (result as AcceptedResult | undefined)?.accepted === true;
}

/** undefined: no answer told yet; null: the bell holds nothing; else the ISO time of its newest item. */
let latest: string | null | undefined;
const listeners = new Set<() => void>();

/** Called by the HTTP client with each successful answer's header (null when absent). */
export function noteInboxHeader(value: string | null | undefined): void {
  const next = typeof value === "string" && value !== "" ? value : null;
  if (next === latest) return;
  latest = next;
  for (const listener of listeners) listener();
}

export function readInboxLatest(): string | null | undefined {
  return latest;
}

export function subscribeInbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// What the person has seen of their bell: the time of its newest item when they last opened it, kept
// in this browser per user (localStorage is shared by the tabs; Force Logout clears it, and the list
// is then new once more). A server-side mark would be one more write per opening (and an audit event).
const SEEN_PREFIX = "paydesk:bell-seen:";
const seenListeners = new Set<() => void>();

export function readSeen(userKey: string): string | null {
  try {
    return localStorage.getItem(SEEN_PREFIX + userKey);
  } catch {
    return null;
  }
}

export function markSeen(userKey: string, at: string | null | undefined): void {
  if (!at) return;
  const before = readSeen(userKey);
  if (before && before >= at) return;
  try {
    localStorage.setItem(SEEN_PREFIX + userKey, at);
  } catch {
    // Storage refused: the dot just shows again next time.
  }
  for (const listener of seenListeners) listener();
}

export function subscribeSeen(listener: () => void): () => void {
  seenListeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith(SEEN_PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    seenListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether there is something newer than what was seen. */
export function hasNew(latestAt: string | null | undefined, seen: string | null): boolean {
  return Boolean(latestAt) && (!seen || latestAt! > seen);
}
