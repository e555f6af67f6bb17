// Renders the real app (real Refine, providers and msw demo backend) at a route, signed in as a role.
import { render } from "@testing-library/react";
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

export async function renderApp({ route = "/", role = "admin", declarations }: RenderAppOptions = {}) {
  const user = role ? await signIn(role) : null;
  const navigate = vi.fn();
  const utils = render(
    <MemoryRouter initialEntries={[route]}>
      <PayDeskApp declarations={declarations} navigate={navigate} />
    </MemoryRouter>,
  );
  return { ...utils, user, navigate };
}
