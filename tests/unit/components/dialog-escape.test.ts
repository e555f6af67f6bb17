// Escape pressed while a dialog is still opening (focus not yet in it) is handed to the newest open
// dialog; the whole flow with antd's motion on is in tests/e2e/keyboard.spec.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { escapeToOpeningDialog } from "../../../src/components/dialogFocus";

/** An open antd Modal as rc-dialog draws it: wrapper (keydown listener), dialog, a field. */
function dialog(name: string, motion = "ant-zoom-appear ant-zoom-appear-active"): { wrap: HTMLElement; field: HTMLInputElement; heard: string[] } {
  const wrap = document.createElement("div");
  wrap.className = "ant-modal-wrap";
  wrap.innerHTML = `<div role="dialog" class="ant-modal ${motion}" aria-label="${name}"><input></div>`;
  document.body.append(wrap);
  const heard: string[] = [];
  wrap.addEventListener("keydown", (e) => heard.push(`${e.key}/${e.keyCode}`));
  return { wrap, field: wrap.querySelector("input")!, heard };
}

function pressEscapeOn(target: HTMLElement): KeyboardEvent {
  const e = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e;
}

describe("escapeToOpeningDialog", () => {
  let opener: HTMLButtonElement;
  const pageHeard: string[] = [];
  const onPage = (e: KeyboardEvent) => pageHeard.push(e.key);
  beforeEach(() => {
    opener = document.createElement("button");
    document.body.append(opener);
    opener.addEventListener("keydown", onPage);
    window.addEventListener("keydown", escapeToOpeningDialog, true);
    pageHeard.length = 0;
  });
  afterEach(() => {
    window.removeEventListener("keydown", escapeToOpeningDialog, true);
    document.body.innerHTML = "";
  });

  it("hands an Escape on the page to the newest opening dialog, with the keyCode rc-dialog reads, and the page does not get it", () => {
    const older = dialog("Older");
    const newest = dialog("Newest");
    opener.focus();
    pressEscapeOn(opener);
    expect(newest.heard).toEqual(["Escape/27"]);
    expect(older.heard).toEqual([]);
    expect(pageHeard).toEqual([]);
  });

  it("leaves it alone when focus is already in the dialog (the dialog hears it itself, once)", () => {
    const d = dialog("Open");
    d.field.focus();
    pressEscapeOn(d.field);
    expect(d.heard).toEqual(["Escape/0"]);
  });

  it("skips a dialog that is closing, and does nothing when no dialog is open", () => {
    const open = dialog("Open");
    const closing = dialog("Closing", "ant-zoom-leave ant-zoom-leave-active");
    opener.focus();
    pressEscapeOn(opener);
    expect(open.heard).toEqual(["Escape/27"]);
    expect(closing.heard).toEqual([]);
    document.body.innerHTML = "";
    document.body.append(opener);
    pressEscapeOn(opener);
    expect(pageHeard).toEqual(["Escape"]);
  });

  it("ignores other keys and an Escape something already handled", () => {
    const d = dialog("Open");
    opener.focus();
    opener.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    const handled = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    handled.preventDefault();
    opener.dispatchEvent(handled);
    expect(d.heard).toEqual([]);
  });
});
