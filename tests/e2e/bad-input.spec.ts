// Bad input in every client form (issue 7), in Chromium on the production build. Each form gets one
// test that loops over its fields × payloads (empty, whitespace only, 10,000 characters, unicode and
// emoji, HTML/script payloads; amounts and number-like fields also -1, 0, 1e21, 0.001, 12.345,
// 007.50, abc, " 5 "): the form either shows a clear message (its own, with the server's limits and
// words, or the server's in an "Error" toast) and keeps the input and sends or stores nothing, or it
// saves the value and shows it back as literal text. Search boxes, amount filters and the webhook
// simulator get the same payloads (nothing stored there; the screen stays whole). No uncaught page
// error, no alert(), no request for the injected <img src=x>, no injected element in the page.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { chooseOption as choose, closeToasts, signIn, toast } from "./helpers";
import { NUMBERS as AMOUNTS, TEXT, type Payload } from "../bad-input-payloads";


const AMOUNT_ERROR = "400: Amount must be a positive number with at most 2 decimals";

/** Code points, as the forms and the server count characters. */
const chars = (s: string) => Array.from(s.trim()).length;
const blank = (s: string) => s.trim() === "";

/** Collects what must never happen: uncaught errors, alert()/confirm(), the injected image's request. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("dialog", (d) => {
    problems.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on("request", (r) => {
    if (/\/x$/.test(new URL(r.url()).pathname)) problems.push(`request: ${r.url()}`);
  });
  return problems;
}

/** Nothing happened that must not, and no payload became markup. */
async function expectClean(page: Page, problems: string[]) {
  expect(problems).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], body script:not([src])')).toHaveCount(0);
}

/** Bodies of the calls sent to `path` with `method` (the demo backend's requests show up like any other). */
function sent(page: Page, method: string, path: RegExp): string[] {
  const bodies: string[] = [];
  page.on("request", (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) bodies.push(r.postData() ?? "");
  });
  return bodies;
}

function answer(page: Page, method: string, path: RegExp) {
  return page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
}

/** What a form must do with one value. */
type Want =
  /** A message of its own (here or in the form), the value kept, nothing sent. */
  | { refuse: string }
  /** Sent; the server refuses: "Error" toast with its words, the form stays open with the value, nothing stored. */
  | { server: string }
  /** Saved: the answer's field holds this (the trimmed text, or null for a blank optional field). */
  | { store: unknown };

interface Sweep {
  /** Where the form's fields and messages are. */
  scope: Locator;
  /** Shows the form (if it is not open) and fills the other fields with good values. */
  open: () => Promise<void>;
  submit: () => Locator;
  method: "POST" | "PUT";
  path: RegExp;
  /** GET path whose answer must not change when the server refuses. */
  list?: string;
  success: string;
  /** Open after a refusal: put the form back (e.g. the profile's Cancel). */
  afterRefusal?: () => Promise<void>;
}

interface FieldSweep {
  label: string;
  /** The field's key in the call's answer. */
  key: string;
  payloads: Payload[];
  /** `shown` is the input's value after typing (a number field drops text, a digits field strips). */
  want: (value: string, shown: string) => Want;
  /** After a save: the stored value is shown back as literal text. */
  shownBack?: (stored: unknown) => Promise<void>;
  /** Instead of comparing the answer's `key`: checks the answer against the list read before the call. */
  check?: (answer: any, stored: unknown, listBefore: unknown) => Promise<void> | void;
}

async function getJson(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (p) => (await fetch(p, { credentials: "same-origin" })).json(), path);
}

/** Types a value the way a person does; a number field refuses text (its value stays empty). */
async function typeInto(page: Page, input: Locator, value: string) {
  if ((await input.getAttribute("type")) === "number" && !/^[\d\s.eE+-]*$/.test(value)) {
    await input.fill("");
    await input.focus();
    await page.keyboard.insertText(value);
  } else {
    await input.fill(value);
  }
}

