// README "Adding a resource", done for real: a copy of the project gets exactly the README's steps
// (the folder tests/fixtures/gadgets as resources/gadgets, one line in the registry), is built and
// served, and the throwaway resource works end to end in Chromium: sidebar, route, list, search,
// filter, create form, confirmed row action, record page and access rules, on both hosts of the same
// copy: the demo build on its in-browser backend (vite preview), and `npm run build:server`'s PayDesk
// server (node dist-server/main.js, in-memory database, demo seed), which serves the resource from its
// declaration and demo.ts alone (server/routes/resources.ts) and stores it in its database.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { build, preview, type PreviewServer } from "vite";
import { EMAIL, animationsDone, chooseOption, expectNoSeriousA11yViolations, setTheme, signIn, toast, type Role } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
// What a build needs; the rest of the project (tests, docs, bench) stays out of the copy.
const PROJECT = ["index.html", "package.json", "tsconfig.json", "vite.config.ts", ".env.server", "src", "providers", "resources", "mocks", "build", "public", "server"];
/** Every demo account's password on a server seeded with the demo data (PAYDESK_SEED=demo). */
const PASSWORD = "paydesk-demo";

/** The README's steps 1–3 in `dir`; returns the registry's lines added. */
function addGadgets(dir: string): string[] {
  const folder = join(dir, "resources/gadgets");
  mkdirSync(folder);
  for (const file of ["index.ts", "demo.ts"]) {
    // The fixture lives three folders deeper than resources/gadgets: only its import paths differ.
    const source = readFileSync(join(ROOT, "tests/fixtures/gadgets", file), "utf8").replaceAll("../../../resources/", "../");
    // Nothing of the demo backend's internals: the folder imports only the declaration's own API.
    expect(source).not.toMatch(/mocks\//);
    expect(source.match(/from "[^"]+"/g)?.every((m) => /"(\.\.\/types|\.|react|@ant-design\/icons)"/.test(m)), source).toBe(true);
    writeFileSync(join(folder, file), source);
  }
  const registry = join(dir, "resources/index.ts");
  const before = readFileSync(registry, "utf8");
  const after = before
    .replace('import type { Declaration } from "./types";', 'import type { Declaration } from "./types";\nimport { gadgets } from "./gadgets";')
    .replace(/export const resources: Declaration\[\] = \[(.*)\];/, "export const resources: Declaration[] = [$1, gadgets];");
  writeFileSync(registry, after);
  const old = new Set(before.split("\n"));
  return after.split("\n").filter((line) => !old.has(line));
}

/** A console to test: where it answers and how a person signs in there. */
interface Host {
  baseURL: string;
  signIn(page: Page, role: Role, to?: string): Promise<void>;
}

/** The PayDesk server's sign-in: the same form with a Password field (helpers' signIn is the demo's, e-mail only). */
async function signInWithPassword(page: Page, role: Role, to = "/"): Promise<void> {
  await page.goto(to === "/" ? "/login" : `/login?to=${encodeURIComponent(to)}`);
  await page.getByPlaceholder("Enter your email").fill(EMAIL[role]);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  if (to !== "/") await expect(page).toHaveURL((url) => url.pathname === new URL(to, url).pathname);
}

/**
 * `npm run build:server` in the copy, its two builds at once: the server bundle
 * (build/server-bundle.config.ts) and the console built for it. The bundle's config empties
 * dist-server/, which would race the console being written into dist-server/public; the copy has no
 * old build to empty, so the bundle is built without emptying.
 */
async function buildServer(dir: string): Promise<void> {
  await Promise.all([
    build({ root: dir, configFile: join(dir, "build/server-bundle.config.ts"), logLevel: "error", build: { emptyOutDir: false } }),
    build({ root: dir, configFile: join(dir, "vite.config.ts"), mode: "server", logLevel: "error", build: { outDir: "dist-server/public", emptyOutDir: true } }),
  ]);
}

let serverProcess: ChildProcess | undefined;
let stopping = false;

/**
 * The copy's `node dist-server/main.js` on a free port (PORT=0), an in-memory database with the demo
 * data, as playwright.config.ts starts the project's own; resolves with its address once it listens
 * (its "listening" log line names the port). The copy's node_modules is the project's (a symlink).
 */
function startServer(dir: string): Promise<string> {
  if (stopping) return Promise.reject(new Error("the spec is stopping: no server started"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", PAYDESK_DATA: "memory", PAYDESK_SEED: "demo" };
  delete env.DATABASE_URL; // a throwaway server never opens a real database
  const child = spawn(process.execPath, [join(dir, "dist-server/main.js")], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  serverProcess = child;
  // Should the worker die without its afterAll, the server dies with it rather than keep its port.
  process.once("exit", () => child.kill("SIGKILL"));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((done, fail) => {
    // Read to the end: one log line per request, and a full pipe would stall the server.
    createInterface({ input: child.stdout! }).on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { event?: string; port?: number };
        if (entry.event === "listening") done(`http://127.0.0.1:${entry.port}`);
      } catch {
        /* not a log line */
      }
    });
    child.once("error", fail);
    child.once("exit", (code, signal) => fail(new Error(`node dist-server/main.js ended (${code ?? signal}) before listening:\n${stderr}`)));
  });
}

/** SIGTERM (the server finishes what is in flight and closes its database), SIGKILL after 5 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(force);
}

let dir = "";
let server: PreviewServer | undefined;
let registryLines: string[] = [];
/** The copy's PayDesk server: built and started while the demo's checks run, awaited by the server's. */
let serverReady: Promise<string> | undefined;
const demo: Host = { baseURL: "", signIn };
const paydeskServer: Host = { baseURL: "", signIn: signInWithPassword };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A production build of a copy on a busy 2-core machine (the e2e stage runs two workers).
  test.setTimeout(240_000);
  dir = mkdtempSync(join(tmpdir(), "paydesk-new-resource-"));
  for (const entry of PROJECT) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  registryLines = addGadgets(dir);
  await build({ root: dir, configFile: join(dir, "vite.config.ts"), logLevel: "error" });
  // The server's builds overlap the demo's checks (Chromium waits on the page much of the time).
  serverReady = buildServer(dir).then(() => startServer(dir));
  serverReady.catch(() => {}); // its failure is reported by the server's checks, which await it
  server = await preview({ root: dir, configFile: join(dir, "vite.config.ts"), logLevel: "error", preview: { port: 0, host: "127.0.0.1", strictPort: false } });
  demo.baseURL = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  stopping = true;
  await server?.close();
  // A build still running (a demo check failed, the server's were skipped) finishes before its folder goes.
  await serverReady?.catch(() => {});
  if (serverProcess) await stopServer(serverProcess);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(browser: Browser, host: Host): Promise<Page> {
  const context = await browser.newContext({ baseURL: host.baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

const row = (page: Page, name: string) => page.locator("tbody tr").filter({ hasText: name });

/** A call as the page's signed-in person, from the page: status and body. */
async function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([p, method, body]) => {
      const r = await fetch(p, { method, headers: body === undefined ? {} : { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await r.text();
      try {
        return { status: r.status, body: JSON.parse(text) as unknown };
      } catch {
        return { status: r.status, body: text };
      }
    },
    [path, init.method ?? "GET", init.body] as const,
  );
}

/** Sidebar, route, list, search, filter, create form, confirmed action, record page; the new record after a reload. */
async function readmeStory(browser: Browser, host: Host, screenshot: string): Promise<void> {
  const page = await open(browser, host);
  await host.signIn(page, "operator");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gadgets" }).click();
  await expect(page).toHaveURL(/\/gadgets$/);
  await expect(page.getByText("All Gadgets")).toBeVisible();
  await expect(row(page, "Sprocket")).toContainText("$1,234.50");
  await expect(row(page, "Widget").getByText("Paid")).toBeVisible();

  // The reference: the seed took a merchant from ctx.collections; the cell shows its name, read from
  // the merchants list, and links to its record page. An id no merchant has shows raw, marked.
  const merchant = ((await api(page, "/api/merchants")).body as Array<{ id: string; legalName: string }>).find((m) => m.legalName === "Blue Harbor Coffee Co.")!;
  await expect(row(page, "Sprocket").getByRole("link", { name: "Blue Harbor Coffee Co." })).toHaveAttribute("href", `/onboarding/merchants/${merchant.id}`);
  await expect(row(page, "Widget")).toContainText("m-gone");
  await expect(row(page, "Widget")).toContainText("(not found)");
  // Searched by the label shown; filtered by a merchant chosen by name.
  await page.getByPlaceholder("Search gadgets...").fill("blue harbor");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row(page, "Sprocket")).toBeVisible();
  await page.getByPlaceholder("Search gadgets...").fill("");
  await chooseOption(page, page.getByRole("combobox", { name: "Merchant" }), "Blue Harbor Coffee Co.", "Blue Harbor");
  await expect(row(page, "Widget")).toHaveCount(0);
  await expect(row(page, "Sprocket")).toBeVisible();
  await chooseOption(page, page.getByRole("combobox", { name: "Merchant" }), "All Merchants");

  // Search and the declared filter (its options come from the enum).
  await page.getByPlaceholder("Search gadgets...").fill("widg");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row(page, "Widget")).toBeVisible();
  await page.getByPlaceholder("Search gadgets...").fill("");
  await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "Active");
  await expect(row(page, "Sprocket")).toBeVisible();
  await expect(row(page, "Widget")).toHaveCount(0);
  await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "All Statuses");

  // The declared create form: required field, number, the success toast; the backend stores it.
  await page.getByRole("button", { name: "Add Gadget" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Gadget" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Gizmo");
  // The declared bound (greater than 0), with the server's words, before anything is sent.
  await dialog.getByLabel("Price").fill("0");
  await dialog.getByLabel("Price").press("Enter");
  await expect(dialog.getByText("Price must be greater than 0")).toBeVisible();
  await dialog.getByLabel("Price").fill("12.5");
  await chooseOption(page, dialog.getByLabel("Merchant"), "Northwind Traders Inc.", "Northwind");
  await dialog.getByLabel("Price").press("Enter");
  await expect(toast(page, "Gadget added")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, "Gizmo")).toContainText("$12.50");
  await expect(row(page, "Gizmo").getByRole("link", { name: "Northwind Traders Inc." })).toBeVisible();

  // The confirmed row action calls the declared path; the list refetches.
  await row(page, "Widget").getByRole("button", { name: "Restock Widget" }).click();
  await expect(page.getByText("Restock Widget?")).toBeVisible();
  await page.getByRole("button", { name: "Restock", exact: true }).click();
  await expect(toast(page, "Gadget restocked")).toBeVisible();
  await expect(row(page, "Widget").getByText("Active")).toBeVisible();

  // The record page: its address, the record whole, its actions; back to the list.
  await row(page, "Sprocket").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/gadgets\/g1000001$/);
  const record = page.getByRole("dialog", { name: "Sprocket" });
  await expect(record.getByText("g1000001", { exact: true })).toBeVisible();
  await expect(record.getByRole("link", { name: "Blue Harbor Coffee Co." })).toBeVisible();
  await expect(record.getByRole("button", { name: "Restock Sprocket" })).toBeVisible();
  await animationsDone(page);
  await page.screenshot({ path: screenshot });
  await page.goBack();
  await expect(record).toBeHidden();

  // The backend keeps the new collection across a reload.
  await page.reload();
  await expect(row(page, "Gizmo")).toBeVisible();
  await page.context().close();
}

/** A viewer reads, cannot write (buttons off, and the backend refuses), and an unknown record is "not found". */
async function viewerReadsOnly(browser: Browser, host: Host): Promise<void> {
  const page = await open(browser, host);
  await host.signIn(page, "viewer", "/gadgets");
  await expect(row(page, "Sprocket")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Gadget" })).toBeDisabled();
  await expect(row(page, "Sprocket").getByRole("button", { name: "Restock Sprocket" })).toBeDisabled();
  expect((await api(page, "/api/gadgets", { method: "POST", body: { name: "x" } })).status).toBe(403);
  await page.goto("/gadgets/nope");
  await expect(page.getByText("Record not found")).toBeVisible();
  await page.context().close();
}

test("the README's steps are the whole story: one folder and one registry entry give the resource, end to end", async ({ browser }, testInfo) => {
  // Step 3 is one import and one array entry; nothing else outside the folder changed.
  expect(registryLines).toEqual(['import { gadgets } from "./gadgets";', expect.stringMatching(/, gadgets\];$/)]);
  await readmeStory(browser, demo, testInfo.outputPath("gadget-record.png"));
});

test("the same declaration's access rules: a viewer reads, cannot write, and the demo backend refuses too", async ({ browser }) => {
  await viewerReadsOnly(browser, demo);
});

test("the list with its reference column at 1440 and 390 px, light and dark: no serious axe violations", async ({ browser }, testInfo) => {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ baseURL: demo.baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, "operator", "/gadgets");
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await expect(row(page, "Sprocket").getByRole("link", { name: "Blue Harbor Coffee Co." })).toBeVisible();
      await expect(row(page, "Widget")).toContainText("(not found)");
      await animationsDone(page);
      await page.screenshot({ path: testInfo.outputPath(`gadgets-${width}-${theme}.png`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    }
    await context.close();
  }
});

test.describe("the same copy on the PayDesk server (npm run build:server), with no server code in the folder", () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    paydeskServer.baseURL = await serverReady!;
  });

  test("the server serves the folder's resource from its declaration: the same story, stored in its database", async ({ browser }, testInfo) => {
    await readmeStory(browser, paydeskServer, testInfo.outputPath("gadget-record-server.png"));

    // Another person in a browser of their own (no in-browser state) finds what the operator did in
    // the server's answer, and it stays there across reloads: created, changed, then deleted.
    const page = await open(browser, paydeskServer);
    await signInWithPassword(page, "admin", "/gadgets");
    const listed = await api(page, "/api/gadgets");
    expect(listed.status).toBe(200);
    const gadgets = listed.body as Array<{ id: string; name: string; price: string; status: string; merchantId?: string }>;
    expect(gadgets.map((g) => g.name)).toEqual(["Gizmo", "Sprocket", "Widget"]);
    const gizmo = gadgets[0]!;
    expect(gizmo).toMatchObject({ name: "Gizmo", price: "12.50", status: "active" });
    expect(gadgets[2]).toMatchObject({ id: "g1000002", status: "active" }); // restocked, and stored
    await expect(row(page, "Gizmo")).toContainText("$12.50");

    // The declaration's validation on the server, whatever the form checked first.
    expect(await api(page, "/api/gadgets", { method: "POST", body: { price: "1.00" } })).toEqual({ status: 400, body: "Name is required" });
    expect(await api(page, "/api/gadgets", { method: "POST", body: { name: "Gadget", price: "1.005" } })).toEqual({ status: 400, body: "Price must have at most 2 decimals" });
    // The form's rules, the same words: the declared bound, and a reference to a merchant that is not there.
    expect(await api(page, "/api/gadgets", { method: "POST", body: { name: "Gadget", price: "0" } })).toEqual({ status: 400, body: "Price must be greater than 0" });
    expect(await api(page, "/api/gadgets", { method: "POST", body: { name: "Gadget", merchantId: "m-nope" } })).toEqual({ status: 400, body: "Merchant not found" });
    const merchants = (await api(page, "/api/merchants")).body as Array<{ id: string; legalName: string }>;
    expect(gizmo.merchantId).toBe(merchants.find((m) => m.legalName === "Northwind Traders Inc.")!.id);
    expect(gadgets[1]!.merchantId).toBe(merchants.find((m) => m.legalName === "Blue Harbor Coffee Co.")!.id); // the seed's, from ctx.collections

    expect(await api(page, `/api/gadgets/${gizmo.id}`, { method: "PUT", body: { price: "13.00", status: "retired" } })).toMatchObject({ status: 200, body: { id: gizmo.id, price: "13.00", status: "retired" } });
    await page.reload();
    await expect(row(page, "Gizmo")).toContainText("$13.00");
    await expect(row(page, "Gizmo").getByText("Retired")).toBeVisible();

    expect((await api(page, `/api/gadgets/${gizmo.id}`, { method: "DELETE" })).status).toBe(204);
    await page.reload();
    await expect(row(page, "Sprocket")).toBeVisible();
    await expect(row(page, "Gizmo")).toHaveCount(0);
    expect(((await api(page, "/api/gadgets")).body as Array<{ id: string }>).map((g) => g.id)).not.toContain(gizmo.id);
    await page.context().close();
  });

  test("the server guards the resource as its declaration says: a viewer reads and is refused writes", async ({ browser }) => {
    await viewerReadsOnly(browser, paydeskServer);
  });
});
