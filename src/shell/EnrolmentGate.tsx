// Extensions `two-factor` and `organisation`: when the organisation requires two-factor, someone who
// has not enrolled sees only this page (the server refuses their other calls: 403 `Two-factor
// enrolment required`) — the enrolment dialog opens at once, and Sign out is always there. With
// either extension off, or once enrolled: the console as is.
import { Suspense, useState, type ReactNode } from "react";
import { Button, Flex, Typography } from "antd";
import { LogoutOutlined, SafetyOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { hasExtension } from "../../providers/extensions";
import { useOrganisation } from "../../providers/organisation";
import { useCurrentUser } from "../../providers/useCurrentUser";
import type { SessionUser } from "../domain";
import { lazyView } from "../../resources/types";

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
  const { settings } = useOrganisation();
  if (!hasExtension("two-factor") || !user || user.twoFactorEnabled) return children;
  // The console is not held back for the organisation's answer: waiting put a round trip (and, in the
  // demo's large profiles, the whole seed) before every cold load of everyone not enrolled, to spare
  // the rare person the organisation requires to enrol a moment of screens whose reads the server
  // refuses (403) before this page replaces them.
  if (settings?.requireTwoFactor) return <EnrolmentPage user={user} />;
  return children;
}
