// The column chooser's panel (loaded on first open): a checklist of the list's columns with
// Move up / Move down, applied to the table at once (through `cols=` in the URL). Keyboard: Tab
// through the boxes and buttons, Space toggles, Escape closes (back to the Columns button).
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Button, Checkbox, Flex, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";

export interface ColumnChoice {
  key: string;
  title: string;
}

export interface ColumnChooserProps {
  id: string;
  /** Every column the list can show, in the declared order. */
  all: readonly ColumnChoice[];
  /** The visible keys in order. */
  visible: readonly string[];
  onChange: (keys: string[]) => void;
  onClose: () => void;
}

/** The next order and visibility after one step (pure: exported for the unit tests). */
export function columnOrder(all: readonly string[], visible: readonly string[]): string[] {
  // Visible ones first in their order, then the hidden ones in declared order.
  return [...visible, ...all.filter((k) => !visible.includes(k))];
}

export default function ColumnChooser({ id, all, visible, onChange, onClose }: ColumnChooserProps) {
  const order = columnOrder(
    all.map((c) => c.key),
    visible,
  );
  const byKey = new Map(all.map((c) => [c.key, c]));
  const root = useRef<HTMLDivElement>(null);
  // After a move the row's DOM node moves too, which drops the focus: put it back on the same control.
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    root.current?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus();
  }, []);
  useEffect(() => {
    if (!refocus.current) return;
    const [key, which] = refocus.current.split("\u0001");
    const row = [...(root.current?.querySelectorAll<HTMLElement>("li[data-key]") ?? [])].find((li) => li.dataset.key === key);
    // The same button, or the other one when this one is now disabled (moved to the top or bottom).
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const box = row?.querySelector<HTMLInputElement>("input[type=checkbox]");
    const target = which === "box" ? box : (buttons.find((b) => b.dataset.move === which && !b.disabled) ?? buttons.find((b) => !b.disabled) ?? box);
    target?.focus();
    refocus.current = null;
  });

  const toggle = (key: string, on: boolean) => {
    const next = on ? order.filter((k) => k === key || visible.includes(k)) : visible.filter((k) => k !== key);
    if (!next.length) return;
    // The row moves (to the end of the shown, or among the hidden): keep the focus on its box.
    refocus.current = `${key}\u0001box`;
    onChange(next);
  };
  const move = (key: string, by: -1 | 1) => {
    const next = [...visible];
    const i = next.indexOf(key);
    const j = i + by;
    if (i < 0 || j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j], next[i]];
    refocus.current = `${key}\u0001${by < 0 ? "up" : "down"}`;
    onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <div ref={root} id={id} role="group" aria-label="Columns" onKeyDown={onKeyDown} style={{ minWidth: 240 }}>
      <Typography.Text type="secondary" style={{ display: "block", marginBottom: 8 }}>
        Show and order the table&apos;s columns.
      </Typography.Text>
      <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {order.map((key, i) => {
          const title = byKey.get(key)?.title ?? key;
          const shown = visible.includes(key);
          const last = shown && visible.length === 1;
          return (
            <li key={key} data-key={key}>
              <Flex align="center" justify="space-between" gap={8} style={{ padding: "2px 0" }}>
                <Checkbox checked={shown} disabled={last} onChange={(e) => toggle(key, e.target.checked)}>
                  {title}
                </Checkbox>
                <Flex gap={2}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={`Move ${title} up`}
                    disabled={!shown || i === 0}
                    data-move="up"
                    onClick={() => move(key, -1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={`Move ${title} down`}
                    disabled={!shown || i >= visible.length - 1}
                    data-move="down"
                    onClick={() => move(key, 1)}
                  />
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => onChange(all.map((c) => c.key))}>
          Reset columns
        </Button>
        <Button size="small" type="primary" onClick={onClose}>
          Done
        </Button>
      </Flex>
    </div>
  );
}
