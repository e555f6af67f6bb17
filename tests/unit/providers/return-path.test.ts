import { describe, expect, it } from "vitest";
import { safeReturnPath } from "../../../providers/auth-provider";

// What the sign-in page reads from `?to=` (URLSearchParams has decoded one level already).
const fromQuery = (raw: string) => new URLSearchParams(`to=${raw}`).get("to");

describe("sign-in return path (?to=)", () => {
  it("keeps same-origin paths, with their query and hash, normalised", () => {
    expect(safeReturnPath("/wallets?q=1")).toBe("/wallets?q=1");
    expect(safeReturnPath("/onboarding?tab=kyc#top")).toBe("/onboarding?tab=kyc#top");
    expect(safeReturnPath(fromQuery("%2Fadmin%3Ftab%3Dapi-keys"))).toBe("/admin?tab=api-keys");
    expect(safeReturnPath("/a/../transactions")).toBe("/transactions");
    expect(safeReturnPath("/transactions?q=100%")).toBe("/transactions?q=100%");
    expect(safeReturnPath("/")).toBe("/");
  });

  const hostile: Array<[string, string | null]> = [
    ["tab", fromQuery("/%09/evil.example")],
    ["newline", fromQuery("/%0A/evil.example")],
    ["carriage return", fromQuery("/%0D/evil.example")],
    ["NUL", fromQuery("/%00/evil.example")],
    ["DEL", fromQuery("/%7F/evil.example")],
    ["C1 control", "/\u0085/evil.example"],
    ["tab inside the path", "/wallets\t/x"],
    ["double-encoded tab", fromQuery("/%2509/evil.example")],
    ["double-encoded newline", fromQuery("%2F%250A%2Fevil.example")],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative, encoded", fromQuery("%2F%2Fevil.example")],
    ["encoded second slash", "/%2Fevil.example"],
    ["backslash", "/\\evil.example"],
    ["backslash, encoded", "/%5Cevil.example"],
    ["backslash later", "/wallets/..\\..\\/evil.example"],
    ["dot segments to //", "/a/..//evil.example"],
    ["https:", "https://evil.example"],
    ["https: without slashes", "https:evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: encoded", fromQuery("javascript%3Aalert(1)")],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["relative", "wallets"],
    ["empty", ""],
    ["null", null],
    ["sign-in itself", "/login?to=/x"],
    ["sign-in itself, bare", "/login"],
  ];
  it.each(hostile)("refuses %s", (_name, to) => {
    expect(safeReturnPath(to)).toBeNull();
  });

  it("whatever it returns, the browser resolves on this origin to that same path", () => {
    for (const [, to] of hostile) {
      const path = safeReturnPath(to);
      if (path) expect(new URL(path, "https://console.example").origin).toBe("https://console.example");
    }
  });
});
