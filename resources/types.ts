// The shape of a declaration: everything the sidebar, routes, access control, data provider
// and the generic list view know about a resource (or a page) comes from here.
import { lazy, type ComponentType, type ReactNode } from "react";
import type { Role, User } from "../src/domain";
import type { Extension } from "../src/lib/extension-names";
import { MAX_CHARS } from "../src/lib/limits";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** API paths; `:id` is replaced by the record id. */
export interface ResourceApi {
  /** GET collection (getList). */
  list?: string;
  /** POST create; defaults to `list`. */
  create?: string;
  /** One record, for getOne/update/delete; defaults to `${list}/:id`. */
  one?: string;
  update?: string;
  delete?: string;
  /** Non-CRUD calls, reached through the data provider's `custom` with `meta: { resource, action, id }`. */
  actions?: Record<string, { method: HttpMethod; path: string }>;
}

/** Named cell formats of the generic list (see src/components/list/formats.tsx). */
export type ColumnFormat =
  | "text"
  | "money"
  | "moneyWithCurrency"
  | "signedAmount"
  | "date"
  | "relativeTime"
  | "badge"
  | "upperBadge"
  | "typeLabel"
  | "lastFour"
  | "activeBadge"
  | "apiKeyMask"
  | `shortId(${number})`
  | `truncate(${number})`;

/** Field types of a declaration's schema: they choose the input, the default display and the sort. */
export type FieldType = "text" | "number" | "money" | "enum" | "date" | "url" | "email" | "boolean" | "reference";

/** A typed field's character limit, the same in the form and the demo backend: its own `maxLength`, else `MAX_CHARS.text`. */
export function textLimit(def: Pick<FieldDef, "type" | "maxLength">): number | undefined {
  if (def.maxLength) return def.maxLength;
  return !def.type || def.type === "text" || def.type === "url" || def.type === "email" ? MAX_CHARS.text : undefined;
}

/** An enum value; `color` is its badge colour (antd Tag colour), so a new status needs no code. */
export interface EnumOption {
  value: string;
  label: string;
  color?: string;
  /** Shown under the label; a form then offers the options as radio buttons. */
  description?: string;
}

/**
 * One field of a resource (Django's model field, react-admin's input + field). Columns, forms and
 * record pages name fields; they never re-describe them.
 */
export interface FieldDef<T = any> {
  label: string;
  /** How messages name the field ("Legal name must be at most 200 characters"); defaults to the label. */
  term?: string;
  type?: FieldType;
  /** enum: the values, their labels and colours. */
  options?: ReadonlyArray<EnumOption>;
  /**
   * reference: the other resource, the field of its records that names one (its label), and the
   * "none" choice. Lists, filters, search and the record page show that label, linked to its record
   * page, read from the other resource's list (one cached read); an unknown id shows marked. The
   * server refuses an id its resource does not hold ("Merchant not found").
   */
  reference?: { resource: string; display: string; none?: { value: string; label: string } };
  required?: boolean;
  /**
   * Characters after trimming. Every rule here (required, bounds, maxLength, pattern, enum,
   * reference) is checked by the form and by the server with the same message (src/lib/field-rules.ts).
   */
  maxLength?: number;
  /** number/money: inclusive bounds ("Amount must be at least 1"). Without a lower bound a number is at least 0. */
  min?: number;
  max?: number;
  /** number/money: exclusive bounds ("Amount must be greater than 0"). */
  greaterThan?: number;
  lessThan?: number;
  placeholder?: string;
  /** Text under the input. */
  help?: string;
  /** Display in lists and on the record page. */
  format?: ColumnFormat;
  /** Text shown when the value is empty (e.g. "N/A"). */
  empty?: string;
  /** Escape hatch: a custom display. */
  render?: (record: T) => ReactNode;
  /** Input details: digits only, a pattern and its message (checked by the form and the server), input hints. */
  input?: {
    digits?: boolean;
    pattern?: RegExp;
    patternMessage?: string;
    /** Zero-pad a shorter value to this many characters before sending ("7" → "07"). */
    padTo?: number;
    autoComplete?: string;
    /** Hard input length (the browser stops typing), for fixed-size codes such as last four. */
    maxInput?: number;
  };
}

export type Fields<T> = Readonly<Record<string, FieldDef<T>>>;

