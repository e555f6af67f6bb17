// tests/setup.ts puts back what one test can leave for the next when files share modules and a
// jsdom window. The address is one: screens run in a MemoryRouter, but a typed search is written to
// the real (jsdom) address, and a filter change copies its query (users.test failed in CI on a
// search the test before had left there).
import { describe, expect, it } from "vitest";

describe("each test starts afresh", () => {
  it("a test leaves a search in the address", () => {
    window.history.replaceState(null, "", "/users?q=nobody-matches");
    expect(window.location.search).toBe("?q=nobody-matches");
  });

  it("the next one starts at /, with no query", () => {
    expect(window.location.pathname + window.location.search).toBe("/");
  });
});
