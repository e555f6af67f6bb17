// Guards on the source itself: no HTML injection sinks, no eval, no window.open outside the
// one safe helper, and every target=_blank link carries rel="noopener noreferrer".
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["src", "resources", "providers"];
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|jsx?)$/.test(name) ? [p] : [];
  });
}
const sources = ROOTS.flatMap(files).map((path) => ({ path, text: readFileSync(path, "utf8") }));

describe("security rules in the source", () => {
  it("never renders a string as HTML", () => {
    const hits = sources.filter((s) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(s.text));
    expect(hits.map((h) => h.path)).toEqual([]);
  });

  it("never evaluates strings as code", () => {
    const hits = sources.filter((s) => /\beval\(|new Function\(/.test(s.text));
    expect(hits.map((h) => h.path)).toEqual([]);
  });

  it("opens windows only through openExternal (http/https only, noopener)", () => {
    const hits = sources.filter((s) => /window\.open\(/.test(s.text) && !s.path.endsWith(join("lib", "url.ts")));
    expect(hits.map((h) => h.path)).toEqual([]);
  });

  it('every target="_blank" carries rel="noopener noreferrer"', () => {
    const bad: string[] = [];
    for (const s of sources) {
      for (const m of s.text.matchAll(/<[^>]*target=["{]+_blank[^>]*>/g)) {
        if (!/rel=["{]+noopener noreferrer/.test(m[0])) bad.push(`${s.path}: ${m[0].slice(0, 80)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("never logs with console.log (secrets must not reach the console)", () => {
    // The developer portal's SDK samples are text shown to readers, not code that runs.
    const hits = sources.filter((s) => /console\.(log|info|debug)\(/.test(s.text) && !s.path.includes(join("pages", "developer")));
    expect(hits.map((h) => h.path)).toEqual([]);
  });
});
