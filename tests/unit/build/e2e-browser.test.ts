// The e2e suite's Chromium runs V8 without its optimizing compilers (bench/chromium.mjs, E2E_ARGS:
// a test's page is too short-lived for optimized code to pay back); the bench must not, since it
// measures the browser people have.
import { describe, expect, it } from "vitest";
import { CHROME_FLAGS, E2E_ARGS, PLAYWRIGHT_ARGS } from "../../../bench/chromium.mjs";
import config from "../../../playwright.config";

const V8_TIERS = "--js-flags=--max-opt=1";

describe("the e2e suite's browser", () => {
  it("is the bench's, plus V8 without its optimizing compilers", () => {
    expect(E2E_ARGS).toEqual([...PLAYWRIGHT_ARGS, V8_TIERS]);
    expect(config.use?.launchOptions?.args).toEqual(E2E_ARGS);
  });

  it("the bench's flags leave V8 as people have it", () => {
    for (const flags of [CHROME_FLAGS, PLAYWRIGHT_ARGS]) expect(flags.filter((f) => f.startsWith("--js-flags"))).toEqual([]);
  });

  it("a hung action fails well inside its test's budget, so the retry comes soon", () => {
    const action = config.use?.actionTimeout ?? 0;
    expect(action).toBeGreaterThan(0); // 0 = no limit: a hang holds the whole test budget
    expect(action).toBeLessThanOrEqual((config.timeout ?? 30_000) / 2);
  });
});
