// Saved list views (extension `views`, docs/api-extensions.md "views"): the shape and the rules,
// shared by the console (server calls or, with the extension off, localStorage) and the demo
// backend, so both refuse the same things with the same words. Pure; no React.
import { charCount, tooLong } from "./limits";

export const VIEW_NAME_MAX = 60;
export const VIEWS_PER_LIST_MAX = 50;
const FILTERS_MAX = 20;
const VALUE_MAX = 500;
const COLUMNS_MAX = 50;
/** A list's key: the resource name (`transactions`, `kyc-documents`). */
export const LIST_KEY = /^[a-z][a-z0-9-]{0,39}$/;
/** A URL parameter name a view may hold (filters, the column and sort keys). */
const PARAM_KEY = /^[A-Za-z][A-Za-z0-9._-]{0,39}$/;

/** What a view restores: the search text, filter values by URL parameter, the sort and the visible columns in order. */
export interface ViewState {
  search: string;
  /** URL parameter → value; empty values are left out. */
  filters: Record<string, string>;
  /** "key.asc" / "key.desc", or "" for the list's own order. */
  sort: string;
  /** Visible column keys in order; empty = the list's declared columns. */
  columns: string[];
}

export interface SavedView extends ViewState {
  id: string;
  list: string;
  name: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NewView extends ViewState {
  list: string;
  name: string;
  isDefault: boolean;
}

export interface ViewPatch {
  name?: string;
  isDefault?: boolean;
}

/** A refused view write: the status a server answers and its plain-text message. */
export class ViewRuleError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const EMPTY_STATE: ViewState = { search: "", filters: {}, sort: "", columns: [] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** The trimmed name, or the reason it cannot be one. */
export function checkViewName(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw new ViewRuleError(400, "View name is required");
  const name = value.trim();
  if (charCount(name) > VIEW_NAME_MAX) throw new ViewRuleError(400, tooLong("View name", VIEW_NAME_MAX));
  if (hasControl(name)) throw new ViewRuleError(400, "View name must not contain control characters");
  return name;
}

function checkText(value: unknown, label: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new ViewRuleError(400, `${label} must be a string`);
  if (charCount(value) > VALUE_MAX) throw new ViewRuleError(400, tooLong(label, VALUE_MAX));
  return value;
}

/** Checks a view's state from a request body (or storage): every field optional, nothing else accepted. */
export function checkViewState(body: Record<string, unknown>): ViewState {
  const search = checkText(body.search, "Search");
  const sort = checkText(body.sort, "Sort");
  if (sort && !/^[A-Za-z][A-Za-z0-9_-]{0,39}\.(asc|desc)$/.test(sort)) throw new ViewRuleError(400, "Sort must be a column key and asc or desc");
  const filters: Record<string, string> = {};
  if (body.filters !== undefined && body.filters !== null) {
    if (!isObject(body.filters)) throw new ViewRuleError(400, "Filters must be an object of strings");
    const entries = Object.entries(body.filters);
    if (entries.length > FILTERS_MAX) throw new ViewRuleError(400, `A view may hold at most ${FILTERS_MAX} filters`);
    for (const [key, value] of entries) {
      if (!PARAM_KEY.test(key) || typeof value !== "string") throw new ViewRuleError(400, "Filters must be an object of strings");
      const v = checkText(value, "A filter value");
      if (v) filters[key] = v;
    }
  }
  let columns: string[] = [];
  if (body.columns !== undefined && body.columns !== null) {
    const list = body.columns;
    if (!Array.isArray(list) || list.length > COLUMNS_MAX || list.some((c) => typeof c !== "string" || !PARAM_KEY.test(c))) {
      throw new ViewRuleError(400, "Columns must be a list of column keys");
    }
    columns = [...new Set(list as string[])];
  }
  return { search, filters, sort, columns };
}

/** A whole new view from a request body: list, name, state, isDefault. */
export function checkNewView(body: Record<string, unknown>): NewView {
  if (typeof body.list !== "string" || !LIST_KEY.test(body.list)) throw new ViewRuleError(400, "List is required");
  const name = checkViewName(body.name);
  if (body.isDefault !== undefined && typeof body.isDefault !== "boolean") throw new ViewRuleError(400, "isDefault must be true or false");
  return { list: body.list, name, isDefault: body.isDefault === true, ...checkViewState(body) };
}

export function checkViewPatch(body: Record<string, unknown>): ViewPatch {
  const patch: ViewPatch = {};
  if (body.name !== undefined) patch.name = checkViewName(body.name);
  if (body.isDefault !== undefined) {
    if (typeof body.isDefault !== "boolean") throw new ViewRuleError(400, "isDefault must be true or false");
    patch.isDefault = body.isDefault;
  }
  if (patch.name === undefined && patch.isDefault === undefined) throw new ViewRuleError(400, "Nothing to change: send name or isDefault");
  return patch;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;
const duplicate = (name: string) => new ViewRuleError(409, `A view named "${name}" already exists for this list`);

/**
 * Adds a checked view to one owner's views (all lists): names are unique per list (case-insensitive),
 * at most VIEWS_PER_LIST_MAX per list, and a new default replaces the list's old one. Returns the new list.
 */
export function addView<V extends SavedView>(mine: readonly V[], view: V): V[] {
  const sameList = mine.filter((v) => v.list === view.list);
  if (sameList.some((v) => sameName(v.name, view.name))) throw duplicate(view.name);
  if (sameList.length >= VIEWS_PER_LIST_MAX) throw new ViewRuleError(422, `A list may have at most ${VIEWS_PER_LIST_MAX} saved views`);
  const rest = view.isDefault ? mine.map((v) => (v.list === view.list && v.isDefault ? { ...v, isDefault: false } : v)) : [...mine];
  return [...rest, view];
}

/** Renames a view or makes it (or stops it being) the default; 404 when `id` is not among `mine`. */
export function changeView<V extends SavedView>(mine: readonly V[], id: string, patch: ViewPatch, now: string): V[] {
  const target = mine.find((v) => v.id === id);
  if (!target) throw new ViewRuleError(404, "View not found");
  if (patch.name !== undefined && mine.some((v) => v.id !== id && v.list === target.list && sameName(v.name, patch.name!))) throw duplicate(patch.name);
  return mine.map((v) => {
    if (v.id === id) return { ...v, ...patch, updatedAt: now };
    if (patch.isDefault && v.list === target.list && v.isDefault) return { ...v, isDefault: false };
    return v;
  });
}

export function removeView<V extends SavedView>(mine: readonly V[], id: string): V[] {
  if (!mine.some((v) => v.id === id)) throw new ViewRuleError(404, "View not found");
  return mine.filter((v) => v.id !== id);
}

/** A list's views in the order the console shows them (by name). */
export function viewsOf<V extends SavedView>(mine: readonly V[], list: string): V[] {
  return mine.filter((v) => v.list === list).sort((a, b) => a.name.localeCompare(b.name));
}

/** The list's default view: the one marked default (the latest changed, should storage hold two). */
export function defaultView<V extends SavedView>(views: readonly V[]): V | undefined {
  let best: V | undefined;
  for (const v of views) if (v.isDefault && (!best || v.updatedAt > best.updatedAt)) best = v;
  return best;
}

// ---------- Views and the URL ----------

/** The URL parameters a list keeps its state in. */
export interface ViewParams {
  search: string;
  sort: string;
  columns: string;
  /** Filter parameters (declared filters and a screen's own, e.g. from/to/min/max). */
  filters: readonly string[];
}

export function parseColumns(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The state a URL query holds for a list. */
export function stateFromQuery(query: URLSearchParams, params: ViewParams): ViewState {
  const filters: Record<string, string> = {};
  for (const key of params.filters) {
    const v = query.get(key);
    if (v) filters[key] = v;
  }
  return {
    search: query.get(params.search) ?? "",
    filters,
    sort: query.get(params.sort) ?? "",
    columns: parseColumns(query.get(params.columns) ?? ""),
  };
}

/** `query` with the list's parameters replaced by `state` (other parameters, e.g. ?tab=, kept). */
export function queryWithState(query: URLSearchParams, params: ViewParams, state: ViewState): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of [params.search, params.sort, params.columns, ...params.filters]) next.delete(key);
  if (state.search) next.set(params.search, state.search);
  for (const key of params.filters) if (state.filters[key]) next.set(key, state.filters[key]);
  if (state.sort) next.set(params.sort, state.sort);
  if (state.columns.length) next.set(params.columns, state.columns.join(","));
  return next;
}

/** Whether the query holds anything of the list's (a list opened with no query gets its default view). */
export function hasListQuery(query: URLSearchParams, params: ViewParams): boolean {
  return [params.search, params.sort, params.columns, ...params.filters].some((key) => Boolean(query.get(key)));
}

/** Whether a view's state is what the list shows (filters the screen does not know are ignored). */
export function sameState(a: ViewState, b: ViewState, params: ViewParams): boolean {
  if (a.search.trim() !== b.search.trim() || a.sort !== b.sort || a.columns.join(",") !== b.columns.join(",")) return false;
  return params.filters.every((k) => (a.filters[k] ?? "") === (b.filters[k] ?? ""));
}

/**
 * The columns to show: the chosen keys that exist, in the chosen order; all columns when
 * nothing (known) is chosen, so a stale or foreign `cols=` never leaves an empty table.
 */
export function chooseColumns<C extends { key?: unknown }>(all: readonly C[], chosen: readonly string[]): readonly C[] {
  if (!chosen.length) return all;
  const byKey = new Map(all.map((c) => [String(c.key), c]));
  const picked = chosen.map((k) => byKey.get(k)).filter((c): c is C => c !== undefined);
  return picked.length ? picked : all;
}

/** `cols=` for a choice: empty when it is the declared set in the declared order. */
export function columnsParam(declared: readonly string[], chosen: readonly string[]): string {
  return chosen.join(",") === declared.join(",") ? "" : chosen.join(",");
}

// ---------- The browser's own copy (extension off) ----------

/** The localStorage key of one person's views (all lists): by user id, or e-mail when there is none. */
export function localViewsKey(owner: string): string {
  return `paydesk:views:${owner}`;
}

function validStored(v: unknown): v is SavedView {
  if (!isObject(v)) return false;
  if (typeof v.id !== "string" || typeof v.list !== "string" || typeof v.name !== "string" || typeof v.isDefault !== "boolean") return false;
  try {
    checkViewState(v);
    return true;
  } catch {
    return false;
  }
}

/** One person's stored views; a malformed entry (edited by hand, older version) is skipped. */
export function readLocalViews(storage: Pick<Storage, "getItem">, owner: string): SavedView[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(localViewsKey(owner)) ?? "[]");
  } catch {
    return [];
  }
  return Array.isArray(raw) ? raw.filter(validStored).map((v) => ({ ...v, ...checkViewState(v as unknown as Record<string, unknown>) })) : [];
}

export function writeLocalViews(storage: Pick<Storage, "setItem">, owner: string, views: readonly SavedView[]): void {
  storage.setItem(localViewsKey(owner), JSON.stringify(views));
}
