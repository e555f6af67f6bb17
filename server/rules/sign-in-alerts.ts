// Sign-in alerts (extension `sessions`, docs/api-extensions.md "sessions"): a sign-in from a browser
// not seen before for that user puts an alert in their bell and an event in the audit trail.
//
// How a browser is recognised: the first sign-in from it sets a long-lived random device cookie
// (`paydesk_device`, HttpOnly, 256 bits, kept across logouts); the server remembers, per user, the
// SHA-256 of the user's id and that token (never the token). A browser is "seen before" for a user
// when that hash is among the user's known browsers. User-Agent and address are not used to
// recognise: both change (updates, networks) and both are easy to copy. A browser whose cookies
// were cleared is a new browser again. The first browser a user is known by raises no alert (there
// is nothing to compare it with: every account's first sign-in would otherwise alert).
import type { User } from "../../src/domain";
import { browserSummary } from "../../src/lib/user-agent";
import type { Store, UserAlertRecord } from "../store/types";
import { actorOf, eventId, recordEvent } from "./audit";
import { newToken, sessionId, type CookieOptions, type SessionMeta } from "./sessions";
import { HttpError } from "./validate";

export const DEVICE_COOKIE = "paydesk_device";
/** 400 days: the longest a browser keeps a cookie (Chrome's cap). */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
/** Browsers remembered per user: the most recently used ones. */
export const MAX_KNOWN_BROWSERS = 20;
/** Alerts kept per user, read or not: the newest ones. */
export const MAX_ALERTS = 50;
/** The bell lists this many unread alerts, newest first. */
export const ALERTS_LISTED = 20;
export const ALERT_NOT_FOUND = "Alert not found";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function deviceCookie(token: string, options: CookieOptions): string {
  return `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** The id a user's known browser is stored by: SHA-256 of the user's id and the device token. */
export function knownBrowserId(userId: string, token: string): Promise<string> {
  return sessionId(`${userId}\u0000${token}`);
}

/**
 * The rule (pure): a sign-in alerts when the browser is new for the user, the user already has a
 * known browser, and their login alerts are on (absent: on, SPEC §3).
 */
export function shouldAlert(seenBefore: boolean, knownBrowsers: number, user: Pick<User, "loginAlerts">): boolean {
  return !seenBefore && knownBrowsers > 0 && user.loginAlerts !== false;
}

export interface Recognised {
  /** The device token to set as the cookie, when the browser had none (or a malformed one). */
  newToken: string | null;
  seenBefore: boolean;
  alert: UserAlertRecord | null;
}

/** Remembers the browser of a successful sign-in for its user; raises the alert when the rule says so. */
export async function recogniseBrowser(store: Store, user: User, cookieToken: string | undefined, meta: SessionMeta, now: number = Date.now()): Promise<Recognised> {
  const given = cookieToken && TOKEN.test(cookieToken) ? cookieToken : null;
  const token = given ?? newToken();
  const id = await knownBrowserId(user.id, token);
  const at = new Date(now).toISOString();
  return store.atomically(async (tx) => {
    const known = await tx.knownBrowsers.get(id);
    if (known) {
      await tx.knownBrowsers.update(id, { lastSeenAt: at });
      return { newToken: null, seenBefore: true, alert: null };
    }
    const others = await tx.knownBrowsers.list({ where: { userId: user.id }, sort: [{ field: "lastSeenAt", order: "desc", type: "date" }] });
    for (const old of others.slice(MAX_KNOWN_BROWSERS - 1)) await tx.knownBrowsers.remove(old.id);
    await tx.knownBrowsers.insert({ id, userId: user.id, firstSeenAt: at, lastSeenAt: at });
    let alert: UserAlertRecord | null = null;
    if (shouldAlert(false, others.length, user)) {
      alert = { id: crypto.randomUUID(), userId: user.id, kind: "sign-in", at, browser: browserSummary(meta.userAgent), address: meta.address, readAt: null };
      await tx.userAlerts.insert(alert);
      const kept = await tx.userAlerts.list({ where: { userId: user.id }, offset: MAX_ALERTS });
      for (const old of kept) await tx.userAlerts.remove(old.id);
      await recordEvent(tx, {
        id: eventId(now),
        at,
        ...actorOf(user),
        action: "sign-in-alert",
        resource: "users",
        recordId: user.id,
        changes: [],
        outcome: "success",
        detail: { browser: alert.browser, address: alert.address },
      });
    }
    return { newToken: given ? null : token, seenBefore: false, alert };
  });
}

/** One alert as its owner's bell reads it (GET /api/user/alerts). */
export interface AlertView {
  id: string;
  kind: string;
  at: string;
  browser: string | null;
  address: string | null;
}

function alertView(a: UserAlertRecord): AlertView {
  return { id: a.id, kind: a.kind, at: a.at, browser: a.browser, address: a.address };
}

/** A user's unread alerts, newest first. */
export async function unreadAlerts(store: Store, userId: string): Promise<AlertView[]> {
  const rows = await store.userAlerts.list({ where: { userId, readAt: null }, limit: ALERTS_LISTED });
  return rows.map(alertView);
}

/** The time of a user's newest unread alert (the bell's hint), or null. */
export async function newestUnreadAlert(store: Store, userId: string): Promise<string | null> {
  const [newest] = await store.userAlerts.list({ where: { userId, readAt: null }, limit: 1 });
  return newest?.at ?? null;
}

/** Marks one of the user's own alerts read (again: no change); 404 for any other id. */
export async function markAlertRead(store: Store, userId: string, id: string, now: number = Date.now()): Promise<void> {
  const alert = id.length <= 100 ? await store.userAlerts.get(id) : undefined;
  if (!alert || alert.userId !== userId) throw new HttpError(404, ALERT_NOT_FOUND);
  if (!alert.readAt) await store.userAlerts.update(id, { readAt: new Date(now).toISOString() });
}
