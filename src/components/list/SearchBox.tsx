// The list search box. Its input owns the typed text, so a keystroke re-renders only that input; the
// list (filtering up to 50,000 rows, the table) follows in a transition that the next
// keystroke can interrupt. A server-mode list (`settleMs`) hears of the text only once typing
// pauses (or on Enter): one request per pause, and no render of the list per keystroke.
// Measured with `npm run bench` (search input-to-next-paint).
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { Input } from "antd";

interface Props {
  /** The list's search value (follows the box; also changed from outside: Clear all, back/forward). */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  "aria-label": string;
  style?: CSSProperties;
  /** Tell the list only after typing pauses this long (Enter tells it at once). */
  settleMs?: number;
}

export function SearchBox({ value, onChange, placeholder, "aria-label": ariaLabel, style, settleMs }: Props) {
  // The input keeps its own text (uncontrolled): a keystroke re-renders rc-input's input alone, not
  // this box, antd's Search and its button (input event at 1×: see docs/performance.md, "React and Refine").
  // A value from outside replaces the text by remounting the input with it (`shown`).
  const [shown, setShown] = useState({ text: value, version: 0 });
  const [seen, setSeen] = useState(value);
  const sent = useRef(value); // the text the list was last told of
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A change of `value` that is not the box's own last text came from outside: show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.current) setShown((s) => ({ text: value, version: s.version + 1 }));
  }
  // Once shown (not during a render React may throw away): text typed but not yet sent gives way to it.
  useLayoutEffect(() => {
    clearTimeout(timer.current);
    sent.current = shown.text;
  }, [shown]);
  const send = (next: string) => {
    clearTimeout(timer.current);
    sent.current = next;
    startTransition(() => onChange(next));
  };
  const change = (next: string) => {
    if (settleMs === undefined) send(next);
    else {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(next), settleMs);
    }
  };
  return (
    <Input.Search
      key={shown.version}
      allowClear
      aria-label={ariaLabel}
      placeholder={placeholder}
      defaultValue={shown.text}
      onChange={(e) => change(e.target.value)}
      onSearch={(v) => (v !== sent.current ? send(v) : undefined)}
      style={style}
    />
  );
}
