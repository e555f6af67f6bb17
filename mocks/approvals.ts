// Four-eyes approvals (extension `approvals`, docs/api-extensions.md) are the PayDesk server's rules
// (server/rules/approvals.ts, server/routes/approvals.ts), which the demo backend runs. The demo
// offers exactly the extensions the console is built with (mocks/extensions.ts): with `approvals`
// off it acts at once, as a SPEC §7 server does (a withdrawal of any size happens).
import { EXTENSIONS } from "../src/lib/extension-names";
import { offers, setDemoExtensions } from "./extensions";

export type { ApprovalRequest, ApprovalSubject } from "../src/lib/approvals";
export { APPROVAL_THRESHOLD_CENTS, needsApproval } from "../src/lib/approvals";

/** Whether the demo backend holds risky actions for approval. */
export function approvalsOn(): boolean {
  return offers("approvals");
}

/** For tests: the server with or without the extension (the others stay offered). */
export function setApprovalsOn(on: boolean): void {
  setDemoExtensions(on ? null : EXTENSIONS.filter((name) => name !== "approvals"));
}
