import { Typography } from "antd";

// Placeholder until the screen issue lands.
export default function DeveloperPortalPage() {
  return <Typography.Title level={2}>DeveloperPortalPage</Typography.Title>;
}
