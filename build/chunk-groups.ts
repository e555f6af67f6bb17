// How the production build splits the console into files. Rolldown's automatic split makes one
// chunk per combination of screens that share a module: ≈ 100 files, 55 of them for a cold load of
// the dashboard, most of 1–3 kB. Over HTTP/1.1 a browser opens 6 connections per host and each
// request costs at least a round trip, so on a slow network those small files queued behind each
// other (in Lighthouse's mobile simulation of the dashboard: 2.2 → 4.9 s of the load).
//
// Groups, highest priority first. A group takes the modules its test matches plus, recursively,
// everything they import statically that no higher group took — so a group never imports a later
// one, chunks cannot import each other in a circle, and execution order stays as written:
// - "boot": what the entry (src/main.tsx) needs statically — the sign-in page. Rolldown keeps it in
//   the entry chunk; taking it first keeps React & co. out of the groups below.
// - "routes": the route table and its early work (src/app/route-prefetch.ts: which screen, which
//   first reads). Small and separate, so a signed-in cold load asks for the route's screen as soon
//   as the entry runs, while the shell is still downloading.
// - "shell": what every signed-in page needs before its screen: the app root, providers, layout.
// - "dashboard": the screen most sessions open first.
// - "controls": antd's form controls and what shows them (Input, Select, Radio, Checkbox,
//   Descriptions, Result, Popconfirm, the grid), shared by the list screens, Profile, Settings and
//   dialogs; apart from "lists" so that those load ≈ 58 kB gzip of it, not the lists' 122 kB.
// - "lists": the generic list screen and the list hook with what else they import (antd's Table,
//   Pagination): every screen but the dashboard, Profile and Settings needs them. Split
//   automatically, the Transactions screen alone was 28 files, 6 at a time over HTTP/1.1's
//   connections; now 4, and the head script preloads these with the shell (build/head-preload.ts,
//   src/theme/boot-styles.ts BOOT_SCREENS).
// Other screens and on-demand dialogs keep the automatic split (they load after the shell).
import type { Rolldown } from "vite";

const sep = String.raw`[\\/]`;
const moduleTest = (...paths: string[]) => new RegExp(`${sep}(${paths.map((p) => p.replace(/\//g, sep)).join("|")})\\.tsx?$`);

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: "boot", tags: ["$initial"], priority: 6 },
    { name: "routes", test: moduleTest("src/app/route-prefetch"), priority: 5 },
    { name: "shell", test: moduleTest("src/app/FullApp", "src/shell/AppLayout"), priority: 4 },
    { name: "dashboard", test: moduleTest("src/pages/dashboard/DashboardPage"), priority: 3 },
    { name: "controls", test: new RegExp(`${sep}node_modules${sep}antd${sep}es${sep}(input|select|result|descriptions|grid|radio|checkbox|popconfirm)${sep}`), priority: 2 },
    { name: "lists", test: moduleTest("src/components/resource/ResourceScreen", "src/components/list/useResourceList"), priority: 1 },
  ],
};
