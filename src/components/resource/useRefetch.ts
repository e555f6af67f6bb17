// After a change, refetch what it changed (SPEC §4): the resource's own list, the lists it names,
// and "metrics" for the dashboard's figures. Refine's useCustomMutation invalidates nothing by
// itself, so every declared call goes through this.
import { useCallback } from "react";
import { useInvalidate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { METRICS_KEY } from "../../../providers/metrics";

export function useRefetch() {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useCallback(
    (names: ReadonlyArray<string>) => {
      for (const name of new Set(names)) {
        if (name === "metrics") void client.invalidateQueries({ queryKey: [...METRICS_KEY] });
        else void invalidate({ resource: name, invalidates: ["list", "many", "detail"] });
      }
    },
    [client, invalidate],
  );
}
