// build/uncompressed-preview.ts: the e2e suite's `vite preview` sends scripts as they are, even to a
// browser that accepts gzip; without the plugin, vite compresses them.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { preview, type Plugin } from "vite";
import { uncompressedPreview } from "../../../build/uncompressed-preview";

const dist = mkdtempSync(join(tmpdir(), "paydesk-preview-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>t</title>");
writeFileSync(join(dist, "assets", "app.js"), `export const text = ${JSON.stringify("x".repeat(5000))};\n`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The Content-Encoding of /assets/app.js from a preview server with these plugins, asked with gzip accepted. */
async function encodingWith(plugins: Plugin[]): Promise<string | null> {
  const server = await preview({
    configFile: false,
    logLevel: "silent",
    plugins,
    build: { outDir: dist },
    preview: { port: 0, host: "127.0.0.1" },
  });
  try {
    const res = await fetch(new URL("/assets/app.js", server.resolvedUrls!.local[0]), { headers: { "Accept-Encoding": "gzip" } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    return res.headers.get("content-encoding");
  } finally {
    await server.close();
  }
}

describe("uncompressedPreview", () => {
  it("vite preview gzips a script by default", async () => {
    expect(await encodingWith([])).toBe("gzip");
  });
  it("with the plugin, the same script goes out uncompressed", async () => {
    expect(await encodingWith([uncompressedPreview()])).toBeNull();
  });
});
