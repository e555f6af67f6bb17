import { Typography } from "antd";

// Placeholder until the screen issue lands.
export default function AdminPortalPage() {
  return <Typography.Title level={2}>AdminPortalPage</Typography.Title>;
}