export interface ListColumn<T> {
  /** Field shown (a key of `fields`, or of the record), also the sort key. */
  key: string;
  /** Defaults to the field's label. */
  title?: string;
  format?: ColumnFormat;
  /** Text shown when the value is empty (e.g. "N/A"); defaults to the field's. */
  empty?: string;
  /** Escape hatch: a custom cell. */
  render?: (record: T) => ReactNode;
  /**
   * How the column sorts. Left out, a date, number or money field sorts by its type and any other
   * does not; given, even as `undefined` (no sort), it wins. The same rule in both list modes
   * (`resolveColumn`, `sortableKeys`).
   */
  sorter?: "text" | "number" | "date";
  width?: number | string;
  align?: "left" | "right" | "center";
  /** The cell links to the record page (default: the first column, when the resource has record pages). */
  link?: boolean;
}

export interface ListFilter<T> {
  /** URL parameter and default record field. */
  key: string;
  /** Accessible label, e.g. "Status"; defaults to the field's label. */
  label?: string;
  /** First option, meaning no filter: "All Statuses". */
  allLabel: string;
  /** Defaults to the field's enum options. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  match?: (record: T, value: string) => boolean;
}

export interface ListConfig<T> {
  /** Card title above the table, e.g. "Active Wallets". */
  title?: string;
  /** Field names, or columns that override part of a field's display. */
  columns: ReadonlyArray<string | ListColumn<T>>;
  search?: { fields: ReadonlyArray<string>; placeholder: string };
  filters?: ReadonlyArray<ListFilter<T>>;
  /** Shown when the collection is empty. */
  empty: string;
  /** Shown when search/filters hide every row; defaults to `empty`. */
  emptyFiltered?: string;
  /** Escape hatch: per-row actions beyond the declared `actions` (a component, so it may use hooks). */
  RowActions?: ComponentType<{ record: T }>;
  /** Fixed query sent with the list call (SPEC §7 allows only a few). */
  query?: Record<string, string>;
  /** Rows per page (antd Table pagination). */
  pageSize?: number;
  /**
   * Server mode (extension `paging`, docs/api-extensions.md): with `paging` on, the server pages,
   * sorts, filters and searches this list (`_start`/`_end`, `_sort`/`_order`, `field=value`, `q`;
   * total in `X-Total-Count`) and the console holds one page. With `paging` off (a SPEC §7 server)
   * the list is read whole and worked in the browser, as without this flag.
   */
  serverPaging?: boolean;
}

/** Values of a form while it is filled in. */
export type FormValues = Record<string, unknown>;

/** What a form field may know besides the values: the record a row action acts on. */
export interface FormContext {
  record?: any;
  /** Records of referenced resources, by resource name (e.g. the wallets of a wallet select). */
  refs: Readonly<Record<string, ReadonlyArray<any>>>;
}

/** A field of a form: a schema field's name, or the name with form-only details. */
export interface FormField {
  name: string;
  /** Shown only while this holds (e.g. card-only fields). Hidden fields are not sent. */
  when?: (values: FormValues) => boolean;
  /** First value; for a row action, e.g. the row's own id. */
  initial?: (ctx: FormContext) => unknown;
  /** The number input's maximum (e.g. a withdrawal's balance). */
  max?: (values: FormValues, ctx: FormContext) => number | undefined;
  /** Help that depends on the values (e.g. "Available balance: $5.00"). */
  help?: (values: FormValues, ctx: FormContext) => string | undefined;
  /** Takes the focus when the dialog opens (default: the first field). */
  autoFocus?: boolean;
  /** false: a choice that steers the call (e.g. which wallet) but is not part of the body. */
  send?: boolean;
  /** A reference option's label and whether it can be chosen. */
  optionLabel?: (record: any) => string;
  optionDisabled?: (record: any) => boolean;
}

