// A field's value for display (list cells and the record page), from the schema: a custom render,
// the empty text, a named format, an enum's own label and colour, or the plain text.
import type { ReactNode } from "react";
import { Tag } from "antd";
import type { FieldDef } from "../../../resources/types";
import { safeText, statusColor } from "../../lib/format";
import { isEmptyValue, renderFormat } from "../list/formats";
import { enumOption } from "./schema";
import { ReferenceValue } from "./ReferenceValue";

export interface Display<T> {
  key: string;
  format?: FieldDef["format"];
  empty?: string;
  render?: (record: T) => ReactNode;
}

export function fieldValue<T extends Record<string, any>>(display: Display<T>, field: FieldDef<T> | undefined, record: T): ReactNode {
  if (display.render) return display.render(record);
  const v = record[display.key];
  if (display.empty !== undefined && isEmptyValue(v)) return display.empty;
  if (!display.format && field?.type === "enum" && !isEmptyValue(v)) {
    const option = enumOption(field, v);
    return <Tag color={option?.color ?? statusColor(safeText(v))}>{option?.label ?? safeText(v)}</Tag>;
  }
  if (!display.format && field?.type === "boolean") return v ? "Yes" : "No";
  if (!display.format && field?.type === "reference" && field.reference && !isEmptyValue(v)) return <ReferenceValue field={field} id={v} />;
  const shown = renderFormat(display.format, v, record);
  // A value that shows as nothing (not text where text was expected) reads like a missing one.
  return shown === "" && display.empty !== undefined ? display.empty : shown;
}
