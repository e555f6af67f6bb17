import { Typography } from "antd";

// Placeholder until the screen issue lands.
export default function DashboardPage() {
  return <Typography.Title level={2}>DashboardPage</Typography.Title>;
}