export interface FormConfig {
  /** Dialog title. */
  title: string;
  /** Submit button text. */
  okText: string;
  fields: ReadonlyArray<string | FormField>;
  /** Sent with every submission (SPEC §9: KYC fileSize and mimeType). */
  fixed?: FormValues;
  /** One message for any empty required field ("All fields are required"); else each field says its own. */
  requiredMessage?: string;
  /** Per-field required messages (e.g. "Payment method type is required"). */
  requiredMessages?: Readonly<Record<string, string>>;
  /** Submit stays disabled while any of these is empty (SPEC §5: load and withdraw). */
  disabledUntil?: ReadonlyArray<string>;
  /** Submit stays disabled until one of these differs from the record (SPEC §4: the role dialog). */
  changes?: ReadonlyArray<string>;
  /** A line above the fields naming what the form acts on. */
  intro?: (record: any) => ReactNode;
  /** SPEC §8 success toast. */
  success: string;
  /** Error toast title instead of the server's message (SPEC §8 client messages). */
  error?: string;
  /** Other resources (or "metrics") whose data the submission changes: refetched after success. */
  refetch?: ReadonlyArray<string>;
}

export interface CreateConfig extends FormConfig {
  /** The header button's text (defaults to the title). */
  button?: string;
  icon?: ReactNode;
}

/** What a row action calls: its own server action, a declared `api.actions` call, an update, or a delete. */
export type ActionCall<T> =
  /**
   * The row action's own server action, declared here once: its name is the row action's `name`
   * (the access-control key on both sides), its path and method are these. A folder's `demo.ts`
   * gives its handler under that name (`actions: { [name]: … }`).
   */
  | { method: HttpMethod; path: string }
  /** A declared `api.actions` call; `idField` takes the record id from a form field (a wallet select). */
  | { custom: string; idField?: string }
  | { update: (record: T) => FormValues }
  | { delete: true };

export interface RowAction<T = any> {
  /** Access-control action ("load", "edit", "delete", …), React key, and the name of its server action (`call: { method, path }`). */
  name: string;
  label: string;
  icon?: ReactNode;
  /** Only the icon shows (the label is the accessible name then). */
  iconOnly?: boolean;
  danger?: boolean;
  /** Accessible name; must contain the label (WCAG 2.5.3). */
  ariaLabel?: (record: T) => string;
  call?: ActionCall<T>;
  /** Offered only while this holds (e.g. kycStatus pending). */
  when?: (record: T, me: { id?: string }) => boolean;
  /** Shown but disabled with this reason (e.g. "Wallet is suspended"). */
  disabled?: (record: T, me: { id?: string }) => string | null;
  /** Ask first. `modal` uses a dialog (deletions), else a popover beside the button. */
  confirm?: { title: (record: T) => string; description: string | ((record: T) => string); okText: string; danger?: boolean; modal?: boolean };
  /** A small form whose values are the call's body (e.g. the funds dialog's amount). */
  form?: FormConfig;
  /** SPEC §8 toast. */
  success?: string;
  /** Error toast title instead of the server's message. */
  error?: string;
  /** Other resources (or "metrics") the action changes. The resource's own list always refetches. */
  refetch?: ReadonlyArray<string>;
  /** Escape hatch: the whole control for this action (e.g. QR's image toast, a link). */
  Component?: ComponentType<{ record: T }>;
}

/** A related list on a record page: records of another resource that point at this one. */
export interface RelatedList {
  resource: string;
  /** The field of the other resource that holds this record's id. */
  field: string;
  /** Query sent with the other resource's list call, when SPEC §7 lets that call filter (KYC merchantId). */
  query?: (id: string) => Record<string, string>;
  /** Columns of the other resource shown (default: its first four). */
  columns?: ReadonlyArray<string>;
}

export interface RecordConfig<T> {
  /** Path pattern of a record; defaults to `${route}/:id`. */
  path?: string;
  /** Drawer title. */
  title: (record: T) => string;
  /** Fields shown (default: every field of the schema). */
  fields?: ReadonlyArray<string>;
  related?: ReadonlyArray<RelatedList>;
}

