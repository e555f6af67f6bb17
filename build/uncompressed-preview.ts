import type { Plugin } from "vite";

/**
 * The e2e suite's server only (playwright.config.ts sets PAYDESK_PREVIEW_UNCOMPRESSED): answers are
 * sent as they are, not gzipped. Every test opens a fresh browser context with an empty cache, so
 * `vite preview` compressed each script again for each test, for a transfer over loopback. The
 * foundation and money specs (30 tests): 4.85 → 1.91 CPU-s in the server, of ≈ 120 CPU-s in all. The
 * bench keeps compression (Lighthouse measures transfer sizes as a host would send them).
 */
export function uncompressedPreview(): Plugin {
  return {
    name: "paydesk-uncompressed-preview",
    configurePreviewServer(server) {
      // Before vite's compression middleware, which compresses only what the request accepts.
      server.middlewares.use((req, _res, next) => {
        delete req.headers["accept-encoding"];
        next();
      });
    },
  };
}
