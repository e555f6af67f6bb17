// The names of the API extensions (DESIGN §5, docs/api-extensions.md). The switch that turns them
// on is providers/extensions.ts; the names and the parsing live here so declarations (base) can name
// one and the demo backend (mocks/) can follow the same switch.
export const EXTENSIONS = ["logout", "audit", "secrets", "approvals", "views", "paging"] as const;
export type Extension = (typeof EXTENSIONS)[number];

export interface ExtensionEnv {
  VITE_API_EXTENSIONS?: string;
  VITE_MOCK_API?: string;
}

function isExtension(name: string): name is Extension {
  return (EXTENSIONS as readonly string[]).includes(name);
}

/**
 * Whether the build runs the demo backend: `VITE_MOCK_API` is anything but `off` (case and spaces
 * ignored). The one reading of it: the app (src/app/demo-backend.ts), the extension switch below and
 * the build (vite.config.ts, which leaves the demo backend out of an `off` build).
 */
export function demoBackendOn(env: ExtensionEnv): boolean {
  return (env.VITE_MOCK_API ?? "").trim().toLowerCase() !== "off";
}

/**
 * The extensions turned on by the env: `all`, `none`, or comma-separated names (case and spaces
 * ignored; unknown names ignored). Unset or blank: `all` with the demo backend (`VITE_MOCK_API`
 * not `off`, the default), `none` against a real server.
 */
export function parseExtensions(env: ExtensionEnv): ReadonlySet<Extension> {
  const raw = (env.VITE_API_EXTENSIONS ?? "").trim().toLowerCase();
  const demoBackend = demoBackendOn(env);
  if (raw === "") return new Set(demoBackend ? EXTENSIONS : []);
  const names = raw.split(",").map((n) => n.trim()).filter(Boolean);
  if (names.includes("none")) return new Set();
  if (names.includes("all")) return new Set(EXTENSIONS);
  return new Set(names.filter(isExtension));
}

