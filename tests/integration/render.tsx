// Renders the real app (real Refine, providers and msw demo backend) at a route, signed in as a role.
import { render, type RenderOptions } from "@testing-library/react";
import { StyleContext, StyleProvider } from "@ant-design/cssinjs";
import { createRequire } from "node:module";
import { useContext, type ReactElement, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import type { Role, User } from "../../src/domain";
import type { Declaration } from "../../resources/types";
import { PayDeskApp } from "../../src/app/PayDeskApp";
import { createHttpClient } from "../../providers/http";
import { writeUser } from "../../providers/session-store";

export const EMAIL: Record<Role, string> = {
  admin: "admin@paydesk.dev",
  operator: "operator@paydesk.dev",
  viewer: "viewer@paydesk.dev",
};

/** Signs in against the demo backend (sets its session cookie) and stores the user like the app does. */
export async function signIn(role: Role): Promise<User> {
  const { data } = await createHttpClient("").post<User>("/api/user/login", { email: EMAIL[role] });
  writeUser(data);
  return data;
}

export interface RenderAppOptions {
  route?: string;
  role?: Role | null;
  declarations?: ReadonlyArray<Declaration>;
}

/**
 * antd generates its CSS in JS and, in a browser, injects it as <style> tags. jsdom parses every one
 * of them, and each getComputedStyle (Testing Library asks for one per visibility and role check)
 * then walks all those rules: measured on tests/integration/wallets.test.tsx, 107 s of CPU with the
 * styles, 27 s without, the same 11 tests passing. `mock="server"` keeps the generated styles in
 * antd's cache instead (its test switch); jsdom has no layout anyway, and the browser suites
 * (tests/e2e) see the real styles.
 */
function WithoutInjectedStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

/**
 * Under `mock="server"` antd still generates every component's CSS (for a server to extract), only to
 * keep it in its cache, and its icons inject their own small stylesheet (which every getComputedStyle
 * then walks). Neither is read here, so in that scope both hooks do nothing. antd's components call
 * them through the exports objects of the CommonJS builds Vitest loads from node_modules, so
 * replacing an export reaches every caller. Outside that scope (a test of the app's own style cache)
 * they are antd's own.
 */
function skipAntdStyles() {
  const load = createRequire(import.meta.url);
  const hooks: Array<[Record<string, any>, string, unknown]> = [
    [load("@ant-design/cssinjs/lib/hooks/useStyleRegister"), "default", (node: ReactNode) => node],
    [load("@ant-design/icons/lib/utils"), "useInsertStyles", undefined],
  ];
  for (const [exports, name, skipped] of hooks) {
    const real = exports[name];
    if (real.antd) continue;
    // A hook itself (antd calls it as one): it reads the style context, then runs antd's or nothing.
    const useStandIn = (...args: unknown[]) => (useContext(StyleContext).mock === "server" ? skipped : real(...args));
    useStandIn.antd = real;
    exports[name] = useStandIn;
  }
}
skipAntdStyles();

/** Testing Library's render, without antd's injected styles (see WithoutInjectedStyles). */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { ...options, wrapper: WithoutInjectedStyles });
}

export async function renderApp({ route = "/", role = "admin", declarations }: RenderAppOptions = {}) {
  const user = role ? await signIn(role) : null;
  const navigate = vi.fn();
  const utils = renderUi(
    <MemoryRouter initialEntries={[route]}>
      <PayDeskApp declarations={declarations} navigate={navigate} />
    </MemoryRouter>,
  );
  return { ...utils, user, navigate };
}