/** Runs every payload of every field through one form; returns the number of cases. */
async function sweep(page: Page, form: Sweep, fields: FieldSweep[]): Promise<number> {
  const calls = sent(page, form.method, form.path);
  let cases = 0;
  for (const field of fields) {
    // What the field holds decides what the form does: a payload the field reduces to a value an
    // earlier payload already sent (a digits field keeps "1" of "-1" and of "<script>alert(1)…") is
    // checked as typed, and not submitted again. A number field's unparsable text counts as well.
    const submitted = new Map<string, Want>();
    for (const p of field.payloads) {
      const name = `${field.label} ← ${p.name}`;
      await form.open();
      const input = form.scope.getByLabel(field.label, { exact: true });
      await typeInto(page, input, p.value);
      const shown = await input.inputValue();
      const want = field.want(p.value, shown);
      const before = calls.length;
      cases++;
      const held = JSON.stringify([shown, await input.evaluate((el: HTMLInputElement) => el.validity.badInput)]);
      if (submitted.has(held)) {
        expect(want, `${name}: as for the same value before`).toEqual(submitted.get(held));
        continue;
      }
      submitted.set(held, want);
      if ("refuse" in want) {
        const submit = form.submit();
        if (await submit.isDisabled()) {
          expect(want.refuse, name).toBe("(disabled)");
        } else {
          await submit.click();
          await expect(form.scope.getByText(want.refuse, { exact: true }).first(), name).toBeVisible();
        }
        await expect(input, name).toHaveValue(shown);
        expect(calls.length, `${name}: nothing sent`).toBe(before);
        if (form.afterRefusal) await form.afterRefusal();
        continue;
      }
      const listBefore = form.list ? await getJson(page, form.list) : null;
      const res = answer(page, form.method, form.path);
      await form.submit().click();
      const response = await res;
      if ("server" in want) {
        expect(response.status(), name).toBe(400);
        await expect(toast(page, "Error"), name).toContainText(want.server);
        await expect(form.scope, name).toBeVisible();
        await expect(input, name).toHaveValue(shown);
        if (form.list) expect(await getJson(page, form.list), `${name}: nothing stored`).toEqual(listBefore);
        await closeToasts(page);
        if (form.afterRefusal) await form.afterRefusal();
        continue;
      }
      expect(response.ok(), `${name}: ${response.status()}`).toBe(true);
      const body = await response.json();
      if (field.check) await field.check(body, want.store, listBefore);
      else expect((body as Record<string, unknown>)[field.key], name).toEqual(want.store);
      await expect(toast(page, form.success), name).toBeVisible();
      // Saved: the dialog closes (the profile leaves edit mode).
      await expect(form.submit(), name).toBeHidden();
      if (field.shownBack) await field.shownBack(want.store);
      await closeToasts(page);
    }
    // The next field starts from a fresh form: Cancel drops what this field's last case left.
    const cancel = form.scope.getByRole("button", { name: "Cancel", exact: true });
    if (await cancel.isVisible()) await cancel.click();
    await expect(cancel).toBeHidden();
  }
  return cases;
}

/** Optional text: blank is no value, over `max` characters the form's own message, else kept as typed (trimmed). */
const optionalText = (label: string, max: number) => (v: string): Want =>
  chars(v) > max ? { refuse: `${label} must be at most ${max} characters` } : { store: blank(v) ? null : v.trim() };
/** Required text: blank gets `missing`. */
const requiredText = (label: string, max: number, missing: string) => (v: string): Want =>
  blank(v) ? { refuse: missing } : optionalText(label, max)(v);

/** Literal text somewhere in the page (a table cell, a heading): never markup. */
const visibleText = (page: Page) => async (stored: unknown) => {
  if (typeof stored === "string") await expect(page.getByText(stored, { exact: true }).first()).toBeVisible();
};

