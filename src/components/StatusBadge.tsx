import { Tag } from "antd";
import { statusColor, titleCase } from "../lib/format";

/** One colour per status everywhere (pending gold, approved/completed/active green, rejected/failed red). */
export function StatusBadge({ status, upper }: { status: string | null | undefined; upper?: boolean }) {
  if (!status) return <>N/A</>;
  return <Tag color={statusColor(status)}>{upper ? status.toUpperCase() : titleCase(status)}</Tag>;
}
