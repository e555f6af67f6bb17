// Extensions `two-factor` and `organisation`: when the organisation requires two-factor, someone who
// has not enrolled sees only this page (the server refuses their other calls: 403 `Two-factor
// enrolment required`) — the enrolment dialog opens at once, and Sign out is always there. With
// either extension off, or once enrolled: the console as is.
import { Suspense, useRef, useState, type ReactNode } from "react";
import { Button, Flex, Typography } from "antd";
import { LogoutOutlined, SafetyOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { hasExtension } from "../../providers/extensions";
import { useOrganisation } from "../../providers/organisation";
import { useCurrentUser } from "../../providers/useCurrentUser";
import type { SessionUser } from "../domain";
import { lazyView } from "../../resources/types";
import { FullScreenLoader } from "../components/FullScreenLoader";

const TwoFactorDialogs = lazyView(() => import("../pages/settings/TwoFactorDialogs"));

export const ENROL_TITLE = "Set up two-factor authentication";
export const ENROL_TEXT = "Your organisation requires two-factor authentication. Set it up to continue.";

function EnrolmentPage({ user }: { user: SessionUser }) {
  const { mutate: logout, isPending } = useLogout();
  const [open, setOpen] = useState(true);
  return (
    <Flex component="main" vertical align="center" justify="center" gap={16} style={{ minHeight: "100vh", padding: 24, textAlign: "center" }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {ENROL_TITLE}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 480, margin: 0 }}>{ENROL_TEXT}</Typography.Paragraph>
      <Flex gap={8} wrap justify="center">
        <Button type="primary" icon={<SafetyOutlined aria-hidden />} onClick={() => setOpen(true)}>
          Set up two-factor
        </Button>
        <Button icon={<LogoutOutlined aria-hidden />} loading={isPending} onClick={() => logout()}>
          Sign out
        </Button>
      </Flex>
      <Suspense fallback={null}>
        <TwoFactorDialogs open={open ? "enable" : null} user={user} onClose={() => setOpen(false)} />
      </Suspense>
    </Flex>
  );
}

/** The console, or only the enrolment page for someone the organisation requires to enrol first. */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { settings, loading } = useOrganisation();
  // Only the first answer is waited for: a screen that mounts after a failed read reads again, which
  // shows as loading once more, and unmounting it for that would start the same read again, forever.
  const answered = useRef(false);
  if (!loading) answered.current = true;
  if (!hasExtension("two-factor") || !user || user.twoFactorEnabled) return children;
  // Not enrolled: wait for the organisation's answer rather than show screens whose calls it may refuse.
  if (loading && !answered.current) return <FullScreenLoader />;
  if (settings?.requireTwoFactor) return <EnrolmentPage user={user} />;
  return children;
}
