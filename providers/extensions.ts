// Which API extensions (DESIGN §5) the server offers. SPEC §7 is all a server must implement;
// anything more is named here and used only when `VITE_API_EXTENSIONS` turns it on.

import { EXTENSIONS, type Extension } from "../src/lib/extension-names";

export { EXTENSIONS, type Extension };

export interface ExtensionEnv {
  VITE_API_EXTENSIONS?: string;
  VITE_MOCK_API?: string;
}

function isExtension(name: string): name is Extension {
  return (EXTENSIONS as readonly string[]).includes(name);
}

/**
 * The extensions turned on by the env: `all`, `none`, or comma-separated names (case and spaces
 * ignored; unknown names ignored). Unset or blank: `all` with the demo backend (`VITE_MOCK_API`
 * not `off`, the default), `none` against a real server.
 */
export function parseExtensions(env: ExtensionEnv): ReadonlySet<Extension> {
  const raw = (env.VITE_API_EXTENSIONS ?? "").trim().toLowerCase();
  const demoBackend = (env.VITE_MOCK_API ?? "").trim().toLowerCase() !== "off";
  if (raw === "") return new Set(demoBackend ? EXTENSIONS : []);
  const names = raw.split(",").map((n) => n.trim()).filter(Boolean);
  if (names.includes("none")) return new Set();
  if (names.includes("all")) return new Set(EXTENSIONS);
  return new Set(names.filter(isExtension));
}

const enabled = parseExtensions(import.meta.env);

/** Whether the server offers `name` (e.g. `hasExtension("logout")`). */
export function hasExtension(name: Extension): boolean {
  return enabled.has(name);
}
