import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { openExternal, safeHttpUrl } from "../../../src/lib/url";

describe("safeHttpUrl", () => {
  it.each<[string, string]>([
    ["https://example.com", "https://example.com/"],
    ["http://example.com/docs/a.pdf?x=1#y", "http://example.com/docs/a.pdf?x=1#y"],
    ["  https://example.com/path  ", "https://example.com/path"],
    ["HTTPS://EXAMPLE.com/A", "https://example.com/A"],
    ["https://files.example.com/my file.pdf", "https://files.example.com/my%20file.pdf"],
  ])("accepts %j", (raw, href) => {
    expect(safeHttpUrl(raw)).toBe(href);
  });

  it.each<string | null | undefined>([
    null,
    undefined,
    "",
    "   ",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\rscript:alert(1)",
    "\u0000javascript:alert(1)",
    "\u200bjavascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/a",
    "blob:https://example.com/uuid",
    "/relative/path",
    "relative.pdf",
    "//evil.example.com/x",
    "https://exa\tmple.com",
    "https://example.com/\u0000",
    "https://",
    "http:",
    "mailto:a@b.dev",
  ])("rejects %j", (raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
  });

  it("only ever returns http(s) hrefs (property)", () => {
    const tricky = fc.constantFrom("javascript:", "data:", "vbscript:", "file:", "http://", "https://", "//", " ", "\t", "\n", "java\tscript:");
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.tuple(tricky, fc.string()).map(([a, b]) => a + b), fc.webUrl()), (raw) => {
        const href = safeHttpUrl(raw);
        if (href !== null) expect(new URL(href).protocol).toMatch(/^https?:$/);
      }),
    );
  });
  it("accepts generated web URLs", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (raw) => {
        expect(safeHttpUrl(raw)).toBe(new URL(raw).href);
      }),
    );
  });
});

describe("openExternal", () => {
  afterEach(() => vi.restoreAllMocks());
  it("opens safe URLs in a new tab without opener", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    expect(openExternal("https://example.com/kyc.pdf")).toBe(true);
    expect(open).toHaveBeenCalledWith("https://example.com/kyc.pdf", "_blank", "noopener,noreferrer");
  });
  it("refuses unsafe URLs without opening anything", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    expect(openExternal("javascript:alert(1)")).toBe(false);
    expect(openExternal(null)).toBe(false);
    expect(openExternal("/relative")).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
