// Auth provider: e-mail sign-in, the stored user, both logouts and the 401 rule (DESIGN §1).
import type { AuthProvider, DataProvider, HttpError } from "@refinedev/core";
import { DEMO_ACCOUNTS, PRODUCT_NAME, type User } from "../src/domain";
import { clearUser, readUser, writeUser } from "./session-store";
import { NETWORK_ERROR } from "./http";
import { hasExtension as defaultHasExtension, type Extension } from "./extensions";
import { clearSessionTimes, startSession } from "./session-activity";

export const INVALID_CREDENTIALS = `Invalid credentials. Please use ${DEMO_ACCOUNTS[0].email}, ${DEMO_ACCOUNTS[1].email}, or ${DEMO_ACCOUNTS[2].email}`;
export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";
/** Extension `password` (DESIGN §6): one message for every wrong e-mail or password, and the lockout's. */
export const INVALID_EMAIL_OR_PASSWORD = "Invalid email or password.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Try again in 15 minutes.";
/**
 * Extension `two-factor`: a sign-in's answer when the person's code is asked next (the error's name;
 * the form then shows the code step). Its messages: a wrong code, and a code step that waited too long.
 */
export const TWO_FACTOR_REQUIRED = "two-factor-required";
export const INVALID_CODE = "Invalid code.";
export const SIGN_IN_EXPIRED = "Sign-in expired. Please sign in again.";

/** What login is given: the first step (e-mail, and password with extension `password`), or the code step. */
export type LoginParams = { email: string; password?: string } | { code: string } | { recoveryCode: string };

const BASE = "http://paydesk.invalid";

/** C0 controls, DEL and C1 controls: the URL parser drops tabs and line breaks ("/\t/x" is "//x"). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Only a same-origin path may be returned to after sign-in (no open redirect, and nothing the
 * browser's history would refuse). Hostile forms (`//host`, `/\\host`, `/%09/host`, `https:…`,
 * `javascript:`) and control characters, raw or percent-encoded, give null; the caller then uses
 * the dashboard. The result is the path as the URL parser normalises it.
 */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith("/")) return null;
  // A stray "%" (not an escape) is kept as it is, as the URL parser keeps it.
  const decoded = safeDecode(to);
  for (const form of decoded === null ? [to] : [to, decoded]) {
    if (hasControl(form) || form.includes("\\") || form.startsWith("//")) return null;
  }
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return null;
  const path = url.pathname + url.search + url.hash;
  if (path === "/login" || path.startsWith("/login?") || path.startsWith("/login/") || path.startsWith("/login#")) return null;
  return path;
}

/** Sign-in with the session-expired message, returning to `path` afterwards. */
export function expiredRedirect(path: string): string {
  const to = safeReturnPath(path);
  return `/login?expired=1${to ? `&to=${encodeURIComponent(to)}` : ""}`;
}

export function clearAllCookies(doc: Document = document): void {
  for (const part of doc.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    doc.cookie = `${expired}; path=/`;
    doc.cookie = expired;
  }
}

export interface AuthDeps {
  dataProvider: DataProvider;
  /** Full-page navigation (the logouts reload the page). Injected for tests. */
  navigate?: (url: string) => void;
  currentPath?: () => string;
  /** Which API extensions the server offers (DESIGN §5). Injected for tests. */
  hasExtension?: (name: Extension) => boolean;
  /** How long a logout waits for the server before leaving anyway. */
  logoutTimeoutMs?: number;
}

/** Resolves when `work` settles or after `ms`, whichever is first; never rejects. */
function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });
}

export function createAuthProvider({
  dataProvider,
  navigate = (url) => window.location.assign(url),
  currentPath = () => window.location.pathname + window.location.search,
  hasExtension = defaultHasExtension,
  logoutTimeoutMs = 5000,
}: AuthDeps): AuthProvider {
  /**
   * Extension `logout`: ends the server session, best effort. Awaited before the page reloads and
   * before cookies are cleared (the call needs the session cookie); a failed or slow call never
   * keeps anyone signed in.
   */
  const endServerSession = async () => {
    if (!hasExtension("logout")) return;
    const call = dataProvider.custom!({ url: "", method: "post", meta: { resource: "users", action: "logout" } });
    await settleWithin(call, logoutTimeoutMs);
  };

  return {
    login: async (params: LoginParams) => {
      const sentAt = Date.now();
      const withPassword = hasExtension("password");
      const codeStep = !("email" in params);
      try {
        const { email, password } = params as { email?: string; password?: string };
        const { data } = await dataProvider.custom!<User | { twoFactor: "required" }>({
          url: "",
          method: "post",
          payload: codeStep ? params : withPassword ? { email: String(email ?? "").trim(), password: String(password ?? "") } : { email: String(email ?? "").trim() },
          meta: { resource: "users", action: codeStep ? "loginTwoFactor" : "login" },
        });
        // Extension `two-factor`: no session yet; the code comes next.
        if (hasExtension("two-factor") && (data as { twoFactor?: unknown }).twoFactor === "required") {
          return { success: false, error: { name: TWO_FACTOR_REQUIRED, message: "" } };
        }
        writeUser(data as User);
        startSession(sentAt);
        return {
          success: true,
          redirectTo: "/",
          successNotification: { message: `Welcome to ${PRODUCT_NAME}`, description: `Logged in as ${(data as User).role}` },
        };
      } catch (e) {
        const err = e as HttpError;
        // "User not found" stays internal; the form shows the hint with the demo accounts. With
        // passwords, the lockout's 429 says when to try again; anything else is the one plain refusal.
        const message =
          err?.statusCode === 0
            ? NETWORK_ERROR
            : codeStep
              ? err?.statusCode === 429
                ? TOO_MANY_ATTEMPTS
                : err?.statusCode === 401 && /expired/i.test(String(err?.message ?? ""))
                  ? SIGN_IN_EXPIRED
                  : INVALID_CODE
              : !withPassword
              ? INVALID_CREDENTIALS
              : err?.statusCode === 429
                ? TOO_MANY_ATTEMPTS
                : INVALID_EMAIL_OR_PASSWORD;
        return { success: false, error: { name: "Sign-in failed", message } };
      }
    },

    logout: async (params?: { force?: boolean; redirectPath?: string }) => {
      await endServerSession();
      clearSessionTimes();
      if (params?.force) {
        localStorage.clear();
        sessionStorage.clear();
        clearAllCookies();
        navigate("/");
        return { success: true };
      }
      clearUser();
      sessionStorage.clear();
      navigate(params?.redirectPath ?? "/login");
      return { success: true };
    },

    check: async () => (readUser() ? { authenticated: true } : { authenticated: false, redirectTo: "/login" }),

    onError: async (error: HttpError) => {
      if (error?.statusCode === 401) {
        clearUser();
        clearSessionTimes();
        return { logout: true, redirectTo: expiredRedirect(currentPath()) };
      }
      return {};
    },

    getIdentity: async () => readUser(),
    getPermissions: async () => readUser()?.role ?? null,
  };
}
