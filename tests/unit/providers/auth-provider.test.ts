import { describe, expect, it, vi } from "vitest";
import { createAuthProvider, INVALID_CREDENTIALS, SESSION_EXPIRED, safeReturnPath, clearAllCookies } from "../../../providers/auth-provider";
import { createDataProvider } from "../../../providers/data-provider";
import { createHttpClient } from "../../../providers/http";
import { readUser, USER_KEY, writeUser } from "../../../providers/session-store";
import { resources } from "../../../resources";

function setup() {
  const navigate = vi.fn();
  const dataProvider = createDataProvider(resources, createHttpClient(""));
  const auth = createAuthProvider({ dataProvider, navigate, currentPath: () => "/wallets?q=abc" });
  return { auth, navigate };
}

describe("auth provider", () => {
  it("signs in a demo account, stores the user and welcomes them", async () => {
    const { auth } = setup();
    const res = await auth.login({ email: " operator@paydesk.dev " });
    expect(res.success).toBe(true);
    expect(res.successNotification).toEqual({ message: "Welcome to PayDesk", description: "Logged in as operator" });
    expect(readUser()?.email).toBe("operator@paydesk.dev");
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).role).toBe("operator");
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(await auth.getPermissions!()).toBe("operator");
  });

  it("rejects an unknown e-mail with the demo-account hint", async () => {
    const { auth } = setup();
    const res = await auth.login({ email: "nobody@example.com" });
    expect(res.success).toBe(false);
    expect(res.error?.message).toBe(INVALID_CREDENTIALS);
    expect(INVALID_CREDENTIALS).toBe("Invalid credentials. Please use admin@paydesk.dev, operator@paydesk.dev, or viewer@paydesk.dev");
    expect(readUser()).toBeNull();
  });

  it("discards a stored user that cannot be parsed or has an unknown role", async () => {
    const { auth } = setup();
    localStorage.setItem(USER_KEY, "{not json");
    expect(await auth.check()).toMatchObject({ authenticated: false });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    localStorage.setItem(USER_KEY, JSON.stringify({ id: "1", email: "a@b.c", role: "root" }));
    expect(readUser()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it("regular logout clears the user and session storage and reloads to sign-in", async () => {
    const { auth, navigate } = setup();
    writeUser({ id: "1", email: "a@b.c", role: "admin" });
    sessionStorage.setItem("x", "1");
    localStorage.setItem("paydesk:theme", "dark");
    await auth.logout({});
    expect(readUser()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("Force Logout clears local and session storage and every cookie, then goes to /", async () => {
    const { auth, navigate } = setup();
    writeUser({ id: "1", email: "a@b.c", role: "admin" });
    localStorage.setItem("paydesk:theme", "dark");
    sessionStorage.setItem("x", "1");
    document.cookie = "a=1; path=/";
    document.cookie = "b=2; path=/";
    await auth.logout({ force: true });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("a 401 ends the session and returns to sign-in with the expired message and the page", async () => {
    const { auth } = setup();
    writeUser({ id: "1", email: "a@b.c", role: "admin" });
    const res = await auth.onError({ statusCode: 401, message: "401: Unauthorized" });
    expect(res).toEqual({ logout: true, redirectTo: "/login?expired=1&to=%2Fwallets%3Fq%3Dabc" });
    expect(readUser()).toBeNull();
    expect(SESSION_EXPIRED).toBe("Your session has expired. Please sign in again.");
    expect(await auth.onError({ statusCode: 403, message: "403: Forbidden" })).toEqual({});
  });

  it("only same-origin paths are return targets", () => {
    expect(safeReturnPath("/wallets?q=1")).toBe("/wallets?q=1");
    expect(safeReturnPath("//evil.example")).toBeNull();
    expect(safeReturnPath("https://evil.example")).toBeNull();
    expect(safeReturnPath("/\\evil.example")).toBeNull();
    expect(safeReturnPath("/login?to=/x")).toBeNull();
    clearAllCookies();
  });
});
