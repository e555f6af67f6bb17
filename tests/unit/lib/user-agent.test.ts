// The User-Agent summary of Active sessions and sign-in alerts (src/lib/user-agent.ts), and the rule
// that decides a sign-in alert (server/rules/sign-in-alerts.ts shouldAlert).
import { describe, expect, it } from "vitest";
import { UNKNOWN_BROWSER, browserSummary, signInAlertText } from "../../../src/lib/user-agent";
import { shouldAlert } from "../../../server/rules/sign-in-alerts";

const CASES: Array<[string, string]> = [
  ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
  ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36", "Chrome on Linux"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70", "Edge on Windows"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on macOS"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0", "Opera on macOS"],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "Safari on iPhone"],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1", "Chrome on iPhone"],
  ["Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15", "Firefox on iPad"],
  ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36", "Chrome on Android"],
  ["Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36", "Samsung Internet on Android"],
  ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on ChromeOS"],
  ["curl/8.5.0", "curl"],
  ["Mozilla/5.0 (X11; Linux x86_64)", `${UNKNOWN_BROWSER} on Linux`],
];

describe("browserSummary", () => {
  it.each(CASES)("%s → %s", (ua, expected) => {
    expect(browserSummary(ua)).toBe(expected);
  });

  it("says Unknown browser for nothing, an empty or an unheard-of User-Agent", () => {
    expect(browserSummary(null)).toBe("Unknown browser");
    expect(browserSummary(undefined)).toBe("Unknown browser");
    expect(browserSummary("")).toBe("Unknown browser");
    expect(browserSummary("SomethingElse/1.0")).toBe("Unknown browser");
  });
});

describe("the sign-in alert", () => {
  it("reads as the bell shows it", () => {
    expect(signInAlertText("Chrome on Linux", "10.0.0.4")).toBe("New sign-in from Chrome on Linux, 10.0.0.4");
    expect(signInAlertText("Chrome on Linux", null)).toBe("New sign-in from Chrome on Linux");
  });

  it("alerts only for a browser not seen before, when another is known and login alerts are on (absent: on)", () => {
    expect(shouldAlert(false, 1, { loginAlerts: true })).toBe(true);
    expect(shouldAlert(false, 3, {})).toBe(true);
    expect(shouldAlert(true, 3, { loginAlerts: true })).toBe(false);
    expect(shouldAlert(false, 0, { loginAlerts: true })).toBe(false);
    expect(shouldAlert(false, 2, { loginAlerts: false })).toBe(false);
  });
});
