// <Refine options>: SPEC §7 data settings and no telemetry (a payments console calls no outside host).
import type { RefineProps } from "@refinedev/core";

export const queryDefaults = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false as const,
    staleTime: Infinity,
  },
  mutations: { retry: false },
};

export const refineOptions: RefineProps["options"] = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: false,
  reactQuery: { clientConfig: { defaultOptions: queryDefaults } },
  mutationMode: "pessimistic",
};
