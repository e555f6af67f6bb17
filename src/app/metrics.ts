// The dashboard metrics query, shared so screens that change wallets or tokens can refresh it (SPEC §4).
import { useCallback } from "react";
import { useCustom, type HttpError } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { DashboardMetrics } from "../domain";
import { METRICS_PATH } from "../pages/dashboard/reads";
import { METRICS_KEY } from "../../providers/query-keys";

export { METRICS_KEY };


export function useMetrics() {
  return useCustom<DashboardMetrics, HttpError>({
    url: METRICS_PATH,
    method: "get",
    queryOptions: { queryKey: [...METRICS_KEY] },
    errorNotification: false,
  });
}

export function useInvalidateMetrics() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [...METRICS_KEY] }), [client]);
}
