import cluster from "node:cluster";
import type { ListenOptions } from "node:net";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express, { type Express } from "express";
import { SLOW_CLIENT_MS } from "./slow-clients.ts";
import type { ServeStoredBytes } from "./stored-bytes/index.ts";

type AppModule = {
  app: Express;
  serveStoredBytes: ServeStoredBytes;
  startBackgroundJobs: () => void;
  warmUpPublicReads: () => Promise<void>;
  stopBackgroundJobs: () => Promise<void>;
  closeResources: () => Promise<void>;
};

/**
 * Compression of what is drawn per request (pages for a signed-in visitor, forms, anything the page cache does not
 * keep). Level 4: most of the size saving of the default 6 at a fraction of its CPU per response. Brotli's window
 * is 256 KB rather than its default 4 MB: a page (about 100 KB) fits in it, so its bytes are the same and only a
 * large export compresses a little less, but each response's encoder (native memory, outside the V8 heap, made
 * and freed per response) is much smaller, and so is what malloc keeps of them under load (docs/decisions/015).
 */
const PER_RESPONSE_COMPRESSION = { level: 4, brotli: { params: { [zlib.BROTLI_PARAM_LGWIN]: 18 } } };

/** How long requests in flight may take to finish once a stop begins; then their connections are cut. */
const DRAIN_GRACE_MS = 10_000;

export type HttpServer = { url: string; close: () => Promise<void> };

const root = path.resolve(import.meta.dirname, "..");

/**
 * Serves the built app (or, with dev, Vite's middleware and live modules): stored bytes first (the build's files,
 * anonymous page views kept in the page cache, the games' boards), before any framework; then compression and
 * the bundled request pipeline, where the same function answers what needs the pipeline first
 * (server/stored-bytes).
 */
export async function startHttpServer(options: { port: number; host?: string; dev?: boolean }): Promise<HttpServer> {
  const outer = express();
  outer.disable("x-powered-by");

  let appModule: () => Promise<AppModule>;
  // The first pass of stored bytes, before any framework: the one the pipeline mounts too (none in development).
  let serveStoredBytes: ServeStoredBytes = (_req, _res, next) => next();
  if (options.dev) {
    appModule = await viteAppModule(outer);
  } else {
    const buildFile = path.join(root, "build/server/index.js");
    const loaded = (await import(buildFile)) as AppModule;
    appModule = async () => loaded;
    serveStoredBytes = loaded.serveStoredBytes;
    outer.use(compression(PER_RESPONSE_COMPRESSION));
  }
  outer.use(async (req, res, next) => {
    try {
      (await appModule()).app(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  const server: Server = createServer(
    {
      // Keep-alive a little above common proxy idle timeouts.
      keepAliveTimeout: 65_000,
      // Slow clients: headers within SLOW_CLIENT_MS (408, closed), checked every second rather than Node's
      // default 30 s, so the bound is what it says; a body's pace is the request-body guard's.
      headersTimeout: SLOW_CLIENT_MS,
      connectionsCheckingInterval: 1000,
      requestTimeout: 5 * 60_000,
    },
    (req, res) => serveStoredBytes(req, res, () => outer(req, res)),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenOptions(options), () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const started = await appModule();
  started.startBackgroundJobs();
  void started.warmUpPublicReads();

  return {
    url: `http://localhost:${port}`,
    /**
     * Stops accepting, lets the requests in flight finish (idle keep-alive connections are closed at once, and
     * any still open after the grace period are cut), while the background jobs finish or hand back their work;
     * then closes the pools and flushes the log.
     */
    async close() {
      const module = await appModule();
      const drained = new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), DRAIN_GRACE_MS).unref();
      });
      await Promise.all([drained, module.stopBackgroundJobs()]);
      await module.closeResources();
    },
  };
}

/**
 * Where to listen. The workers of a cluster on Linux each open the port themselves (SO_REUSEPORT) and the
 * kernel shares the connections out: the start process then hands out nothing, so nothing stalls if it does.
 * Elsewhere the cluster's own sharing is used.
 */
function listenOptions(options: { port: number; host?: string }): ListenOptions {
  const own = cluster.isWorker && process.platform === "linux";
  return { port: options.port, host: options.host ?? "0.0.0.0", reusePort: own, exclusive: own };
}

/** Development: Vite's middleware and the pipeline as live modules, reloaded on change; no page cache. */
async function viteAppModule(outer: Express): Promise<() => Promise<AppModule>> {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, root });
  outer.use(compression(PER_RESPONSE_COMPRESSION));
  outer.use(devServer.middlewares);
  return async () => (await devServer.ssrLoadModule("./server/app.ts")) as AppModule;
}
