// Every endpoint of the demo backend (SPEC §7), for the browser worker and msw/node.
import { http } from "msw";
import { isApiUrl } from "./config";
import { apiKeyHandlers } from "./handlers/apiKeys";
import { auditHandlers } from "./handlers/audit";
import { dashboardHandlers } from "./handlers/dashboard";
import { text } from "./handlers/http";
import { faultHandler } from "./faults";
import { kycHandlers } from "./handlers/kyc";
import { merchantHandlers } from "./handlers/merchants";
import { tokenHandlers } from "./handlers/tokens";
import { transactionHandlers } from "./handlers/transactions";
import { userHandlers } from "./handlers/users";
import { viewHandlers } from "./handlers/views";
import { walletHandlers } from "./handlers/wallets";
import { approvalHandlers } from "./handlers/approvals";
import { resourceHandlers, type DemoResource } from "./resource-handlers";

// Resources served from their declaration: each folder's demo.ts (seed + special handlers).
const demos = import.meta.glob<{ demo: DemoResource }>("../resources/*/demo.ts", { eager: true });

/** The endpoints without fault injection (the worker's: faults are injected in the page, mocks/browser.ts). */
export const endpoints = [
  ...userHandlers,
  ...dashboardHandlers,
  ...transactionHandlers,
  ...walletHandlers,
  ...tokenHandlers,
  ...merchantHandlers,
  ...kycHandlers,
  ...apiKeyHandlers,
  ...auditHandlers,
  ...viewHandlers,
  ...Object.values(demos).flatMap((m) => resourceHandlers(m.demo)),
  ...approvalHandlers,
  // Anything else under /api/ is a plain-text 404, like the rest of the errors.
  // (A predicate, not "*/api/*", so module URLs like /src/api/x.ts are never caught.)
  http.all(({ request }) => isApiUrl(request.url), () => text(404, "Not found")),
];

export const handlers = [faultHandler(() => endpoints), ...endpoints];
