// Says so when the demo backend cannot save its data in this browser (IndexedDB missing, full,
// never opening, or holding malformed data): the console works on, with this tab's data in memory.
import { Alert } from "antd";
import { useDemoStorageStatus } from "../app/demo-backend";
import { useCommitted } from "../components/useCommitted";

export const STORAGE_BANNER_TITLE = "Demo data cannot be saved in this browser";

export function DemoStorageBanner() {
  // The demo server reports its storage while the app's first render is under way: read from the
  // first commit on (useCommitted says why).
  const status = useDemoStorageStatus(useCommitted());
  if (status.saving) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      message={STORAGE_BANNER_TITLE}
      description={`Why: ${status.reason}. You can keep working: changes stay in this tab until it is closed or reloaded. An admin's Reset demo data (user menu) tries to save again.`}
    />
  );
}
