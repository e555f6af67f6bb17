// The list search box. It owns the typed text, so a keystroke re-renders only this box; the
// list (filtering up to 50,000 rows, the table) follows in a transition that the next
// keystroke can interrupt. Measured with `npm run bench` (search input-to-next-paint).
import { startTransition, useState, type CSSProperties } from "react";
import { Input } from "antd";

interface Props {
  /** The list's search value (follows the box; also changed from outside: Clear all, back/forward). */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  "aria-label": string;
  style?: CSSProperties;
}

export function SearchBox({ value, onChange, placeholder, "aria-label": ariaLabel, style }: Props) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  // A change of `value` that is not the box's own last text came from outside: show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }
  const change = (next: string) => {
    setText(next);
    setSent(next);
    startTransition(() => onChange(next));
  };
  return (
    <Input.Search
      allowClear
      aria-label={ariaLabel}
      placeholder={placeholder}
      value={text}
      onChange={(e) => change(e.target.value)}
      style={style}
    />
  );
}
