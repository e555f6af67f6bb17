import { useSyncExternalStore } from "react";
import type { SessionUser } from "../src/domain";
import { readUser, subscribeUser } from "./session-store";

/** The signed-in user from the session store; re-renders when it is replaced (profile edits). */
export function useCurrentUser(): SessionUser | null {
  return useSyncExternalStore(subscribeUser, readUser, () => null);
}
