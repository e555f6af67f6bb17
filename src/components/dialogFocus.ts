// antd's Modal focuses its own panel when the opening animation ends, which undoes a field's
// autoFocus. Mark the field with `data-autofocus` and pass this as the Modal's afterOpenChange.
export function focusMarkedField(open: boolean): void {
  if (!open) return;
  // Someone already chose a field during the animation (a click, Tab): leave their focus alone.
  const active = document.activeElement;
  if (active?.closest(".ant-modal-wrap") && active.matches("input, textarea, button, [contenteditable]")) return;
  const fields = document.querySelectorAll<HTMLElement>(".ant-modal-wrap [data-autofocus]:not([disabled])");
  fields[fields.length - 1]?.focus(); // the newest dialog is rendered last
}

/**
 * An Escape pressed while a dialog is still opening — antd's Modal moves focus into itself only
 * when its open animation ends — lands on the page behind it (the opener keeps focus), and the
 * dialog stayed open. This hands it to the newest open dialog as if it had focus, so that dialog's
 * own Escape rule applies (one with `keyboard={false}` stays open). Listen with `capture` on window.
 */
export function escapeToOpeningDialog(e: KeyboardEvent): void {
  if (e.key !== "Escape" || e.defaultPrevented) return;
  const open = Array.from(document.querySelectorAll<HTMLElement>(".ant-modal-wrap")).filter(
    (wrap) => wrap.style.display !== "none" && !wrap.querySelector('.ant-modal[class*="-leave"]'),
  );
  const newest = open[open.length - 1]; // portals are appended: the newest dialog is last
  // Focus in it (or this is the Escape handed over below): the dialog hears it itself.
  if (!newest || newest.contains(document.activeElement) || newest.contains(e.target as Node)) return;
  e.stopPropagation(); // the page behind a modal dialog does not take it
  const escape = new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true, cancelable: true });
  Object.defineProperty(escape, "keyCode", { value: 27 }); // what rc-dialog reads
  newest.dispatchEvent(escape);
}
