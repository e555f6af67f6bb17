// One direction of imports between our folders (docs/DEVELOPING.md, "Import direction").
// Each layer may import itself and the layers listed before it, never one after it:
//
//   base        src/domain.ts, src/lib/**, resources/types.ts (the declaration type)
//   providers   providers/**
//   ui          src/components/**, src/theme/**
//   resources   resources/<name>/** (and the registry resources/index.ts) — one folder never
//               imports another's files; what two resources share goes to src/components or src/lib
//   app         src/app/**, src/shell/**, src/pages/**, src/main.tsx — may also import mocks/
//
// mocks/ (the demo backend) sits beside them: it may import base and the resource declarations
// (resources/index.ts, resources/<name>/index.ts), and only the app layer loads it. Of the server
// it may import the rules (server/rules/) and the store interface (server/store/types.ts): one
// implementation of every rule serves both backends (DESIGN §6).
// server/ (the PayDesk server) sits beside them too: it may import base, the resource declarations
// and build/security-headers.ts (the one header table); no layer of the app imports server/.
// tests/, build/ and bench/ are free to import anything; nothing of the app imports them.
// Enforced with import-x/no-restricted-paths (dynamic `import()` included: a lazy screen is still
// a dependency); cycles with import-x/no-cycle (eslint.config.js), dynamic `import()` included too.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const abs = (p) => path.join(root, p);

// Folders end with "/": a zone then forbids everything under them.
const LAYERS = [
  { name: "base", paths: ["src/domain.ts", "src/lib/", "resources/types.ts"] },
  { name: "providers", paths: ["providers/"] },
  { name: "ui", paths: ["src/components/", "src/theme/"] },
  { name: "resources", paths: ["resources/index.ts", ...resourceFolders().map((r) => `resources/${r}/`)] },
  { name: "app", paths: ["src/app/", "src/shell/", "src/pages/", "src/main.tsx"] },
];
const MOCKS = "mocks/";
const SERVER = "server/";
/** What mocks/ may take from the server: the rules and the store interface. */
/** The demo backend runs the server's app over its memory store (mocks/handlers.ts): never its SQL store, database or Node host. */
const SERVER_FOR_MOCKS = ["server/rules/", "server/store/types.ts", "server/app/", "server/routes/"];
/** Tooling the server uses: the security header table it serves (docs/deploy.md). */
const SERVER_TOOLING = ["build/security-headers.ts"];
const TOOLING = ["tests/", "build/", "bench/"];
const DECLARATIONS = ["resources/index.ts", ...resourceFolders().map((r) => `resources/${r}/index.ts`)];

function resourceFolders() {
  return fs
    .readdirSync(abs("resources"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

// A zone: files under `target` may not import `from` (a folder or one file), except what `allow`
// names (a folder or a file; used only by TEMPORARY below).
function zone(target, from, message, allow = []) {
  if (allow.includes(from)) return [];
  const folder = from.endsWith("/");
  // With a glob `from`, exceptions must be globs too: @(name) matches exactly that name.
  const exact = (p) => (p.endsWith("/") ? `${abs(p)}**` : path.join(abs(path.dirname(p)), `@(${path.basename(p)})`));
  const except = folder ? allow.filter((a) => a.startsWith(from)).map(exact) : [];
  return [
    {
      target: target.map((t) => abs(t)),
      from: folder ? `${abs(from)}**` : abs(from),
      ...(except.length ? { except } : {}),
      message,
    },
  ];
}

/** The zones for every file, minus the imports in `allow` (paths from the repository root). */
export function layerZones(allow = []) {
  const zones = [];
  LAYERS.forEach((layer, i) => {
    const later = LAYERS.slice(i + 1);
    for (const above of later)
      for (const from of above.paths)
        zones.push(...zone(layer.paths, from, `${layer.name} may not import ${above.name} (docs/DEVELOPING.md, "Import direction").`, allow));
    // A resource's demo.ts (seed and special handlers) takes everything from its declaration's own
    // API (resources/types.ts: DemoResource, SeedContext, reject), never from mocks/ internals.
    if (layer.name !== "app") zones.push(...zone(layer.paths, MOCKS, `Only the app layer loads the demo backend (mocks/); a resource's demo.ts imports from ../types.`, allow));
    for (const from of TOOLING)
      zones.push(...zone(layer.paths, from, `App code does not import ${from} (tooling).`, allow));
  });
  // A resource folder imports no other resource folder's files, only its declaration (index.ts:
  // declarations name each other, e.g. a reference field or the Onboarding screen's two resources).
  for (const r of resourceFolders())
    for (const other of resourceFolders().filter((o) => o !== r))
      zones.push(
        ...zone([`resources/${r}/`], `resources/${other}/`, `A resource does not import another resource's files: move what they share to src/components or src/lib.`, [...allow, `resources/${other}/index.ts`]),
      );
  // mocks: base and the declarations only.
  const mocksMay = new Set([...LAYERS[0].paths, ...DECLARATIONS]);
  for (const layer of LAYERS.slice(1))
    for (const from of layer.paths) {
      if (mocksMay.has(from)) continue;
      const allowDeclaration = from.startsWith("resources/") ? [...allow, `${from}index.ts`] : allow;
      zones.push(...zone([MOCKS], from, `mocks/ may import only src/domain.ts, src/lib, resources/types.ts and the resource declarations.`, allowDeclaration));
    }
  for (const from of TOOLING) zones.push(...zone([MOCKS], from, `App code does not import ${from} (tooling).`, allow));
  // Nothing of the app imports the server; mocks/ only its rules and store interface.
  for (const layer of LAYERS) zones.push(...zone(layer.paths, SERVER, `${layer.name} may not import server/ (the PayDesk server; docs/DEVELOPING.md, "Import direction").`, allow));
  zones.push(...zone([MOCKS], SERVER, `mocks/ may import only server/rules, server/app, server/routes and server/store/types.ts of the server.`, [...allow, ...SERVER_FOR_MOCKS]));
  // server: base, the declarations and the security header table only.
  const serverMessage = `server/ may import only src/domain.ts, src/lib, resources/types.ts, the resource declarations and build/security-headers.ts.`;
  for (const layer of LAYERS.slice(1))
    for (const from of layer.paths) {
      if (mocksMay.has(from)) continue;
      zones.push(...zone([SERVER], from, serverMessage, from.startsWith("resources/") ? [...allow, `${from}index.ts`] : allow));
    }
  zones.push(...zone([SERVER], MOCKS, serverMessage, allow));
  for (const from of TOOLING) zones.push(...zone([SERVER], from, serverMessage, [...allow, ...SERVER_TOOLING]));
  return zones;
}

// Imports that break the direction, allowed for now: one line per { file, imports }, with the fix
// to make; remove the line when its file is fixed — lint then keeps it fixed.
export const TEMPORARY = [
  // The demo data is the in-browser demo's seed (deterministic); the server seeds the same rows.
  { file: "server/db/seed.ts", imports: "mocks/seed.ts", fix: "move the seed to server/ (mocks/ then imports it from there)" },
  { file: "server/start.ts", imports: "mocks/seed.ts", fix: "move the seed to server/ (mocks/ then imports it from there)" },
];

/** ESLint config blocks: the zones for every file, and per TEMPORARY file the zones minus its allowances. */
export function layerConfigs() {
  const blocks = [
    {
      files: ["**/*.{ts,tsx,js,mjs}"],
      rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones() }] },
    },
  ];
  const byFile = new Map();
  for (const t of TEMPORARY) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t.imports]);
  for (const [file, allow] of byFile)
    blocks.push({ files: [file], rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones(allow) }] } });
  return blocks;
}
