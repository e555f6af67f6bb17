import { Typography } from "antd";

// Placeholder until the screen issue lands.
export default function SettingsPage() {
  return <Typography.Title level={2}>SettingsPage</Typography.Title>;
}
