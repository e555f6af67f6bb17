import { Skeleton } from "antd";

/** While a screen's code loads. */
export function PageFallback() {
  return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
}
