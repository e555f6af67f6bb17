// Extension `sessions` (docs/api-extensions.md "sessions"): the signed-in person's active sessions
// (Profile) and unread sign-in alerts (the bell). With the extension off there is no call.
import { useCallback } from "react";
import { useCustom, useCustomMutation, type HttpError } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { hasExtension } from "../../../providers/extensions";

/** One session as GET /api/user/sessions answers it. */
export interface ActiveSession {
  id: string;
  browser: string;
  address: string | null;
  lastActivityAt: string;
  createdAt: string;
  current: boolean;
}

/** One unread alert as GET /api/user/alerts answers it. */
export interface SignInAlert {
  id: string;
  kind: string;
  at: string;
  browser: string | null;
  address: string | null;
}

export const SESSIONS_KEY = ["paydesk", "user-sessions"] as const;
export const ALERTS_KEY = ["paydesk", "user-alerts"] as const;

const asList = <T,>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export function useActiveSessions() {
  const on = hasExtension("sessions");
  const { query, result } = useCustom<ActiveSession[], HttpError>({
    url: "",
    method: "get",
    meta: { resource: "users", action: "sessions" },
    queryOptions: { queryKey: [...SESSIONS_KEY], enabled: on, refetchOnMount: "always" },
    errorNotification: false,
  });
  return { on, query, sessions: asList<ActiveSession>(result?.data) };
}

export function useSignInAlerts(options: { enabled?: boolean } = {}) {
  const on = hasExtension("sessions") && options.enabled !== false;
  const { query, result } = useCustom<SignInAlert[], HttpError>({
    url: "",
    method: "get",
    meta: { resource: "users", action: "alerts" },
    queryOptions: { queryKey: [...ALERTS_KEY], enabled: on, refetchOnMount: "always" },
    errorNotification: false,
  });
  return { on, query, alerts: on ? asList<SignInAlert>(result?.data) : [] };
}

/** The writes of this extension for the signed-in person, each refetching what it changed. */
export function useSessionCalls() {
  const client = useQueryClient();
  const { mutateAsync, mutation } = useCustomMutation<Record<string, unknown>, HttpError>();
  const after = useCallback((key: readonly string[]) => client.invalidateQueries({ queryKey: [...key] }), [client]);
  const endSession = useCallback(
    async (id: string) => {
      await mutateAsync({ url: "", method: "delete", values: undefined as never, meta: { resource: "users", action: "endSession", id }, successNotification: () => ({ message: "Session ended", type: "success" }) });
      await after(SESSIONS_KEY);
    },
    [mutateAsync, after],
  );
  const endOthers = useCallback(async () => {
    await mutateAsync({ url: "", method: "post", values: undefined as never, meta: { resource: "users", action: "endOtherSessions" }, successNotification: () => ({ message: "Signed out of all other sessions", type: "success" }) });
    await after(SESSIONS_KEY);
  }, [mutateAsync, after]);
  const markRead = useCallback(
    async (id: string) => {
      await mutateAsync({ url: "", method: "post", values: undefined as never, meta: { resource: "users", action: "readAlert", id }, successNotification: false });
      await after(ALERTS_KEY);
    },
    [mutateAsync, after],
  );
  return { endSession, endOthers, markRead, pending: mutation.isPending };
}
