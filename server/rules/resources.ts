// A resource served from its declaration alone (README "Adding a resource", DESIGN §6): the role
// guards from its `roles`, the validation from its `fields`, and what a folder's `demo.ts` adds (a
// seed, defaults, the actions whose effects are special). Shared by the PayDesk server
// (server/routes/resources.ts) and the demo backend (mocks/resource-handlers.ts): one `demo.ts`
// serves both hosts. Pure; the hosts store the records.
import type { Role } from "../../src/domain";
import { textLimit, type Declaration, type DemoResource, type FieldDef, type FormValues } from "../../resources/types";
import { fieldProblem, hasLowerBound, referenceMessage, requiredMessage, termOf } from "../../src/lib/field-rules";
import { inDateRange } from "./paging";
import { HttpError, checkText } from "./validate";

export type { ActionContext, ActionHandler } from "../../resources/types";

/** A resource folder's `demo.ts` (resources/types.ts `DemoResource`). */
export type DeclaredResource<T = any> = DemoResource<T>;

/** The minimum role for an action on a declaration ("list" = read; anything else = write, or its own entry). */
export function declaredRole(d: Pick<Declaration, "roles">, action: string): Role {
  return (action === "list" ? d.roles.read : (d.roles.actions?.[action] ?? d.roles.write ?? d.roles.read)) ?? "viewer";
}

/** 404 for a record that is not there. */
export function recordNotFound(d: Pick<Declaration, "label">): HttpError {
  return new HttpError(404, `${d.label} record not found`);
}

/**
 * One value checked against its field: its type (a number, 2 decimals for money, true/false, text,
 * http(s) for URLs, an instant for dates), then the declared rules the form checks too
 * (src/lib/field-rules.ts: bounds, length, control characters, pattern, enum), with the same words.
 */
export function checkField(def: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  const label = termOf(def);
  const declared = (v: unknown) => {
    const problem = fieldProblem(def, v);
    if (problem) throw new HttpError(400, problem);
    return v;
  };
  switch (def.type) {
    case "number":
    case "money": {
      const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      if (!Number.isFinite(n) || (n < 0 && !hasLowerBound(def))) throw new HttpError(400, `${label} must be a positive number`);
      if (def.type === "money" && !/^-?\d+(\.\d{1,2})?$/.test(String(value).trim())) throw new HttpError(400, `${label} must have at most 2 decimals`);
      declared(n);
      return def.type === "money" ? String(value).trim() : n;
    }
    case "boolean":
      if (typeof value !== "boolean") throw new HttpError(400, `${label} must be true or false`);
      return value;
    default: {
      if (typeof value !== "string") throw new HttpError(400, `${label} must be a string`);
      const max = textLimit(def);
      // Free text gets the length and control-character rules every hand-written handler applies.
      const text = max ? checkText(value.trim(), label, max, {}) : value.trim();
      declared(text);
      if (def.type === "url" && !/^https?:\/\//i.test(text)) throw new HttpError(400, `${label} must be an http(s) URL`);
      if (def.type === "email" && !/^[^\s@]+@[^\s@]+$/.test(text)) throw new HttpError(400, `${label} must be an e-mail address`);
      if (def.type === "date") {
        // Stored as the instant (ISO 8601, years 1–9999), so dates sort and bound as instants in both hosts.
        const at = Date.parse(text);
        if (!inDateRange(at)) throw new HttpError(400, `${label} must be a date`);
        return new Date(at).toISOString();
      }
      return text;
    }
  }
}

/** The body of a create: every field of the create form checked, required ones present, fixed values kept. */
export function validateCreate(d: Declaration, body: FormValues): FormValues {
  const out: FormValues = {};
  const names = (d.create?.fields ?? []).map((f) => (typeof f === "string" ? f : f.name));
  for (const name of names) {
    const def = d.fields?.[name] ?? { label: name };
    const value = checkField(def, body[name]);
    if (value === undefined && def.required) throw new HttpError(400, d.create?.requiredMessage ?? d.create?.requiredMessages?.[name] ?? requiredMessage(def));
    if (value !== undefined) out[name] = value;
  }
  for (const key of Object.keys(d.create?.fixed ?? {})) if (key in body) out[key] = body[key];
  return out;
}

/** Fields a record gets from the host at creation, never from an update. */
const SET_ON_CREATE = new Set(["id", "createdAt"]);

/**
 * The changes of an update: each key a declared field (not `id` or `createdAt`, which the host sets),
 * each value checked; an empty value clears the field (null). All checked before anything changes.
 */
export function validateUpdate(d: Declaration, body: FormValues): FormValues {
  const patch: FormValues = {};
  for (const [key, value] of Object.entries(body)) {
    const def = Object.hasOwn(d.fields ?? {}, key) ? d.fields![key] : undefined;
    if (!def || SET_ON_CREATE.has(key)) throw new HttpError(400, `${key} cannot be changed`);
    patch[key] = checkField(def, value) ?? null;
  }
  return patch;
}

/**
 * Each reference in `values` names a record its resource holds (`exists` asks the host), else 400
 * "Merchant not found" — the form's words for the same. A reference's "none" value is no reference.
 */
export async function checkReferences(d: Pick<Declaration, "fields">, values: FormValues, exists: (resource: string, id: string) => Promise<boolean>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const def = d.fields?.[name];
    if (def?.type !== "reference" || !def.reference || value === null || value === undefined) continue;
    if (def.reference.none && value === def.reference.none.value) continue;
    if (!(await exists(def.reference.resource, String(value)))) throw new HttpError(400, referenceMessage(def));
  }
}

/** A new record: the host's id and time, the resource's defaults, then the checked body. */
export function newRecord<T>(resource: DeclaredResource<T>, body: FormValues, id: string, createdAt: string): T {
  return { id, createdAt, ...resource.defaults?.(body), ...body } as unknown as T;
}
