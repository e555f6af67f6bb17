// A browser's User-Agent as a short phrase people recognise ("Chrome on Linux", "Safari on iPhone"):
// the Active sessions list and the sign-in alert (extension `sessions`). No dependency: a few tests
// in the order that matters (Edge and Opera also say "Chrome", Chrome also says "Safari", iOS
// browsers say "Mac OS X"). Shared by the server rules and the console.

export const UNKNOWN_BROWSER = "Unknown browser";

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function first(list: ReadonlyArray<readonly [RegExp, string]>, ua: string): string | null {
  for (const [pattern, name] of list) if (pattern.test(ua)) return name;
  return null;
}

/** "Chrome on Linux"; the browser alone when the system is not told; UNKNOWN_BROWSER when neither is. */
export function browserSummary(userAgent: string | null | undefined): string {
  const ua = typeof userAgent === "string" ? userAgent : "";
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${UNKNOWN_BROWSER} on ${system}`;
  return UNKNOWN_BROWSER;
}

/** The bell's text of a sign-in alert. */
export function signInAlertText(browser: string, address: string | null): string {
  return address ? `New sign-in from ${browser}, ${address}` : `New sign-in from ${browser}`;
}
