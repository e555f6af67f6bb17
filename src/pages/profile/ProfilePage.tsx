import { Typography } from "antd";

// Placeholder until the screen issue lands.
export default function ProfilePage() {
  return <Typography.Title level={2}>ProfilePage</Typography.Title>;
}
