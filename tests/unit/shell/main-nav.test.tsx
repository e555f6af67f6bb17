// The sidebar's links start their screen early: pointing at or focusing a link loads its screen's
// code, and nothing else (src/shell/MainNav.tsx).
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { MainNav } from "../../../src/shell/MainNav";
import { ThemeProvider } from "../../../src/theme/ThemeContext";

const calls = vi.hoisted(() => ({ prefetchRoute: vi.fn(() => Promise.resolve()), preloadRouteData: vi.fn() }));
vi.mock("../../../src/app/route-prefetch", () => calls);

const ITEMS = [
  { key: "/", label: "Dashboard" },
  { key: "/transactions", label: "Transactions" },
];

function renderNav(onNavigate = vi.fn()) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={["/"]}>
        <MainNav items={ITEMS} selectedKey="/" onNavigate={onNavigate} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { link: (name: string) => screen.getByRole("link", { name }), onNavigate };
}

afterEach(() => vi.clearAllMocks());

describe("MainNav", () => {
  it("pointing at or focusing a link loads its screen, and nothing more", () => {
    const { link } = renderNav();
    fireEvent.pointerEnter(link("Transactions"));
    expect(calls.prefetchRoute).toHaveBeenLastCalledWith("/transactions");
    link("Dashboard").focus();
    expect(calls.prefetchRoute).toHaveBeenLastCalledWith("/");
    expect(calls.preloadRouteData).not.toHaveBeenCalled();
  });

  it("a click navigates but starts no read itself: a screen with its data cached would leave it unclaimed, for a later refetch to take", () => {
    const { link, onNavigate } = renderNav();
    fireEvent.click(link("Transactions"), { button: 0 });
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(calls.preloadRouteData).not.toHaveBeenCalled();
  });
});
