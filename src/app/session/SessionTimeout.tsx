// The idle-timeout warning (issue 20): a minute before the session ends the user is asked whether
// to stay signed in; without an answer the console signs out with the session-expired message,
// as a 401 does. Mounted once in the signed-in shell.
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { Button, Modal, Typography } from "antd";
import { useDataProvider, useLogout, useOnError, type HttpError } from "@refinedev/core";
import { useLocation } from "react-router";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { useOrganisation } from "../../../providers/organisation";
import { effectiveSessionTimeout } from "../../lib/organisation";
import { useCommitted } from "../../components/useCommitted";
import { useSessionEnd } from "./useSessionEnd";
import { expiredRedirect } from "../../../providers/auth-provider";
import { clearUser } from "../../../providers/session-store";
import { METRICS_PATH } from "../../../providers/metrics-path";

export const STAY_SIGNED_IN = "Stay signed in";

export function sessionWarningText(seconds: number): string {
  return `Your session will expire in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

/**
 * The session's clock moves with every successful call, so it is read only from the first commit on
 * (useCommitted says why), by a component that never re-renders with its parent (memo, no props): a
 * navigation's render, concurrent too, would otherwise be redone synchronously when a call completes
 * in the middle of it.
 */
export const SessionTimeout = memo(function SessionTimeout() {
  return useCommitted() ? <SessionClock /> : null;
});

/**
 * Renders nothing until the warning or the end comes: the Refine hooks and the antd Modal below cost
 * ≈ 50 ms of every signed-in cold load (CPU profile at 1×) for a dialog that is rarely shown.
 */
function SessionClock() {
  const user = useCurrentUser();
  // Extension `organisation`: the organisation's maximum idle time caps the user's own (as on the server).
  const { settings } = useOrganisation();
  const limited = useMemo(() => (user && settings ? { ...user, sessionTimeout: effectiveSessionTimeout(user.sessionTimeout, settings) } : user), [user, settings]);
  const session = useSessionEnd(limited);
  // Once needed, kept mounted: the dialog animates closed, and the end signs out from there.
  const [needed, setNeeded] = useState(false);
  if (session.phase !== "active" && !needed) setNeeded(true);
  return needed ? <SessionEndDialog {...session} /> : null;
}

function SessionEndDialog({ phase, end, secondsLeft }: ReturnType<typeof useSessionEnd>) {
  const { mutate: logout } = useLogout();
  const { mutate: onError } = useOnError();
  const getDataProvider = useDataProvider();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const signedOut = useRef(false);

  // The end: the same way out as a 401 (sign-in with the session-expired message, back here after).
  useEffect(() => {
    if (phase !== "ended" || signedOut.current) return;
    signedOut.current = true;
    clearUser();
    logout({ redirectPath: expiredRedirect(location.pathname + location.search) });
  }, [phase, logout, location.pathname, location.search]);

  // Any SPEC read is activity; the dashboard metrics are open to every role and small.
  const stay = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await getDataProvider().custom!({ url: METRICS_PATH, method: "get" });
    } catch (e) {
      const error = e as HttpError;
      if (error?.statusCode === 401) onError(error);
      else setProblem(error?.message ?? "The server could not be reached");
    } finally {
      setBusy(false);
    }
  };

  const absolute = Boolean(end?.absolute);
  const open = phase === "warning" && dismissedAt !== end?.at;
  const dismiss = () => (absolute ? setDismissedAt(end?.at ?? null) : void stay());

  return (
    <Modal
      open={open}
      title="Session expiring"
      closable={false}
      maskClosable={false}
      destroyOnHidden
      onCancel={dismiss}
      footer={[
        <Button key="out" onClick={() => logout()}>
          Sign out
        </Button>,
        absolute ? (
          <Button key="ok" type="primary" onClick={dismiss}>
            OK
          </Button>
        ) : (
          <Button key="stay" type="primary" loading={busy} onClick={() => void stay()} autoFocus>
            {STAY_SIGNED_IN}
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph>{sessionWarningText(secondsLeft)}</Typography.Paragraph>
      {absolute && <Typography.Paragraph>Sessions last at most 12 hours. Sign in again to continue.</Typography.Paragraph>}
      {problem && (
        <Typography.Paragraph type="danger" role="alert">
          {problem}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
