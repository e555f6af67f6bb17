// Extension `organisation`, maintenance mode (docs/api-extensions.md "organisation"): while it is on,
// a signed-in non-admin sees this page instead of the console (their writes would answer 503), and
// an admin works as usual under a banner saying it is on. With the extension off: the console as is.
import type { ReactNode } from "react";
import { Alert, Button, Flex, Typography } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { useOrganisation } from "../../providers/organisation";
import { useCurrentUser } from "../../providers/useCurrentUser";

export const MAINTENANCE_TITLE = "PayDesk is down for maintenance";
export const MAINTENANCE_TEXT = "An administrator is doing planned work. You can sign in again later; nothing you saved is lost.";
export const MAINTENANCE_BANNER = "Maintenance mode is on: only admins can use PayDesk and make changes.";

function MaintenancePage() {
  const { mutate: logout, isPending } = useLogout();
  return (
    <Flex component="main" vertical align="center" justify="center" gap={16} style={{ minHeight: "100vh", padding: 24, textAlign: "center" }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {MAINTENANCE_TITLE}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 480, margin: 0 }}>{MAINTENANCE_TEXT}</Typography.Paragraph>
      <Button icon={<LogoutOutlined aria-hidden />} loading={isPending} onClick={() => logout()}>
        Sign out
      </Button>
    </Flex>
  );
}

/** The console, or the maintenance page for a non-admin while maintenance mode is on. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { settings } = useOrganisation();
  if (settings?.maintenanceMode && user && user.role !== "admin") return <MaintenancePage />;
  return children;
}

/** An admin's reminder while maintenance mode is on. */
export function MaintenanceBanner() {
  const { settings } = useOrganisation();
  if (!settings?.maintenanceMode) return null;
  return <Alert type="warning" showIcon banner role="status" message={MAINTENANCE_BANNER} />;
}
