// Which API extensions (DESIGN §5) the demo backend offers. All of them by default; the console
// tells it its own switch at start (src/app/demo-backend.ts), so a build with
// `VITE_API_EXTENSIONS=none` and the demo backend talks to what behaves as a SPEC §7 server
// (full key values in the API key list, no audit endpoints).
import { EXTENSIONS, type Extension } from "../src/lib/extension-names";

let offered: ReadonlySet<Extension> = new Set(EXTENSIONS);

/** Sets the extensions offered; null offers all again. */
export function setDemoExtensions(names: Iterable<Extension> | null): void {
  offered = new Set(names ?? EXTENSIONS);
}

export function offers(name: Extension): boolean {
  return offered.has(name);
}
