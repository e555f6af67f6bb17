// The end of every way in — a sign-in, the two-factor code step, an accepted invitation — as one
// answer: a new session (openSession) and its cookie, the user as the body; with extension `sessions`
// the browser remembered for that person, and a new one may raise a sign-in alert.
import type { User } from "../../src/domain";
import { json, withCookies } from "../rules/respond";
import { cookieValue, openSession, sessionCookie, sessionMeta } from "../rules/sessions";
import { DEVICE_COOKIE, deviceCookie, recogniseBrowser } from "../rules/sign-in-alerts";
import type { Store } from "../store/types";
import type { ServerOptions } from "../app/context";

export async function signedIn(options: ServerOptions, store: Store, request: Request, user: User, address: string, now: number): Promise<Response> {
  const cookie = { secure: options.secureCookie };
  const meta = sessionMeta(request, address);
  const token = await openSession(store, user, meta, now);
  if (!options.extensions.has("sessions")) return json(user, 200, { "Set-Cookie": sessionCookie(token, cookie) });
  const seen = await recogniseBrowser(store, user, cookieValue(request.headers.get("Cookie"), DEVICE_COOKIE), meta, now);
  return withCookies(json(user), [sessionCookie(token, cookie), ...(seen.newToken ? [deviceCookie(seen.newToken, cookie)] : [])]);
}
