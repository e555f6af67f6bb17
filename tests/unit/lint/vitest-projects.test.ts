// Files that share modules (vitest.config.ts, isolate: false) must not replace one with vi.mock: a module
// another file loaded first would stay real, and the test would pass or fail by file order.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OWN_MODULES } from "../../../vitest.config";

const root = path.resolve(import.meta.dirname, "../../..");

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(rel);
    return /\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe("vitest projects", () => {
  it("every test file that calls vi.mock runs with modules of its own", () => {
    const mocking = [...testFiles("tests/unit"), ...testFiles("tests/integration")].filter((file) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !OWN_MODULES.includes(file))).toEqual([]);
  });
});
