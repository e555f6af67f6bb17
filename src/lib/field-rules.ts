// The declared rules of a field (resources/types.ts FieldDef): required, bounds (inclusive `min`/`max`,
// exclusive `greaterThan`/`lessThan`), length, control characters, pattern with its message, enum
// membership, reference existence. One pure module, imported by the forms (antd rules derived from
// the fields, src/components/resource/FormDialog.tsx) and by the server rules of a declared resource
// (server/rules/resources.ts, the PayDesk server and the demo backend alike): a value one refuses, the
// other refuses with the same words. What a wire value's type must be (a number, 2 decimals, an http(s)
// URL, a date) is the server's to check: the form's inputs only produce such values.
import { textLimit, type FieldDef } from "../../resources/types";
import { charCount, tooLong } from "./limits";

type Def = Pick<FieldDef, "label" | "term" | "type" | "maxLength" | "min" | "max" | "greaterThan" | "lessThan" | "options" | "input" | "reference" | "required">;

/** How messages name the field: its `term`, else its label. */
export function termOf(def: Pick<FieldDef, "label" | "term">): string {
  return def.term ?? def.label;
}

/** Empty for the rules: absent, null, blank text. */
export function isEmptyInput(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

/** C0 controls and DEL; `multiline` text may keep tabs and line breaks. */
export function hasControl(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d)))) return true;
  }
  return false;
}

export function controlMessage(label: string): string {
  return `${label} must not contain control characters`;
}

/** The message of an empty required field (a form may name its own: `requiredMessage(s)`). */
export function requiredMessage(def: Pick<FieldDef, "label">): string {
  return `${def.label} is required`;
}

/** The message of a reference to a record its resource does not hold ("Merchant not found"). */
export function referenceMessage(def: Pick<FieldDef, "label" | "term">): string {
  return `${termOf(def)} not found`;
}

/** The message of a value outside a declared bound, or null. Values that are not numbers are left to the type check. */
export function boundProblem(def: Def, value: unknown): string | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return null;
  const label = termOf(def);
  if (def.greaterThan !== undefined && !(n > def.greaterThan)) return `${label} must be greater than ${def.greaterThan}`;
  if (def.min !== undefined && n < def.min) return `${label} must be at least ${def.min}`;
  if (def.lessThan !== undefined && !(n < def.lessThan)) return `${label} must be less than ${def.lessThan}`;
  if (def.max !== undefined && n > def.max) return `${label} must be at most ${def.max}`;
  return null;
}

/** Whether the field declares a lower bound (else a number or money field is at least 0). */
export function hasLowerBound(def: Pick<FieldDef, "min" | "greaterThan">): boolean {
  return def.min !== undefined || def.greaterThan !== undefined;
}

/**
 * The first declared rule a non-empty value breaks, as its message, or null: bounds (numbers),
 * length and control characters (text), the pattern and its message, enum membership.
 * Reference existence needs the referenced records: `referenceMessage` (FormDialog, server/routes/resources.ts).
 */
export function fieldProblem(def: Def, value: unknown): string | null {
  if (isEmptyInput(value)) return null;
  const label = termOf(def);
  if (def.type === "number" || def.type === "money") return boundProblem(def, value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  const max = textLimit(def);
  if (max && charCount(text) > max) return tooLong(label, max);
  if (hasControl(text)) return controlMessage(label);
  const pattern = def.input?.pattern;
  if (pattern && !pattern.test(text)) return def.input?.patternMessage ?? `${label} is not in the expected format`;
  if (def.type === "enum" && !def.options?.some((o) => o.value === text)) return `${label} must be one of ${def.options?.map((o) => o.value).join(", ")}`;
  return null;
}
