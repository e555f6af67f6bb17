import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../../../src/components/ErrorBoundary";

function Screen({ fail }: { fail: boolean }) {
  if (fail) throw new Error("render failed");
  return <p>screen</p>;
}

describe("ErrorBoundary", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the fallback instead of a blank page, and a new resetKey (navigation) clears it", () => {
    const ui = (key: string, fail: boolean) => (
      <ErrorBoundary resetKey={key} fallback={() => <p>fallback</p>}>
        <Screen fail={fail} />
      </ErrorBoundary>
    );
    const { rerender } = render(ui("a", true));
    expect(screen.getByText("fallback")).toBeInTheDocument();
    // Same location: it stays on the fallback even once the child could render.
    rerender(ui("a", false));
    expect(screen.getByText("fallback")).toBeInTheDocument();
    rerender(ui("b", false));
    expect(screen.getByText("screen")).toBeInTheDocument();
    rerender(ui("c", true));
    expect(screen.getByText("fallback")).toBeInTheDocument();
  });

  it("reset() tries the children again", () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error("once");
      return <p>recovered</p>;
    }
    render(
      <ErrorBoundary fallback={(reset) => <button onClick={reset}>again</button>}>
        <Flaky />
      </ErrorBoundary>,
    );
    fail = false;
    screen.getByRole("button", { name: "again" }).click();
    return screen.findByText("recovered");
  });
});
