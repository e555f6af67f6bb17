import { describe, expect, it } from "vitest";
import { getDomain as real } from "tldts";
import { getDomain as shim } from "../../../mocks/shims/tldts";

describe("tldts stand-in for the browser demo backend", () => {
  it.each(["127.0.0.1", "localhost", "paydesk.dev", "app.paydesk.dev", "a.b.example.com", "example.com.", "[::1]", ""])(
    "agrees with tldts for %s",
    (host) => {
      expect(shim(host)).toBe(real(host, { allowIcannDomains: true, allowPrivateDomains: true }));
    },
  );
});
