// The sidebar's links start their screen early: pointing at or focusing a link loads its screen's
// code, and nothing else; a click that navigates starts its first read (src/shell/MainNav.tsx).
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MainNav } from "../../../src/shell/MainNav";
import { ThemeProvider } from "../../../src/theme/ThemeContext";

const calls = vi.hoisted(() => ({ prefetchScreen: vi.fn(() => Promise.resolve()), preloadRouteData: vi.fn(), preloadOnClick: vi.fn() }));
vi.mock("../../../src/app/screen-prefetch", () => calls);

const ITEMS = [
  { key: "/", label: "Dashboard" },
  { key: "/transactions", label: "Transactions" },
];

function renderNav(onNavigate = vi.fn()) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryRouter initialEntries={["/"]}>
          <MainNav items={ITEMS} selectedKey="/" onNavigate={onNavigate} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { link: (name: string) => screen.getByRole("link", { name }), onNavigate };
}

afterEach(() => vi.clearAllMocks());

describe("MainNav", () => {
  it("pointing at or focusing a link loads its screen, and nothing more", () => {
    const { link } = renderNav();
    fireEvent.pointerEnter(link("Transactions"));
    expect(calls.prefetchScreen).toHaveBeenLastCalledWith("/transactions");
    link("Dashboard").focus();
    expect(calls.prefetchScreen).toHaveBeenLastCalledWith("/");
    expect(calls.preloadRouteData).not.toHaveBeenCalled();
    expect(calls.preloadOnClick).not.toHaveBeenCalled();
  });

  it("a click that navigates here starts the screen's first read, asking the query cache what it holds", () => {
    const { link, onNavigate } = renderNav();
    fireEvent.click(link("Transactions"), { button: 0 });
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(calls.preloadOnClick).toHaveBeenCalledOnce();
    const [route, holds] = calls.preloadOnClick.mock.calls[0] as unknown as [string, (resource: string, call: { path: string }) => boolean];
    expect(route).toBe("/transactions");
    expect(holds("transactions", { path: "/api/transactions" })).toBe(false); // an empty cache
    expect(calls.preloadRouteData).not.toHaveBeenCalled();
  });

  it("a click that opens another tab or window starts no read here", () => {
    const { link } = renderNav();
    // After React's handlers: jsdom would try to follow the link (it cannot open tabs).
    const stay = (e: Event) => e.preventDefault();
    window.addEventListener("click", stay);
    onTestFinished(() => window.removeEventListener("click", stay));
    fireEvent.click(link("Transactions"), { button: 0, ctrlKey: true });
    fireEvent.click(link("Transactions"), { button: 0, shiftKey: true });
    fireEvent.click(link("Transactions"), { button: 1 });
    expect(calls.preloadOnClick).not.toHaveBeenCalled();
  });
});
