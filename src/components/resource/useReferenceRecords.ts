// The records of a referenced resource: its whole list, one cached read (React Query, through
// Refine's useList) shared by every reference cell, a list's search and filters, and a form's select
// — the same call as that resource's own screen. A SPEC server has no GET-one to ask record by record.
import { useList, type HttpError } from "@refinedev/core";
import type { Declaration, ListConfig } from "../../../resources/types";

export function useReferenceRecords(resource: string | undefined) {
  const { result, query } = useList<any, HttpError>({
    resource: resource ?? "",
    pagination: { mode: "off" },
    meta: { query: {} },
    queryOptions: { enabled: Boolean(resource) },
  });
  return { records: (result?.data ?? []) as any[], loading: query.isLoading, failed: query.isError };
}

/** Most referenced resources a list searches or filters by (one hook each, a fixed number of calls). */
export const MAX_LIST_REFERENCES = 3;

/** The reference fields of a list's search and filters whose labels it searches and offers (at most MAX_LIST_REFERENCES resources). */
export function listReferences<T>(d: Pick<Declaration<T>, "fields">, config: Pick<ListConfig<T>, "search" | "filters">): string[] {
  const keys = [...(config.search?.fields ?? []), ...(config.filters ?? []).map((f) => f.key)];
  const resources = keys.flatMap((k) => {
    const f = d.fields?.[k];
    return f?.type === "reference" && f.reference ? [f.reference.resource] : [];
  });
  return [...new Set(resources)].slice(0, MAX_LIST_REFERENCES);
}
