// A list's answer is taken in deferred (useDeferredAnswer in src/components/list/useResourceList.tsx):
// the render in which React Query hands it over (synchronous) keeps what the list showed, loading
// state included; the rows come in the next render, a transition React can slice.
import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useDeferredAnswer, type ListQueryState } from "../../../src/components/list/useResourceList";

const refetch = () => undefined;
const state = (over: Partial<ListQueryState>): ListQueryState => ({ isLoading: false, isError: false, error: null, isPlaceholderData: false, refetch, ...over });
const LOADING = { result: undefined, query: state({ isLoading: true }) };
const ROWS = [{ id: "a" }, { id: "b" }];
const ARRIVED = { result: { data: ROWS, total: 2 }, query: state({}) };

describe("a list's answer, deferred", () => {
  it("the render that receives the answer still shows loading; the next shows the rows, never an empty loaded list", () => {
    const seen: Array<{ loading: boolean; rows?: unknown[] }> = [];
    const { rerender } = renderHook(
      ({ live }) => {
        const { result, query } = useDeferredAnswer(live);
        seen.push({ loading: query.isLoading, rows: result.data });
      },
      { initialProps: { live: LOADING as Parameters<typeof useDeferredAnswer>[0] } },
    );
    act(() => rerender({ live: ARRIVED }));
    expect(seen).toEqual([
      { loading: true, rows: undefined },
      { loading: true, rows: undefined },
      { loading: false, rows: ROWS },
    ]);
  });

  it("re-renders with the same answer and state keep it (no deferred render of their own)", () => {
    const answers: unknown[] = [];
    const { rerender } = renderHook(({ live }) => answers.push(useDeferredAnswer(live)), { initialProps: { live: ARRIVED as Parameters<typeof useDeferredAnswer>[0] } });
    act(() => rerender({ live: { result: { data: ROWS, total: 2 }, query: state({}) } }));
    expect(answers).toHaveLength(2);
    expect(answers[1]).toBe(answers[0]);
  });
});
