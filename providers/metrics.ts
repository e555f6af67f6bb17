// The dashboard metrics query, shared so screens that change wallets or tokens can refresh it (SPEC §4).
import { useCallback } from "react";
import { useCustom, type HttpError } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { DashboardMetrics } from "../src/domain";
import { METRICS_PATH } from "./metrics-path";

export const METRICS_KEY = ["paydesk", "dashboard-metrics"] as const;

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
