// The shape of a declaration: everything the sidebar, routes, access control, data provider
// and the generic list view know about a resource (or a page) comes from here.
import { lazy, type ComponentType, type ReactNode } from "react";
import type { Role } from "../src/domain";

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

export interface ListColumn<T> {
  /** Field shown, also the sort key. */
  key: string;
  title: string;
  format?: ColumnFormat;
  /** Text shown when the value is empty (e.g. "N/A"). */
  empty?: string;
  /** Escape hatch: a custom cell. */
  render?: (record: T) => ReactNode;
  sorter?: "text" | "number" | "date";
  width?: number | string;
  align?: "left" | "right" | "center";
}

export interface ListFilter<T> {
  /** URL parameter and default record field. */
  key: string;
  /** Accessible label, e.g. "Status". */
  label: string;
  /** First option, meaning no filter: "All Statuses". */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  match?: (record: T, value: string) => boolean;
}

export interface ListConfig<T> {
  /** Card title above the table, e.g. "Active Wallets". */
  title?: string;
  columns: ReadonlyArray<ListColumn<T>>;
  search?: { fields: ReadonlyArray<string>; placeholder: string };
  filters?: ReadonlyArray<ListFilter<T>>;
  /** Shown when the collection is empty. */
  empty: string;
  /** Shown when search/filters hide every row; defaults to `empty`. */
  emptyFiltered?: string;
  /** Escape hatch: per-row actions (a component, so it may use hooks). */
  RowActions?: ComponentType<{ record: T }>;
  /** Fixed query sent with the list call (SPEC §7 allows only a few). */
  query?: Record<string, string>;
  /** Rows per page (antd Table pagination). */
  pageSize?: number;
}

export interface Declaration<T = any> {
  /** Refine resource name and access-control key, e.g. "wallets". */
  name: string;
  /** Sidebar label and page title. */
  label: string;
  icon?: ReactNode;
  /** Route path, e.g. "/wallets". */
  route: string;
  /** Minimum role to see it, and to write (create/update/delete/actions). Undefined = any signed-in user. */
  roles: { read?: Role; write?: Role };
  /** Sidebar position; `hidden` keeps it out of the sidebar (still routable). */
  nav?: { order: number; hidden?: boolean };
  api?: ResourceApi;
  list?: ListConfig<T>;
  /**
   * GET calls the screen makes first, started at boot beside the first render (providers/preload.ts).
   * Defaults to the list call (`api.list` with `list.query`); `[]` for none.
   */
  preload?: ReadonlyArray<ReadCall>;
  /** A custom screen for the route (use `lazyView`); without it the generic list renders `list`. */
  view?: ComponentType & { preload?: () => Promise<unknown> };
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

export function declare<T>(d: Declaration<T>): Declaration<T> {
  return d;
}
