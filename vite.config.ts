import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { antdStandIns } from "./build/antd-stand-ins.ts";
import { codeSplitting } from "./build/chunk-groups.ts";
import { headPreload } from "./build/head-preload.ts";

/**
 * Content-Security-Policy for the production build (a meta tag, so `vite preview` and any
 * static host get it). Only what the app needs: its own scripts (the msw worker included),
 * antd's runtime styles, data: images (QR codes), and the API origin when VITE_API_URL is set.
 * No 'unsafe-eval', no inline scripts. The dev server is left alone (it injects inline HMR code).
 */
function contentSecurityPolicy(apiUrl: string | undefined): Plugin {
  let connect = "'self'";
  if (apiUrl) {
    try {
      connect += ` ${new URL(apiUrl).origin}`;
    } catch {
      /* a relative VITE_API_URL is same-origin */
    }
  }
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
  return {
    name: "paydesk-csp",
    apply: "build",
    transformIndexHtml: () => [{ tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: policy }, injectTo: "head-prepend" }],
  };
}

/** An absolute path from one relative to this file. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  return {
    plugins: [
      react(),
      contentSecurityPolicy(env.VITE_API_URL),
      antdStandIns(),
      headPreload({ themeScript: here("public/theme-init.js"), chunks: ["routes", "shell"], userKey: "paydesk:user" /* providers/session-store USER_KEY */ }),
    ],
    // Lighter stand-ins for dependencies of dependencies (each file says why).
    resolve: {
      alias: {
        tldts: here("mocks/shims/tldts.ts"),
        "side-channel": here("src/lib/shims/side-channel.cjs"),
        papaparse: here("src/lib/shims/papaparse.ts"),
      },
    },
    build: {
      target: "es2022",
      sourcemap: true,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: { codeSplitting }, // see build/chunk-groups.ts
        // rc-field-form has no "sideEffects" field, so importing its FormProvider (every antd popup
        // does, through antd's form context) kept its whole index: Form, Field, List and
        // async-validator, ≈ 15 kB gzip on every page. Its modules only define components.
        treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]rc-field-form[\\/]/, sideEffects: false }] },
      },
    },
    preview: { port: 4173, strictPort: true },
  };
});
