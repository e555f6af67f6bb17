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
