import { Flex, Spin } from "antd";
import { PRODUCT_NAME } from "../domain";

/** Shown while the signed-in shell loads, like the boot text in index.html (SPEC §2: the session check). */
export function FullScreenLoader() {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: "100vh" }} role="status" aria-live="polite">
      <Spin size="large" />
      <span>Loading {PRODUCT_NAME}...</span>
    </Flex>
  );
}
