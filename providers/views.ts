// A person's saved views of one list (extension `views`, docs/api-extensions.md). With the extension
// on they live on the server (GET/POST/PUT/DELETE /api/views); with it off (a SPEC §7 server) they
// live in this browser's localStorage under the user's id (or e-mail) and nothing is called. The
// rules are the same either way (src/lib/views.ts), so the screen cannot tell the difference.
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { HttpError } from "@refinedev/core";
import {
  ViewRuleError,
  addView,
  changeView,
  checkNewView,
  checkViewPatch,
  readLocalViews,
  removeView,
  viewsOf,
  writeLocalViews,
  type NewView,
  type SavedView,
  type ViewPatch,
} from "../src/lib/views";
import { hasExtension as defaultHasExtension, type Extension } from "./extensions";
import { http as defaultHttp } from "./http";
import { arrivedPreloaded, claimPreloaded } from "./preload";
import { useCurrentUser } from "./useCurrentUser";

export const VIEWS_PATH = "/api/views";
const VIEWS_KEY = ["paydesk", "views"] as const;
const viewsKey = (owner: string, list: string) => [...VIEWS_KEY, owner, list];

/**
 * The read of one list's saved views (extension on). A list screen makes it when its toolbar mounts,
 * after its first render; src/app/route-prefetch.ts starts it beside the list's own read instead,
 * and the screen's query takes that response over (providers/preload.ts).
 */
export function viewsRead(list: string): { path: string; query: Record<string, string> } {
  return { path: VIEWS_PATH, query: { list } };
}

/** True when React Query holds `owner`'s views of `list` or is reading them (the screen would ask for nothing). */
export function holdsViews(client: QueryClient, owner: string, list: string): boolean {
  const state = client.getQueryState(viewsKey(owner, list));
  return state !== undefined && (state.data !== undefined || state.fetchStatus === "fetching");
}

export interface SavedViews {
  views: readonly SavedView[];
  /** False until the views are known (the server's answer); a local store is ready at once. */
  ready: boolean;
  /** Rejects with an Error whose message is "{status}: {text}" (the console's error form). */
  create: (view: NewView) => Promise<SavedView>;
  update: (id: string, patch: ViewPatch) => Promise<SavedView>;
  remove: (id: string) => Promise<void>;
}

// ---------- Local store (extension off) ----------

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;
const bump = () => {
  version++;
  for (const l of listeners) l();
};
function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab's change (same person, same browser).
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith("paydesk:views:")) bump();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Refusals in the server's words and status, so both stores fail alike. */
function asError(error: unknown): Error {
  if (error instanceof ViewRuleError) return new Error(`${error.status}: ${error.message}`);
  return error instanceof Error ? error : new Error(String(error));
}

/** The local store's operations for one owner (exported for the unit tests). */
export function localViewStore(storage: Storage, owner: string, now: () => Date = () => new Date(), newId: () => string = () => crypto.randomUUID()) {
  const all = () => readLocalViews(storage, owner);
  const save = (views: SavedView[]) => {
    writeLocalViews(storage, owner, views);
    bump();
  };
  return {
    list: (list: string) => viewsOf(all(), list),
    create: (input: NewView): SavedView => {
      try {
        const checked = checkNewView(input as unknown as Record<string, unknown>);
        const at = now().toISOString();
        const view: SavedView = { id: newId(), ...checked, createdAt: at, updatedAt: at };
        save(addView(all(), view));
        return view;
      } catch (error) {
        throw asError(error);
      }
    },
    update: (id: string, patch: ViewPatch): SavedView => {
      try {
        const checked = checkViewPatch(patch as Record<string, unknown>);
        const next = changeView(all(), id, checked, now().toISOString());
        save(next);
        return next.find((v) => v.id === id)!;
      } catch (error) {
        throw asError(error);
      }
    },
    remove: (id: string): void => {
      try {
        save(removeView(all(), id));
      } catch (error) {
        throw asError(error);
      }
    },
  };
}

function useLocalViews(owner: string, list: string): SavedViews {
  const v = useSyncExternalStore(subscribe, () => version, () => version);
  const store = useMemo(() => localViewStore(window.localStorage, owner), [owner]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `v` is the store's change counter
  const views = useMemo(() => store.list(list), [store, list, v]);
  return {
    views,
    ready: true,
    create: async (input) => store.create(input),
    update: async (id, patch) => store.update(id, patch),
    remove: async (id) => store.remove(id),
  };
}

// ---------- Server store (extension on) ----------

function useServerViews(owner: string, list: string, enabled: boolean, client = defaultHttp): SavedViews {
  const queries = useQueryClient();
  const key = useMemo(() => viewsKey(owner, list), [owner, list]);
  // An early read (src/app/screen-prefetch.ts) that has already arrived is the first frame's views:
  // the list does not render again when they answer. The query's own read still takes it over.
  const read = viewsRead(list);
  const arrived = enabled ? (arrivedPreloaded(client, read.path, read.query) as { data: SavedView[] } | undefined) : undefined;
  const query = useQuery<SavedView[], HttpError>({
    queryKey: key,
    ...(arrived && { initialData: () => arrived.data, initialDataUpdatedAt: 0 }),
    queryFn: async ({ signal }) => {
      const { path, query } = viewsRead(list);
      const early = claimPreloaded(client, path, query) as Promise<{ data: SavedView[] }> | undefined;
      return (await (early ?? client.get<SavedView[]>(path, { params: query, signal }))).data;
    },
    enabled,
  });
  const refresh = useCallback(() => queries.invalidateQueries({ queryKey: key }), [queries, key]);
  const call = useCallback(
    async <T,>(run: () => Promise<{ data: T }>): Promise<T> => {
      try {
        return (await run()).data;
      } catch (error) {
        throw new Error((error as HttpError).message ?? String(error));
      } finally {
        void refresh();
      }
    },
    [refresh],
  );
  return {
    views: query.data ?? EMPTY,
    // A failed read leaves the list usable without views (no default applied).
    ready: query.isSuccess,
    create: (input) => call(() => client.post<SavedView>(VIEWS_PATH, input)),
    update: (id, patch) => call(() => client.put<SavedView>(`${VIEWS_PATH}/${encodeURIComponent(id)}`, patch)),
    remove: (id) => call(() => client.delete<void>(`${VIEWS_PATH}/${encodeURIComponent(id)}`)).then(() => undefined),
  };
}

const EMPTY: SavedView[] = [];

/** Whose views: the user id, or the e-mail when the server gave no id (SPEC §2 allows none). */
export function viewOwner(user: { id?: string; email: string } | null): string {
  return user ? (user.id ?? user.email) : "";
}

/** The signed-in person's saved views of `list`, from the server (extension on) or this browser. */
export function useSavedViews(list: string, hasExtension: (name: Extension) => boolean = defaultHasExtension): SavedViews {
  const owner = viewOwner(useCurrentUser());
  const server = hasExtension("views");
  // Both hooks always run (hook order); only one is used, and the server one calls nothing when off.
  const remote = useServerViews(owner, list, server && owner !== "");
  const local = useLocalViews(owner, list);
  return server ? remote : local;
}
