// The names of the API extensions (DESIGN §5, docs/api-extensions.md). The switch that turns them
// on is providers/extensions.ts; the names and the parsing live here so declarations (base) can name
// one and the demo backend (mocks/) can follow the same switch.
/** The extensions the in-browser demo backend offers (all of them with `VITE_API_EXTENSIONS=all`). */
export const EXTENSIONS = [
  "logout",
  "audit",
  "secrets",
  "approvals",
  "views",
  "paging",
  "two-factor",
  "organisation",
  "invitations",
  "sessions",
] as const;
/**
 * Extensions only a real server can offer: `password` (sign-in with a password, DESIGN §6) — the
 * in-browser demo has no passwords, so it never turns these on, whatever the env says.
 */
export const SERVER_ONLY_EXTENSIONS = ["password"] as const;
export const ALL_EXTENSIONS = [...EXTENSIONS, ...SERVER_ONLY_EXTENSIONS] as const;
export type Extension = (typeof ALL_EXTENSIONS)[number];

export interface ExtensionEnv {
  VITE_API_EXTENSIONS?: string;
  VITE_MOCK_API?: string;
}

function isExtension(name: string): name is Extension {
  return (ALL_EXTENSIONS as readonly string[]).includes(name);
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
 * not `off`, the default), `none` against a real server. `all` is every extension the backend can
 * offer: the demo backend's EXTENSIONS, or with a real server those and the server-only ones.
 */
export function parseExtensions(env: ExtensionEnv): ReadonlySet<Extension> {
  const raw = (env.VITE_API_EXTENSIONS ?? "").trim().toLowerCase();
  const demoBackend = demoBackendOn(env);
  const offered: readonly Extension[] = demoBackend ? EXTENSIONS : ALL_EXTENSIONS;
  if (raw === "") return new Set(demoBackend ? EXTENSIONS : []);
  const names = raw.split(",").map((n) => n.trim()).filter(Boolean);
  if (names.includes("none")) return new Set();
  if (names.includes("all")) return new Set(offered);
  return new Set(names.filter(isExtension).filter((n) => offered.includes(n)));
}

