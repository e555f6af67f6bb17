// The organisation's settings in the console (extension `organisation`, docs/api-extensions.md
// "organisation"): read once a person is signed in (GET /api/organisation/settings, every role: the
// console needs the idle limit and maintenance mode), changed by admins (PUT). With the extension
// off nothing is called and the answer is null everywhere, so screens stay as SPEC has them.
import { useCallback, useEffect } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { HttpError } from "@refinedev/core";
import { ORGANISATION_SETTINGS_PATH, readOrganisationSettings, type OrganisationSettings } from "../src/lib/organisation";
import { hasExtension as defaultHasExtension, type Extension } from "./extensions";
import { http as defaultHttp } from "./http";
import { arrivedPreloaded, claimPreloaded } from "./preload";
import { subscribeServiceUnavailable } from "./service-unavailable";
import { useCurrentUser } from "./useCurrentUser";

export const ORGANISATION_KEY = ["paydesk", "organisation", "settings"] as const;

export interface OrganisationState {
  /** The settings; null with the extension off, signed out, or until the first answer. */
  settings: OrganisationSettings | null;
  loading: boolean;
  /** The read's failure ("{status}: {text}"), or null. */
  error: string | null;
  refetch: () => void;
  /** Saves a change (admins); resolves to the settings after it, rejects with the server's "{status}: {text}". */
  save: (changes: Partial<OrganisationSettings>) => Promise<OrganisationSettings>;
}

/** Keeps what a save answered, so every screen sees it at once. */
function keep(queries: QueryClient, settings: OrganisationSettings): void {
  queries.setQueryData(ORGANISATION_KEY, settings);
}

export function useOrganisation(hasExtension: (name: Extension) => boolean = defaultHasExtension, client = defaultHttp): OrganisationState {
  const user = useCurrentUser();
  const on = hasExtension("organisation");
  const queries = useQueryClient();
  const enabled = on && user !== null;
  // Read early at boot beside the route's first reads (src/app/screen-prefetch.ts). Arrived by the
  // shell's first render, they are its initial data: the first frame has them, instead of every
  // screen rendering again when they answer. Stale from the start, so the query's own read still
  // takes the early one over (one request) and, the same settings, changes nothing on screen.
  const arrived = enabled ? arrivedPreloaded(client, ORGANISATION_SETTINGS_PATH) : undefined;
  const query = useQuery<OrganisationSettings, HttpError>({
    queryKey: ORGANISATION_KEY,
    ...(arrived && { initialData: () => readOrganisationSettings(arrived.data), initialDataUpdatedAt: 0 }),
    queryFn: async ({ signal }) => readOrganisationSettings((await (claimPreloaded(client, ORGANISATION_SETTINGS_PATH) ?? client.get<unknown>(ORGANISATION_SETTINGS_PATH, { signal }))).data),
    enabled,
    // Maintenance mode may be turned on while someone works: looked at again when they come back to
    // the tab (at most once a minute), and at once when a write is refused with 503 (below).
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  useEffect(() => (on ? subscribeServiceUnavailable(() => void queries.invalidateQueries({ queryKey: ORGANISATION_KEY })) : undefined), [on, queries]);
  const save = useCallback(
    async (changes: Partial<OrganisationSettings>) => {
      try {
        const settings = readOrganisationSettings((await client.put<unknown>(ORGANISATION_SETTINGS_PATH, changes)).data);
        keep(queries, settings);
        return settings;
      } catch (error) {
        throw new Error((error as HttpError).message ?? String(error));
      }
    },
    [client, queries],
  );
  return {
    settings: on && user ? (query.data ?? null) : null,
    loading: on && user !== null && query.isLoading,
    error: on && query.error ? query.error.message : null,
    refetch: () => void refetch(),
    save,
  };
}
