// The router provider's parse: the same answer while the address stays, a new one when it changes.
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { ResourceContext } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { routerProvider } from "../../../providers/router-provider";

const resources = [{ name: "transactions", list: "/transactions", show: "/transactions/:id" }];

function wrapper(address: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[address]}>
        <ResourceContext.Provider value={{ resources }}>{children}</ResourceContext.Provider>
      </MemoryRouter>
    );
  };
}

/** What Refine's hooks do on each render: take the parse function, call it. */
function useParsedNow() {
  const parse = routerProvider.parse!();
  return { parsed: parse(), navigate: useNavigate() };
}

describe("routerProvider.parse", () => {
  it("answers with the same object on every render while the address stays the same", () => {
    const { result, rerender } = renderHook(useParsedNow, { wrapper: wrapper("/transactions?status=failed") });
    const first = result.current.parsed;
    rerender();
    rerender();
    expect(result.current.parsed).toBe(first);
    expect(first.resource?.name).toBe("transactions");
    expect(first.params).toMatchObject({ status: "failed" });
  });

  it("answers anew when the query or the path changes", () => {
    const { result } = renderHook(useParsedNow, { wrapper: wrapper("/transactions?status=failed") });
    const first = result.current.parsed;
    act(() => result.current.navigate("/transactions?status=completed"));
    expect(result.current.parsed).not.toBe(first);
    expect(result.current.parsed.params).toMatchObject({ status: "completed" });
    act(() => result.current.navigate("/transactions/tx-42"));
    expect(result.current.parsed).toMatchObject({ id: "tx-42", action: "show", pathname: "/transactions/tx-42" });
  });
});
