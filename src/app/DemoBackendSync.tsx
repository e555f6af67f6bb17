// Keeps an open tab's screens current when another tab of the demo changes the data: the demo
// backend has already read the other tab's save into this tab's state; every query is
// invalidated, so what is on screen refetches now and the rest on its next use.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { onOtherTabSaved } from "./demo-backend";

export function DemoBackendSync() {
  const queryClient = useQueryClient();
  useEffect(() => onOtherTabSaved(() => void queryClient.invalidateQueries()), [queryClient]);
  return null;
}
