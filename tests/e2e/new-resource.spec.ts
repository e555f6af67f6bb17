// README "Adding a resource", done for real: a copy of the project gets exactly the README's steps
// (the folder tests/fixtures/gadgets as resources/gadgets, one line in the registry), is built and
// served, and the throwaway resource works end to end in Chromium: sidebar, route, list, search,
// filter, create form, confirmed row action, record page, access rules and the demo backend.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, preview, type PreviewServer } from "vite";
import { animationsDone, chooseOption, signIn, toast } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
// What a build needs; the rest of the project (tests, docs, bench) stays out of the copy.
const PROJECT = ["index.html", "package.json", "tsconfig.json", "vite.config.ts", "src", "providers", "resources", "mocks", "build", "public", "server"];

/** The README's steps 1–3 in `dir`; returns the registry's lines added. */
function addGadgets(dir: string): string[] {
  const folder = join(dir, "resources/gadgets");
  mkdirSync(folder);
  for (const file of ["index.ts", "demo.ts"]) {
    // The fixture lives three folders deeper than resources/gadgets: only its import paths differ.
    const source = readFileSync(join(ROOT, "tests/fixtures/gadgets", file), "utf8")
      .replaceAll("../../../resources/", "../")
      .replaceAll("../../../mocks/", "../../mocks/");
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

let dir = "";
let server: PreviewServer | undefined;
let baseURL = "";
let registryLines: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "paydesk-new-resource-"));
  for (const entry of PROJECT) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  registryLines = addGadgets(dir);
  await build({ root: dir, configFile: join(dir, "vite.config.ts"), logLevel: "error" });
  server = await preview({ root: dir, configFile: join(dir, "vite.config.ts"), logLevel: "error", preview: { port: 0, host: "127.0.0.1", strictPort: false } });
  baseURL = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
});

test.afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

const row = (page: Page, name: string) => page.locator("tbody tr").filter({ hasText: name });

test("the README's steps are the whole story: one folder and one registry entry give the resource, end to end", async ({ browser }, testInfo) => {
  // Step 3 is one import and one array entry; nothing else outside the folder changed.
  expect(registryLines).toEqual(['import { gadgets } from "./gadgets";', expect.stringMatching(/, gadgets\];$/)]);

  const page = await open(browser);
  await signIn(page, "operator");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gadgets" }).click();
  await expect(page).toHaveURL(/\/gadgets$/);
  await expect(page.getByText("All Gadgets")).toBeVisible();
  await expect(row(page, "Sprocket")).toContainText("$1,234.50");
  await expect(row(page, "Widget").getByText("Paid")).toBeVisible();

  // Search and the declared filter (its options come from the enum).
  await page.getByPlaceholder("Search gadgets...").fill("widg");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row(page, "Widget")).toBeVisible();
  await page.getByPlaceholder("Search gadgets...").fill("");
  await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "Active");
  await expect(row(page, "Sprocket")).toBeVisible();
  await expect(row(page, "Widget")).toHaveCount(0);
  await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "All Statuses");

  // The declared create form: required field, number, the success toast; the demo backend stores it.
  await page.getByRole("button", { name: "Add Gadget" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Gadget" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Gizmo");
  await dialog.getByLabel("Price").fill("12.5");
  await dialog.getByLabel("Price").press("Enter");
  await expect(toast(page, "Gadget added")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, "Gizmo")).toContainText("$12.50");

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
  await expect(record.getByRole("button", { name: "Restock Sprocket" })).toBeVisible();
  await animationsDone(page);
  await page.screenshot({ path: testInfo.outputPath("gadget-record.png") });
  await page.goBack();
  await expect(record).toBeHidden();

  // The demo backend keeps the new collection across a reload.
  await page.reload();
  await expect(row(page, "Gizmo")).toBeVisible();
  await page.context().close();
});

test("the same declaration's access rules: a viewer reads, cannot write, and the demo backend refuses too", async ({ browser }) => {
  const page = await open(browser);
  await signIn(page, "viewer", "/gadgets");
  await expect(row(page, "Sprocket")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Gadget" })).toBeDisabled();
  await expect(row(page, "Sprocket").getByRole("button", { name: "Restock Sprocket" })).toBeDisabled();
  const status = await page.evaluate(async () => {
    const res = await fetch("/api/gadgets", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "x" }) });
    return res.status;
  });
  expect(status).toBe(403);
  await page.goto("/gadgets/nope");
  await expect(page.getByText("Record not found")).toBeVisible();
  await page.context().close();
});