export interface Declaration<T = any> {
  /** Refine resource name and access-control key, e.g. "wallets". */
  name: string;
  /** Sidebar label and page title. */
  label: string;
  icon?: ReactNode;
  /** Route path, e.g. "/wallets". */
  route: string;
  /**
   * Who may do what — the one access table: the minimum role to see it, to write (create, edit,
   * delete, actions), and per action where one differs. Read by the sidebar, the routes, every
   * button and the demo backend's guards. Undefined = any signed-in user.
   */
  roles: { read?: Role; write?: Role; actions?: Readonly<Record<string, Role>> };
  /** Sidebar position; `hidden` keeps it out of the sidebar (still routable). */
  nav?: { order: number; hidden?: boolean };
  api?: ResourceApi;
  /** The schema: every field columns, forms and the record page name. */
  fields?: Fields<T>;
  list?: ListConfig<T>;
  /** The create dialog behind the screen's Create button. */
  create?: CreateConfig;
  /** Row actions, in order; also on the record page. */
  actions?: ReadonlyArray<RowAction<T>>;
  /** Every record gets an address and a page (a drawer over the list). */
  record?: RecordConfig<T>;
  /**
   * GET calls the screen makes first, started at boot beside the first render (providers/preload.ts).
   * Defaults to the list call (`api.list` with `list.query`); `[]` for none.
   */
  preload?: ReadonlyArray<ReadCall>;
  /** Resources whose route shows this screen (a page that hosts a resource as a tab: the Admin Portal's API Keys). */
  hosts?: ReadonlyArray<string>;
  /**
   * The API extension (DESIGN §5, providers/extensions.ts) the screen needs: with it off the
   * screen does not exist (no route, no sidebar entry, no call).
   */
  extension?: Extension;
  /**
   * A custom screen for the route (use `lazyView`); without it the generic list renders `list`.
   * It is rendered with its declaration (`ViewProps`), so it never imports its own index.ts back.
   */
  view?: ComponentType<ViewProps<T>> & { preload?: () => Promise<unknown> };
}

/**
 * What a custom screen (`view`) is rendered with. A screen takes its declaration from here rather
 * than importing its index.ts, which lazy-loads it: that would be an import cycle (lint forbids
 * them, dynamic `import()` included; docs/DEVELOPING.md, "Import direction").
 */
export interface ViewProps<T = any> {
  /** The route's declaration: the screen's own (for a page that `hosts` a resource, on that resource's route, the hosted one's). */
  declaration: Declaration<T>;
}

/**
 * A code-split screen (or dialog, panel) that can also be fetched ahead of rendering: the app starts
 * loading the current route's chunk at boot, in parallel with the shell, instead of after it (no
 * waterfall); a dialog's chunk starts loading when the pointer is over what opens it.
 *
 * Once the chunk is in, React.lazy gets an already-settled thenable and renders the component at
 * once. A plain lazy() suspends on its first render even when the chunk has arrived; under a
 * synchronous update (a store or query result) that shows the fallback, and React then holds the
 * real screen back for its 300 ms fallback throttle.
 */
export function lazyView<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): C & { preload: () => Promise<unknown> } {
  let loaded: { default: C } | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed chunk load may be retried
        throw error;
      },
    ));
  const settled = (module: { default: C }) => ({ then: (resolve: (m: { default: C }) => void) => resolve(module) });
  const Lazy = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<{ default: C }>) : preload()));
  // lazy() keeps C's props; the cast only restates that for the caller.
  return Object.assign(Lazy, { preload }) as unknown as C & { preload: () => Promise<unknown> };
}

export interface ReadCall {
  path: string;
  query?: Record<string, string>;
}

/** The reads to start early for a declaration's screen (see `Declaration.preload`). */
export function preloadCalls(d: Declaration): ReadonlyArray<ReadCall> {
  if (d.preload) return d.preload;
  return d.api?.list && d.list ? [{ path: d.api.list, query: d.list.query }] : [];
}

/**
 * Starts loading the lazy parts every row of a declaration's list renders (an action's `Component`,
 * the list's `RowActions`). Left to the first render with data, such a part suspends every row, and
 * React holds the finished table back for its 300 ms fallback throttle: Wallets' rows appeared
 * ≈ 0.3 s after their data had arrived, waiting for the QR button's chunk.
 */
export function preloadRowParts(d: Declaration): void {
  const parts: unknown[] = [...(d.actions ?? []).map((a) => a.Component), d.list?.RowActions];
  for (const part of parts) void (part as { preload?: () => Promise<unknown> } | undefined)?.preload?.().catch(() => undefined);
}

export function declare<T>(d: Declaration<T>): Declaration<T> {
  return d;
}

/**
 * A declaration's server actions, by name: its `api.actions` and every row action declared with its
 * own path (`call: { method, path }`, named by the row action). The data provider, the server's routes
 * and the access checks all read this one table.
 */
