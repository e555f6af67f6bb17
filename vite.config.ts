import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { antdStandIns } from "./build/antd-stand-ins.ts";
import { antdBootStylesheets } from "./build/antd-boot-styles-plugin.ts";
import { codeSplitting } from "./build/chunk-groups.ts";
import { headPreload } from "./build/head-preload.ts";
import { BOOT_SCREENS } from "./src/theme/boot-styles.ts";
import { uncompressedPreview } from "./build/uncompressed-preview.ts";
import { withoutDemoServiceWorkers } from "./build/without-demo-service-workers.ts";
import { paydeskServer } from "./build/paydesk-server-plugin.ts";
import { BASE_SECURITY_HEADERS, metaContentSecurityPolicy, securityHeaders } from "./build/security-headers.ts";
import { demoBackendOn } from "./src/lib/extension-names.ts";

/**
 * The Content-Security-Policy as a meta tag in the production build, so any static host gets it
 * (build/security-headers.ts; `vite preview` also sends it as a header, with frame-ancestors).
 * The dev server is left alone (it injects inline HMR code).
 */
function contentSecurityPolicy(apiUrl: string | undefined): Plugin {
  const policy = metaContentSecurityPolicy(apiUrl);
  return {
    name: "paydesk-csp",
    apply: "build",
    transformIndexHtml: () => [{ tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: policy }, injectTo: "head-prepend" }],
  };
}

/**
 * `vite preview` caches /assets as docs/deploy.md tells a real host to (hashed names: a year,
 * immutable) instead of sirv's `no-cache`. With `no-cache`, the stylesheet the head script preloads
 * was now and then requested a second time (foundation.spec, 2 of 3 runs on the headless shell;
 * none in 6 runs and a CI run since): most likely Chromium revalidating a finished preload.
 */
function immutableAssets(): Plugin {
  return {
    name: "paydesk-immutable-assets",
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        next();
      });
    },
  };
}

/** An absolute path from one relative to this file. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  const bootStyles = antdBootStylesheets();
  return {
    plugins: [
      react(),
      contentSecurityPolicy(env.VITE_API_URL),
      immutableAssets(),
      ...(process.env.PAYDESK_PREVIEW_UNCOMPRESSED ? [uncompressedPreview()] : []),
      antdStandIns(),
      bootStyles,
      headPreload({ themeScript: here("public/theme-init.js"), chunks: ["routes", "shell"], screens: BOOT_SCREENS, userKey: "paydesk:user" /* providers/session-store USER_KEY */, bootStyles: () => bootStyles.urls }),
      ...(demoBackendOn(env) ? [] : [withoutDemoServiceWorkers()]),
      // `npm start` (vite --mode server): the PayDesk server answers /api inside the dev server.
      ...(mode === "server" ? [paydeskServer()] : []),
    ],
    // Lighter stand-ins for dependencies of dependencies (each file says why).
    resolve: {
      alias: [
        { find: "tldts", replacement: here("mocks/shims/tldts.ts") },
        { find: "side-channel", replacement: here("src/lib/shims/side-channel.cjs") },
        { find: "papaparse", replacement: here("src/lib/shims/papaparse.ts") },
        // Without the demo backend (VITE_MOCK_API=off) the app's two ways into it become stubs, so
        // neither msw nor the demo server's worker is built (and public/'s two service worker files
        // are taken out: withoutDemoServiceWorkers above).
        ...(demoBackendOn(env) ? [] : [{ find: /^(?:\.\.\/)+mocks\/(?:browser|worker-client)$/, replacement: here("mocks/off.ts") }]),
      ],
    },
    build: {
      target: "es2022",
      // No source maps in what is published: they would hand out the original source and comments.
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: { codeSplitting }, // see build/chunk-groups.ts
        // rc-field-form has no "sideEffects" field, so importing its FormProvider (every antd popup
        // does, through antd's form context) kept its whole index: Form, Field, List and
        // async-validator, ≈ 15 kB gzip on every page. Its modules only define components.
        treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]rc-field-form[\\/]/, sideEffects: false }] },
        // Two emitted files of one name: one overwrites the other in dist/, and a page may load the wrong one.
        onLog(level, log, handler) {
          if (log.code === "FILE_NAME_CONFLICT") throw new Error(log.message);
          handler(level, log);
        },
      },
    },
    // The demo backend's worker (mocks/worker.ts) as an ES module: the resource declarations it
    // reads name their screens by dynamic import, which stay separate files it never loads
    // (the default iife format would inline every screen into the worker). Its files are named
    // apart from the app's: a screen's stylesheet is the same file in both, and one emitted name
    // for two files fails the build (onLog above).
    worker: {
      format: "es",
      rolldownOptions: { output: { chunkFileNames: "assets/worker-[name]-[hash].js", assetFileNames: "assets/worker-[name]-[hash][extname]" } },
    },
    // The CSP only as a header of the built app: the dev server's HMR needs inline scripts.
    server: { headers: { ...BASE_SECURITY_HEADERS } },
    preview: { port: 4173, strictPort: true, headers: securityHeaders(env.VITE_API_URL) },
  };
});
