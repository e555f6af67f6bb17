import { describe, expect, it, vi } from "vitest";
import { delay, http as mswHttp, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { getDb } from "../../../mocks/db";
import { INVALID_CODE, SIGN_IN_EXPIRED as CODE_STEP_EXPIRED, TWO_FACTOR_REQUIRED } from "../../../providers/auth-provider";
import { createAuthProvider, INVALID_CREDENTIALS, INVALID_EMAIL_OR_PASSWORD, SESSION_EXPIRED, TOO_MANY_ATTEMPTS, safeReturnPath, clearAllCookies } from "../../../providers/auth-provider";
import { createDataProvider } from "../../../providers/data-provider";
import { createHttpClient } from "../../../providers/http";
import { readUser, USER_KEY, writeUser } from "../../../providers/session-store";
import { resources } from "../../../resources";

function setup(options: { extensions?: string[]; logoutTimeoutMs?: number } = {}) {
  const navigate = vi.fn();
  const dataProvider = createDataProvider(resources, createHttpClient(""));
  const auth = createAuthProvider({
    dataProvider,
    navigate,
    currentPath: () => "/wallets?q=abc",
    hasExtension: options.extensions ? (name) => options.extensions!.includes(name) : undefined,
    logoutTimeoutMs: options.logoutTimeoutMs,
  });
  return { auth, navigate };
}

/** Records POST /api/user/logout calls (answered as `answer` says), with what had happened by then. */
function watchLogout(navigate: ReturnType<typeof vi.fn>, answer: "ok" | "500" | "network" | "hang" = "ok") {
  const calls: Array<{ cookie: string; navigatedBefore: boolean; body: string }> = [];
  server.use(
    mswHttp.post("*/api/user/logout", async ({ request }) => {
      calls.push({ cookie: request.headers.get("cookie") ?? document.cookie, navigatedBefore: navigate.mock.calls.length > 0, body: await request.text() });
      if (answer === "500") return new HttpResponse("Internal server error", { status: 500 });
      if (answer === "network") return HttpResponse.error();
      if (answer === "hang") await delay("infinite");
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
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

  it("with `two-factor`: a sign-in that asks for the code stores nothing; the code step signs in, or says why not", async () => {
    const steps: unknown[] = [];
    let answer: "ok" | "wrong" | "expired" | "locked" = "wrong";
    server.use(
      mswHttp.post("*/api/user/login", () => HttpResponse.json({ twoFactor: "required" })),
      mswHttp.post("*/api/user/login/two-factor", async ({ request }) => {
        steps.push(await request.json());
        if (answer === "ok") return HttpResponse.json(getDb().users[0]);
        if (answer === "locked") return new HttpResponse("Too many attempts. Try again in 15 minutes.", { status: 429 });
        return new HttpResponse(answer === "expired" ? "Sign-in expired. Please sign in again." : "Invalid code", { status: 401 });
      }),
    );
    const { auth } = setup({ extensions: ["password", "two-factor"] });
    expect(await auth.login({ email: "admin@paydesk.dev", password: "paydesk-demo" })).toEqual({ success: false, error: { name: TWO_FACTOR_REQUIRED, message: "" } });
    expect(readUser()).toBeNull();
    expect((await auth.login({ code: "123456" })).error?.message).toBe(INVALID_CODE);
    answer = "expired";
    expect((await auth.login({ code: "123456" })).error?.message).toBe(CODE_STEP_EXPIRED);
    answer = "locked";
    expect((await auth.login({ recoveryCode: "abcde-fghjk" })).error?.message).toBe(TOO_MANY_ATTEMPTS);
    answer = "ok";
    expect((await auth.login({ code: "654321" })).success).toBe(true);
    expect(readUser()?.email).toBe(getDb().users[0].email);
    expect(steps).toEqual([{ code: "123456" }, { code: "123456" }, { recoveryCode: "abcde-fghjk" }, { code: "654321" }]);
  });

  it("with `password`, sends the password and shows one refusal for a wrong one and the lockout's for 429", async () => {
    const bodies: unknown[] = [];
    let status = 401;
    server.use(
      mswHttp.post("*/api/user/login", async ({ request }) => {
        bodies.push(await request.json());
        return status === 200 ? HttpResponse.json(getDb().users[0]) : new HttpResponse(status === 401 ? "Invalid email or password" : "Too many attempts. Try again in 15 minutes.", { status });
      }),
    );
    const { auth } = setup({ extensions: ["password"] });
    expect((await auth.login({ email: " admin@paydesk.dev ", password: "wrong" })).error?.message).toBe(INVALID_EMAIL_OR_PASSWORD);
    status = 429;
    expect((await auth.login({ email: "admin@paydesk.dev", password: "x" })).error?.message).toBe(TOO_MANY_ATTEMPTS);
    status = 200;
    expect((await auth.login({ email: "admin@paydesk.dev", password: "paydesk-demo" })).success).toBe(true);
    expect(bodies).toEqual([
      { email: "admin@paydesk.dev", password: "wrong" },
      { email: "admin@paydesk.dev", password: "x" },
      { email: "admin@paydesk.dev", password: "paydesk-demo" },
    ]);
    expect(INVALID_EMAIL_OR_PASSWORD).toBe("Invalid email or password.");
  });

  it("without `password` sends the e-mail alone, as SPEC §7 says", async () => {
    const bodies: unknown[] = [];
    server.use(mswHttp.post("*/api/user/login", async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(getDb().users[0]))));
    const { auth } = setup({ extensions: [] });
    await auth.login({ email: "admin@paydesk.dev", password: "ignored" });
    expect(bodies).toEqual([{ email: "admin@paydesk.dev" }]);
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

  it("a user record without an id signs in (the sidebar shows ID: none)", async () => {
    server.use(
      mswHttp.post("*/api/user/login", () =>
        HttpResponse.json({ email: "noid@paydesk.dev", role: "viewer", firstName: "No", lastName: "Id" }),
      ),
    );
    const { auth } = setup();
    const res = await auth.login({ email: "noid@paydesk.dev" });
    expect(res.success).toBe(true);
    expect(res.successNotification).toEqual({ message: "Welcome to PayDesk", description: "Logged in as viewer" });
    const user = readUser();
    expect(user).toMatchObject({ email: "noid@paydesk.dev", role: "viewer" });
    expect(user && "id" in user).toBe(false);
    expect(await auth.check()).toEqual({ authenticated: true });
  });

  describe("extension logout (POST /api/user/logout)", () => {
    it("Regular Logout ends the server session before the page reloads", async () => {
      const { auth, navigate } = setup({ extensions: ["logout"] });
      await auth.login({ email: "viewer@paydesk.dev" });
      expect(Object.keys(getDb().sessions)).toHaveLength(1);
      await auth.logout({});
      expect(getDb().sessions).toEqual({});
      expect(navigate).toHaveBeenCalledWith("/login");
      expect(readUser()).toBeNull();
    });

    it("is called with no body, before navigating; Force Logout calls it before clearing the cookies", async () => {
      const { auth, navigate } = setup({ extensions: ["logout"] });
      await auth.login({ email: "viewer@paydesk.dev" });
      const calls = watchLogout(navigate);
      await auth.logout({});
      await auth.login({ email: "viewer@paydesk.dev" });
      navigate.mockClear();
      await auth.logout({ force: true });
      expect(calls).toHaveLength(2);
      for (const c of calls) {
        expect(c.navigatedBefore).toBe(false);
        expect(c.body).toBe("");
        expect(c.cookie).toContain("paydesk_session=");
      }
      expect(navigate).toHaveBeenCalledWith("/");
    });

    it("a 401 elsewhere logs out through it too", async () => {
      const { auth, navigate } = setup({ extensions: ["logout"] });
      const calls = watchLogout(navigate);
      writeUser({ id: "1", email: "a@b.c", role: "admin" });
      await auth.logout({ redirectPath: "/login?expired=1" });
      expect(calls).toHaveLength(1);
      expect(navigate).toHaveBeenCalledWith("/login?expired=1");
    });

    it.each(["500", "network", "hang"] as const)("a failed call (%s) does not block logging out", async (answer) => {
      const { auth, navigate } = setup({ extensions: ["logout"], logoutTimeoutMs: 50 });
      const calls = watchLogout(navigate, answer);
      writeUser({ id: "1", email: "a@b.c", role: "admin" });
      await auth.logout({});
      expect(calls).toHaveLength(1);
      expect(readUser()).toBeNull();
      expect(navigate).toHaveBeenCalledWith("/login");
      writeUser({ id: "1", email: "a@b.c", role: "admin" });
      await auth.logout({ force: true });
      expect(localStorage.length).toBe(0);
      expect(navigate).toHaveBeenLastCalledWith("/");
    });

    it("with the extension off, neither logout calls the server", async () => {
      const { auth, navigate } = setup({ extensions: [] });
      await auth.login({ email: "viewer@paydesk.dev" });
      const calls = watchLogout(navigate);
      await auth.logout({});
      await auth.logout({ force: true });
      expect(calls).toEqual([]);
      expect(Object.keys(getDb().sessions)).toHaveLength(1);
      expect(navigate.mock.calls).toEqual([["/login"], ["/"]]);
    });
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