test.describe("bad input in every form", () => {
  // Each test loops over dozens of cases in one page.
  test.describe.configure({ timeout: 240_000 });

  test("sign-in e-mail", async ({ page }) => {
    const problems = watch(page);
    const logins = sent(page, "POST", /\/api\/user\/login$/);
    await page.goto("/login");
    const email = page.getByLabel("Email address");
    const submit = page.getByRole("button", { name: "Sign in" });
    for (const p of TEXT) {
      await email.fill(p.value);
      if (blank(p.value)) {
        await expect(submit, p.name).toBeDisabled();
        continue;
      }
      // Not an e-mail address: the browser's own message on the email field, nothing sent.
      await submit.click();
      expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid), p.name).toBe(false);
      expect(await email.evaluate((el: HTMLInputElement) => el.validationMessage), p.name).not.toBe("");
      await expect(email, p.name).toHaveValue(p.value);
    }
    expect(logins).toEqual([]);
    // A well-formed but unknown 10,000-character address reaches the server: the credentials hint.
    const long = `${"a".repeat(10_000 - "@paydesk.dev".length)}@paydesk.dev`;
    await email.fill(long);
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid credentials. Please use admin@paydesk.dev, operator@paydesk.dev, or viewer@paydesk.dev",
    );
    await expect(email).toHaveValue(long);
    expect(logins).toHaveLength(1);
    await expectClean(page, problems);
  });

  test("create wallet: Merchant ID and Customer ID", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "operator", "/wallets");
    const posts = sent(page, "POST", /\/api\/wallets$/);
    const open = page.getByRole("button", { name: "Create Wallet" });
    const dialog = page.getByRole("dialog", { name: "Create Wallet" });
    for (const [field, label] of [["merchantId", "Merchant ID"], ["customerId", "Customer ID"]] as const) {
      for (const p of TEXT) {
        const name = `${label} ← ${p.name}`;
        if (!(await dialog.isVisible())) await open.click();
        const input = dialog.getByLabel(label);
        await input.fill(p.value);
        const before = posts.length;
        if (chars(p.value) > 100) {
          await dialog.getByRole("button", { name: "Create" }).click();
          await expect(dialog.getByText(`${label} must be at most 100 characters`), name).toBeVisible();
          await expect(dialog, name).toBeVisible();
          await expect(input, name).toHaveValue(p.value);
          expect(posts.length, name).toBe(before);
          await input.fill("");
          continue;
        }
        const res = answer(page, "POST", /\/api\/wallets$/);
        await dialog.getByRole("button", { name: "Create" }).click();
        const wallet = await (await res).json();
        await expect(toast(page, "Wallet created successfully"), name).toBeVisible();
        await expect(dialog, name).toBeHidden();
        // Optional: blank is no id; anything else is kept as typed (trimmed), as text.
        expect(wallet[field], name).toBe(blank(p.value) ? null : p.value.trim());
        if (field === "customerId") {
          const row = page.locator("tbody tr.ant-table-row").first();
          await expect(row.getByRole("cell").nth(1), name).toHaveText(blank(p.value) ? "N/A" : p.value.trim());
        }
        await closeToasts(page);
      }
    }
    await expectClean(page, problems);
  });
  test("load and withdraw: Amount ($)", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "operator");
    const cents = (s: string) => Math.round(Number(s) * 100);
    let cases = 0;
    for (const [mode, sign] of [["Load Funds", 1], ["Withdraw Funds", -1]] as const) {
      const dialog = page.getByRole("dialog", { name: mode });
      cases += await sweep(
        page,
        {
          scope: dialog,
          open: async () => {
            if (!(await dialog.isVisible())) await page.getByRole("button", { name: mode }).click();
          },
          submit: () => dialog.getByRole("button", { name: "Submit" }),
          method: "POST",
          path: /\/api\/wallets\/[^/]+\/(load|withdraw)$/,
          list: "/api/wallets",
          success: mode === "Load Funds" ? "Funds loaded successfully" : "Funds withdrawn successfully",
        },
        [
          {
            label: "Amount ($)",
            key: "balance",
            payloads: [...TEXT, ...AMOUNTS, { name: "10,000 digits", value: "9".repeat(10_000) }],
            // A number field: text never gets in (Submit stays disabled, SPEC §5); numbers the server
            // refuses come back as its message; "007.50" and " 5 " are plain amounts.
            want: (_v, shown) =>
              shown.trim() === "" ? { refuse: "(disabled)" } : Number(shown) === 7.5 || Number(shown) === 5 ? { store: cents(shown) } : { server: AMOUNT_ERROR },
            check: (wallet, stored, before) => {
              const old = (before as Array<{ id: string; balance: string }>).find((w) => w.id === wallet.id)!;
              expect(cents(wallet.balance)).toBe(cents(old.balance) + sign * (stored as number));
            },
          },
        ],
      );
    }
    expect(cases).toBe(2 * 16);
    await expectClean(page, problems);
  });

  test("tokenize: Merchant ID, Customer ID and the card fields", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "operator", "/tokens");
    const dialog = page.getByRole("dialog", { name: "Tokenize Payment Method" });
    const form = (kind: "ACH" | "Card"): Sweep => ({
      scope: dialog,
      open: async () => {
        if (await dialog.isVisible()) return;
        await page.getByRole("button", { name: "Tokenize Payment Method" }).click();
        await choose(page, dialog.getByLabel("Payment Method Type"), kind);
      },
      submit: () => dialog.getByRole("button", { name: "Tokenize" }),
      method: "POST",
      path: /\/api\/tokens$/,
      success: "Token created successfully",
    });
    const ids = (["Merchant ID", "Customer ID"] as const).map((label) => ({
      label,
      key: label === "Merchant ID" ? "merchantId" : "customerId",
      payloads: TEXT,
      want: optionalText(label, 100),
    }));
    // Digits only (anything else is dropped as typed), at most 4 / 2 / 4 of them.
    const digits = (label: string, key: string, re: RegExp, message: string, pad = false): FieldSweep => ({
      label,
      key,
      payloads: [...TEXT, ...AMOUNTS],
      want: (_v, shown) => {
        expect(shown, label).toMatch(/^\d{0,4}$/);
        if (shown === "") return { store: null };
        if (!re.test(shown)) return { refuse: message };
        return { store: pad ? shown.padStart(2, "0") : shown };
      },
    });
    let cases = await sweep(page, form("ACH"), ids);
    cases += await sweep(page, form("Card"), [
      digits("Last Four", "lastFour", /^\d{4}$/, "Last four must be 4 digits"),
      digits("Expiry Month", "expiryMonth", /^(0?[1-9]|1[0-2])$/, "Expiry month must be 01–12", true),
      digits("Expiry Year", "expiryYear", /^\d{4}$/, "Expiry year must be 4 digits"),
    ]);
    expect(cases).toBe(2 * 7 + 3 * 15);
    await expectClean(page, problems);
  });

  test("add merchant: Legal Name and EIN", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "operator", "/onboarding");
    const dialog = page.getByRole("dialog", { name: "Add Merchant" });
    const form: Sweep = {
      scope: dialog,
      open: async () => {
        if (await dialog.isVisible()) return;
        await page.getByRole("button", { name: "Add Merchant", exact: true }).click();
        await dialog.getByLabel("Legal Name").fill("Bad Input Kites LLC");
        await dialog.getByLabel("EIN").fill("12-3456789");
        await choose(page, dialog.getByLabel("Business Type"), "LLC");
      },
      submit: () => dialog.getByRole("button", { name: "Add Merchant" }),
      method: "POST",
      path: /\/api\/merchants$/,
      success: "Merchant created successfully",
    };
    const cases = await sweep(page, form, [
      { label: "Legal Name", key: "legalName", payloads: TEXT, want: requiredText("Legal name", 200, "All fields are required"), shownBack: visibleText(page) },
      // No format check on the EIN (SPEC §5): number-like text is kept as typed, leading zeros too.
      { label: "EIN", key: "ein", payloads: [...TEXT, ...AMOUNTS], want: requiredText("EIN", 20, "All fields are required") },
    ]);
    expect(cases).toBe(7 + 15);
    await expectClean(page, problems);
  });

  test("upload KYC document: File Name and File URL", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "operator", "/onboarding?tab=kyc");
    const dialog = page.getByRole("dialog", { name: "Upload KYC Document" });
    const form: Sweep = {
      scope: dialog,
      open: async () => {
        if (await dialog.isVisible()) return;
        await page.getByRole("button", { name: "Upload KYC Document" }).click();
        await choose(page, dialog.getByLabel("Merchant"), "Maple Street Bakery");
        await choose(page, dialog.getByLabel("Document Type"), "Business License");
        await dialog.getByLabel("File Name").fill("license.pdf");
        await dialog.getByLabel("File URL").fill("https://files.example.com/license.pdf");
      },
      submit: () => dialog.getByRole("button", { name: "Upload" }),
      method: "POST",
      path: /\/api\/kyc-documents$/,
      list: "/api/kyc-documents",
      success: "KYC document uploaded successfully",
    };
    const cases = await sweep(page, form, [
      { label: "File Name", key: "fileName", payloads: TEXT, want: requiredText("File name", 255, "All fields are required"), shownBack: visibleText(page) },
      {
        label: "File URL",
        key: "fileUrl",
        payloads: [...TEXT, { name: "javascript: URL", value: "javascript:alert(1)" }],
        // Only http(s) links are kept (the server's rule and words).
        want: (v) => (blank(v) ? { refuse: "All fields are required" } : chars(v) > 2000 ? { refuse: "File URL must be at most 2000 characters" } : { server: "400: File URL must be an http(s) URL" }),
      },
    ]);
    expect(cases).toBe(7 + 8);
    await expectClean(page, problems);
  });

  test("create API key: Name", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "admin", "/admin?tab=api-keys");
    const dialog = page.getByRole("dialog", { name: "Create API Key" });
    const cases = await sweep(
      page,
      {
        scope: dialog,
        open: async () => {
          if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Create API Key" }).click();
        },
        submit: () => dialog.getByRole("button", { name: "Create API Key" }),
        method: "POST",
        path: /\/api\/api-keys$/,
        success: "API key created successfully",
      },
      [{ label: "Name", key: "name", payloads: TEXT, want: requiredText("API key name", 100, "API key name is required"), shownBack: visibleText(page) }],
    );
    expect(cases).toBe(7);
    await expectClean(page, problems);
  });

  test("profile: every personal information field", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "operator", "/profile");
    const scope = page.locator("form#profile");
    const form: Sweep = {
      scope,
      open: async () => {
        if (!(await scope.getByRole("button", { name: "Save Changes" }).isVisible())) await page.getByRole("button", { name: "Edit" }).click();
      },
      submit: () => scope.getByRole("button", { name: "Save Changes" }),
      method: "PUT",
      path: /\/api\/user\/[^/]+$/,
      success: "Profile updated",
      // Cancel puts the stored values back, so the next field starts from a valid form.
      afterRefusal: () => scope.getByRole("button", { name: "Cancel" }).click(),
    };
    const heading = async (stored: unknown) => {
      if (typeof stored === "string") await expect(page.getByRole("heading", { level: 2 })).toContainText(stored);
    };
    const text = (label: string, key: string, message: string): FieldSweep => ({
      label,
      key,
      payloads: TEXT,
      want: optionalText(message, 200),
      shownBack: key === "firstName" || key === "lastName" ? heading : undefined,
    });
    const cases = await sweep(page, form, [
      text("First name", "firstName", "First name"),
      text("Last name", "lastName", "Last name"),
      {
        label: "Email",
        key: "email",
        payloads: TEXT,
        want: (v) => (blank(v) ? { refuse: "Email is required" } : chars(v) > 200 ? { refuse: "Email must be at most 200 characters" } : { refuse: "Enter a valid email address" }),
      },
      {
        label: "Phone",
        key: "phone",
        payloads: [...TEXT, { name: "leading zeros", value: "007 555 0142" }, { name: '"-1"', value: "-1" }],
        want: (v) =>
          blank(v)
            ? { store: null }
            : chars(v) > 30
              ? { refuse: "Phone must be at most 30 characters" }
              : /^[0-9+\-().\s]*$/.test(v)
                ? { store: v.trim() }
                : { refuse: "Phone may contain only digits, spaces and + - ( ) ." },
      },
      text("Company", "company", "Company"),
      text("Department", "department", "Department"),
    ]);
    expect(cases).toBe(6 * 7 + 2);
    await expectClean(page, problems);
  });
  test("search boxes, amount filters and the webhook simulator (nothing stored)", async ({ page }) => {
    const problems = watch(page);
    await signIn(page, "admin", "/transactions");
    const h1 = page.getByRole("heading", { level: 1 });
    /** The screen is still whole: its title and its table (rows or the empty state). */
    const whole = async (name: string) => {
      await expect(h1, name).toBeVisible();
      await expect(page.getByRole("table").first(), name).toBeVisible();
    };
    let cases = 0;
    const searches: Array<[string, string]> = [
      ["/transactions", "Search transactions..."],
      ["/tokens", "Search tokens by ID, type, last four, or customer..."],
      ["/users", "Search users by name or email"],
    ];
    for (const [path, label] of searches) {
      await page.goto(path);
      const box = page.getByRole("searchbox", { name: label }).or(page.getByLabel(label, { exact: true })).first();
      for (const p of TEXT) {
        await box.fill(p.value);
        await box.press("Enter");
        await whole(`${path} search ← ${p.name}`);
        await expect(box, p.name).toHaveValue(p.value);
        cases++;
      }
    }
    // More Filters: amounts in a number box; anything odd is dropped or kept as a number, never a crash.
    await page.goto("/transactions");
    await page.getByRole("button", { name: /More Filters/ }).click();
    for (const label of ["Min amount ($)", "Max amount ($)"]) {
      const box = page.getByLabel(label);
      for (const p of [...TEXT, ...AMOUNTS]) {
        await box.fill(p.value);
        await box.press("Tab");
        await whole(`${label} ← ${p.name}`);
        expect(await box.inputValue(), `${label} ← ${p.name}`).not.toMatch(/NaN|Infinity|[<>]/);
        cases++;
      }
      await box.fill("");
      await box.press("Tab");
    }
    // Webhook simulator: only http(s) targets; the toast shows a URL with markup in it as text.
    await page.goto("/developer?tab=webhooks");
    const target = page.getByLabel("Target URL");
    const url = "https://example.com/hooks?q=<img src=x onerror=alert(1)>";
    for (const p of [...TEXT, { name: "javascript: URL", value: "javascript:alert(1)" }, { name: "https URL with markup", value: url }]) {
      await target.fill(p.value);
      await page.getByRole("button", { name: "Send Test" }).click();
      if (p.value === url) {
        await expect(toast(page, `Test payload sent to ${url}`), p.name).toBeVisible();
        await closeToasts(page);
      } else {
        const message = blank(p.value) ? "Enter the URL to send the test payload to" : "Enter a valid http:// or https:// URL";
        await expect(page.getByText(message, { exact: true }), p.name).toBeVisible();
        await expect(page.locator(".ant-notification-notice"), p.name).toHaveCount(0);
      }
      cases++;
    }
    expect(cases).toBe(3 * 7 + 2 * 15 + 9);
    await expectClean(page, problems);
  });
});
