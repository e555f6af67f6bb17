// `npm start`: the PayDesk server inside Vite's dev server, on one origin (http://localhost:5173):
// the console with hot reload, `/api` and `/healthz` answered by the server's own app
// (server/start.ts) on the embedded database (PGlite in PAYDESK_DATA, default ./data) or on
// DATABASE_URL. Vite starts listening only once the database is open, migrated and seeded, so the
// console never opens on an API that does not answer yet.
import type { IncomingMessage } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Plugin, ViteDevServer } from "vite";
import type { Started, StartOptions } from "../server/start";
import { withDemoHint } from "../server/app/demo-hint.ts";
import { lockDataDir } from "../server/data-lock.ts";
import { secretKeyFromEnv } from "../server/config.ts";

function isServerPath(url: string | undefined): boolean {
  const path = (url ?? "").split("?")[0];
  return path === "/healthz" || path === "/api" || path.startsWith("/api/");
}

export function paydeskServer(env: NodeJS.ProcessEnv = process.env): Plugin {
  let started: Started | null = null;
  return {
    name: "paydesk-server",
    apply: "serve",
    async configureServer(server: ViteDevServer) {
      const log = (message: string) => server.config.logger.info(`[paydesk] ${message}`, { timestamp: true });
      const { startRetentionJob, startServer } = (await server.ssrLoadModule("/server/start.ts")) as typeof import("../server/start");
      const seed = (env.PAYDESK_SEED ?? "demo").trim().toLowerCase();
      const options: StartOptions = {
        url: env.DATABASE_URL || undefined,
        dataDir: env.PAYDESK_DATA || "./data",
        seed: seed === "large" ? "large" : seed === "none" ? null : "demo",
        secretKey: secretKeyFromEnv(env),
        log,
      };
      // One process per PGlite folder (server/data-lock.ts): not npm start and npm run paydesk at once.
      const release = options.url ? () => {} : lockDataDir(options.dataDir!);
      started = await startServer(options);
      // Extension `organisation`: transactions older than the organisation's retention, now and daily.
      const stopRetention = startRetentionJob(started.store, log);
      const app = started.app;
      const listener = getRequestListener((request, bindings) =>
        app.fetch(request, { address: (bindings.incoming as IncomingMessage).socket?.remoteAddress ?? "unknown" }),
      );
      server.middlewares.use((req, res, next) => (isServerPath(req.url) ? void listener(req, res) : next()));
      server.httpServer?.once("close", () => {
        stopRetention();
        void started?.close().finally(release);
      });
      log(`the API answers (${started.kind === "postgres" ? "PostgreSQL" : "PGlite"})${started.demoPassword ? `; demo accounts' password: ${started.demoPassword}` : ""}`);
    },
    transformIndexHtml(html) {
      return withDemoHint(html, started?.demoPassword ?? null);
    },
  };
}
