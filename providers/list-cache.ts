// Whether React Query already holds a client-mode list read (SPEC §7: GET the whole collection), so
// that a screen making it would ask the server for nothing. It reads Refine 5's list query key,
// ["data", provider, resource, "list", { ...meta, filters, pagination?, sorters? }], the way
// providers/data-provider.ts turns it into a call: `meta.query`, cleaned; a key without
// `pagination` is client mode, one GET of the whole list.
import type { QueryClient } from "@tanstack/react-query";
import { cleanQuery } from "./data-provider";

const normal = (query?: Record<string, string>) => {
  const params = new URLSearchParams(query ?? {});
  params.sort();
  return params.toString();
};

/** True when a list query of `resource` whose call is `GET <list path>?query` has data or is being fetched. */
export function holdsListRead(client: QueryClient, resource: string, query?: Record<string, unknown>): boolean {
  const wanted = normal(cleanQuery(query as Record<string, string> | undefined));
  return client
    .getQueryCache()
    .findAll({ queryKey: ["data"] })
    .some((q) => {
      const [, , name, action, params] = q.queryKey as [unknown, unknown, unknown, unknown, { query?: Record<string, string>; pagination?: unknown } | undefined];
      if (name !== resource || action !== "list" || params?.pagination !== undefined) return false;
      if (normal(cleanQuery(params?.query)) !== wanted) return false;
      return q.state.data !== undefined || q.state.fetchStatus === "fetching";
    });
}
