// A declaration's schema, read by every generic view: which column shows which field, with which
// title, format and sort; what a filter offers; what a form field is. Pure (no React, no antd).
import type { Declaration, FieldDef, FormField, ListColumn, ListFilter } from "../../../resources/types";
import { toWireAmount } from "../../lib/amount";

export type Column<T> = ListColumn<T> & { title: string };

const SORT_BY_TYPE = { date: "date", number: "number", money: "number" } as const;

/** The field of a declaration, or a plain text field named after the key (lists without a schema). */
export function fieldOf<T>(d: Pick<Declaration<T>, "fields">, key: string): FieldDef<T> {
  return d.fields?.[key] ?? { label: key };
}

/** A column named by field, completed from the schema: title, format, empty text, sort, alignment. */
export function resolveColumn<T>(d: Pick<Declaration<T>, "fields">, column: string | ListColumn<T>): Column<T> {
  const c: ListColumn<T> = typeof column === "string" ? { key: column } : column;
  const f = d.fields?.[c.key];
  const sortable = f?.type ? SORT_BY_TYPE[f.type as keyof typeof SORT_BY_TYPE] : undefined;
  return {
    ...c,
    title: c.title ?? f?.label ?? c.key,
    format: c.format ?? f?.format,
    empty: c.empty ?? f?.empty,
    render: c.render ?? f?.render,
    // A column object sorts by its field's type too, unless it says otherwise (`sorter: undefined`).
    sorter: "sorter" in c ? c.sorter : sortable,
    align: c.align ?? (f?.type === "money" ? "right" : undefined),
  };
}

export function resolveColumns<T>(d: Pick<Declaration<T>, "fields">, columns: ReadonlyArray<string | ListColumn<T>>): Column<T>[] {
  return columns.map((c) => resolveColumn(d, c));
}

export type Filter<T> = ListFilter<T> & { label: string; options: ReadonlyArray<{ value: string; label: string }>; searchable?: boolean };

/** A filter completed from its field: label and the enum's options. */
export function resolveFilter<T>(d: Pick<Declaration<T>, "fields">, filter: ListFilter<T>): Filter<T> {
  const f = d.fields?.[filter.key];
  return { ...filter, label: filter.label ?? f?.label ?? filter.key, options: filter.options ?? f?.options ?? [] };
}

/** A form field named by string, as the object form. */
export function formField(field: string | FormField): FormField {
  return typeof field === "string" ? { name: field } : field;
}

/** The enum option of a value (its label and colour), if the field declares one. */
export function enumOption(field: FieldDef | undefined, value: unknown) {
  return field?.options?.find((o) => o.value === value);
}

/** Empty for display and for sending: null, undefined, blank text. */
export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/**
 * The body a form sends: trimmed text, empty optional fields omitted, hidden (`when`) fields left
 * out, zero-padding applied, fixed values added (SPEC §5 "omitted if empty", §9 KYC fixed values).
 */
export function formBody(
  d: Pick<Declaration, "fields">,
  fields: ReadonlyArray<string | FormField>,
  values: Record<string, unknown>,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of fields.map(formField)) {
    if (spec.send === false || (spec.when && !spec.when(values))) continue;
    const def = d.fields?.[spec.name];
    let v = values[spec.name];
    if (typeof v === "string") v = v.trim();
    if (isBlank(v)) continue;
    const pad = def?.input?.padTo;
    if (pad && typeof v === "string" && v.length < pad) v = v.padStart(pad, "0");
    if (def?.reference?.none && v === def.reference.none.value) continue;
    // Money goes as a string with 2 decimals ("12.50"); anything malformed as typed, for the server to refuse.
    if (def?.type === "money") v = toWireAmount(v as string);
    body[spec.name] = v;
  }
  return { ...body, ...fixed };
}

/** The required fields left empty (only those shown). */
export function missingRequired(d: Pick<Declaration, "fields">, fields: ReadonlyArray<string | FormField>, values: Record<string, unknown>): string[] {
  return fields
    .map(formField)
    .filter((spec) => d.fields?.[spec.name]?.required && (!spec.when || spec.when(values)) && isBlank(values[spec.name]))
    .map((spec) => spec.name);
}

/** The record page's path of a record. */
export function recordPath(d: Pick<Declaration, "route" | "record">, id: string): string {
  return (d.record?.path ?? `${d.route}/:id`).replace(":id", encodeURIComponent(id));
}