export function actionsOf(d: Pick<Declaration, "api" | "actions">): Readonly<Record<string, { method: HttpMethod; path: string }>> {
  const own = (d.actions ?? []).flatMap((a) => (ownCall(a.call) ? [[a.name, { method: a.call.method, path: a.call.path }] as const] : []));
  return { ...d.api?.actions, ...Object.fromEntries(own) };
}

/** Whether a row action's call is its own server action (`{ method, path }`). */
export function ownCall<T>(call: ActionCall<T> | undefined): call is Extract<ActionCall<T>, { path: string }> {
  return call !== undefined && "path" in call && "method" in call;
}

/** The access-control name of a row action: the server action it calls (`{ custom }`), else its own name. */
export function actionName(a: Pick<RowAction, "name" | "call">): string {
  return a.call && "custom" in a.call ? a.call.custom : a.name;
}

// ---- What a folder's `demo.ts` adds (README "Adding a resource"): served by the PayDesk server
// (server/routes/resources.ts) and the in-browser demo alike.

/** An error that becomes a plain-text answer `{status}` with `message` as its body, on both hosts. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Refuses the request from a demo.ts handler, seed default or action: `reject(400, "Amount is too large")`. */
export function reject(status: number, message: string): never {
  throw new HttpError(status, message);
}

/** What a declared action's handler is given besides the record: the request (body still readable), the path's parameters, the signed-in user. */
export interface ActionContext {
  request: Request;
  params: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>;
  user: User;
}

/**
 * A declared action's special effect: it changes `record` in place (a working copy on the server)
 * and answers, e.g. `Response.json(record)`. After a 2xx answer the host stores the changed record;
 * after any other (or a `reject`) nothing is stored.
 */
export type ActionHandler<T> = (ctx: ActionContext, record: T) => Response | Promise<Response>;

/** What a seed is given: the other collections, a seeded random generator, the time, id helpers. */
export interface SeedContext {
  /** The seeding time (ms since 1970). */
  now: number;
  /** A deterministic generator in [0, 1), seeded by the resource's name: the same rows on every host. */
  random: () => number;
  /** A new id: `prefix` and 8 characters from `random` ("po_k3x9a1qz"). */
  id: (prefix?: string) => string;
  /** One element of a list, chosen with `random`. */
  pick: <E>(list: ReadonlyArray<E>) => E;
  /**
   * The records of the resources this one's reference fields name, and of those in `uses`, by
   * resource name (`ctx.collections.merchants`), each already seeded.
   */
  collections: Readonly<Record<string, ReadonlyArray<any>>>;
}

/** A resource folder's `demo.ts`: the declaration and what it adds to the generic handlers. */
export interface DemoResource<T = any> {
  declaration: Declaration<T>;
  /** The first records (newest first), stored once when the collection is first used. */
  seed: (ctx: SeedContext) => T[] | Promise<T[]>;
  /** Other collections the seed reads besides the referenced ones (`ctx.collections`). */
  uses?: ReadonlyArray<string>;
  /** Values a new record gets besides the validated body (e.g. status "active"); may `reject`. */
  defaults?: (body: FormValues) => Partial<T>;
  /** Handlers of the declaration's server actions, by action name (the record is already found). */
  actions?: Record<string, ActionHandler<T>>;
}

/** A seeded generator (mulberry32) from a text: a resource's seed draws the same rows on every host. */
export function seededRandom(text: string): () => number {
  let a = 0;
  for (let i = 0; i < text.length; i++) a = (Math.imul(a, 31) + text.charCodeAt(i)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The context of a seed (both hosts build it here, so their rows are the same). */
export function seedContext(name: string, now: number, collections: SeedContext["collections"]): SeedContext {
  const random = seededRandom(name);
  const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
  return {
    now,
    random,
    id: (prefix = "") => prefix + Array.from({ length: 8 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join(""),
    pick: (list) => list[Math.floor(random() * list.length)]!,
    collections,
  };
}

/** The resources a seed reads: those its reference fields name, then its `uses`. */
export function seedCollections(r: Pick<DemoResource, "declaration" | "uses">): string[] {
  const refs = Object.values(r.declaration.fields ?? {}).flatMap((f) => (f.type === "reference" && f.reference ? [f.reference.resource] : []));
  return [...new Set([...refs, ...(r.uses ?? [])])].filter((name) => name !== r.declaration.name);
}
