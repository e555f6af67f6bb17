// "Reset demo data" (the user menu, with the in-browser demo backend only): one call of the demo
// server's, guarded and recorded like any write. Named here for the console and the demo backend.
import type { Role } from "../domain";

/** The demo backend's reset: 204, then the demo data is the seed again (mocks/demo-reset.ts). */
export const DEMO_RESET_PATH = "/api/demo/reset";
/** Who may reset the demo data: it replaces every record the team works on. */
export const DEMO_RESET_ROLE: Role = "admin";
