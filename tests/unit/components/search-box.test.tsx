// The list search box's rule for a server-mode list (`settleMs`): the list hears of the text once
// typing pauses, or at once on Enter or the clear button; a change from outside wins over text not yet sent.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SearchBox } from "../../../src/components/list/SearchBox";

const PAUSE = 250;

function box(value: string, onChange: (v: string) => void, settleMs: number | null = PAUSE) {
  return <SearchBox value={value} onChange={onChange} placeholder="Search" aria-label="Search" settleMs={settleMs ?? undefined} />;
}
const input = () => screen.getByRole("searchbox", { name: "Search" });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe("SearchBox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("with settleMs: one change once typing pauses, none per keystroke", () => {
    const onChange = vi.fn();
    render(box("", onChange));
    for (const text of ["v", "vi", "vis", "visa"]) {
      type(text);
      act(() => vi.advanceTimersByTime(PAUSE - 1));
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue("visa");
    act(() => vi.advanceTimersByTime(1));
    expect(onChange.mock.calls).toEqual([["visa"]]);
  });

  it("with settleMs: Enter and the clear button tell the list at once, and the pause then sends nothing more", () => {
    const onChange = vi.fn();
    render(box("", onChange));
    type("visa");
    fireEvent.keyDown(input(), { key: "Enter", code: "Enter", keyCode: 13 });
    expect(onChange.mock.calls).toEqual([["visa"]]);
    act(() => vi.advanceTimersByTime(PAUSE));
    expect(onChange.mock.calls).toEqual([["visa"]]);
    fireEvent.click(document.querySelector(".ant-input-clear-icon")!);
    expect(onChange.mock.calls).toEqual([["visa"], [""]]);
    expect(input()).toHaveValue("");
  });

  it("with settleMs: a value set from outside (Clear all, a saved view) replaces text not yet sent", () => {
    const onChange = vi.fn();
    const { rerender } = render(box("", onChange));
    type("vis");
    rerender(box("mastercard", onChange));
    expect(input()).toHaveValue("mastercard");
    act(() => vi.advanceTimersByTime(PAUSE));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("without settleMs (client mode): every keystroke tells the list", () => {
    const onChange = vi.fn();
    render(box("", onChange, null));
    type("v");
    type("vi");
    expect(onChange.mock.calls).toEqual([["v"], ["vi"]]);
  });
});
