// Which API extensions (DESIGN §5) the server offers. SPEC §7 is all a server must implement;
// anything more is named here and used only when `VITE_API_EXTENSIONS` turns it on.

import { EXTENSIONS, parseExtensions, type Extension, type ExtensionEnv } from "../src/lib/extension-names";

// The parsing lives in base (src/lib/extension-names.ts) so the demo backend follows the same switch.
export { EXTENSIONS, parseExtensions, type Extension, type ExtensionEnv };

const enabled = parseExtensions(import.meta.env);

/** Whether the server offers `name` (e.g. `hasExtension("logout")`). */
export function hasExtension(name: Extension): boolean {
  return enabled.has(name);
}
