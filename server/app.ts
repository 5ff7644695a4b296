import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import { retentionSweepJob } from "#app/modules/privacy/retention.server.ts";
import { closeDb } from "#app/server/db.server.ts";
import { startJobs, stopJobs } from "#app/server/jobs.server.ts";
import { logger, requestLogContext } from "#app/server/logger.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { rejectCrossOriginWrites } from "./origin-check.ts";
import { guardRequestBodies } from "./request-body-guard.ts";
import { sharedHtml } from "./shared-html.ts";

type Locals = { nonce: string; requestId: string };

/**
 * The request pipeline bundled with the routes: request id, per-request CSP nonce, security headers,
 * a structured access log, then React Router. Static files and listening live in server/main.ts.
 */
export const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY === "true") app.set("trust proxy", true);

app.use((req, res, next) => {
  const incoming = req.get("x-request-id");
  const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  const locals = res.locals as Locals;
  locals.requestId = requestId;
  locals.nonce = randomBytes(16).toString("base64");
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      { requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
      "request",
    );
  });
  requestLogContext.run({ requestId }, next);
});

app.use(guardRequestBodies);

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy((_req: IncomingMessage, res: ServerResponse) => {
        return `'nonce-${(res as unknown as { locals: Locals }).locals.nonce}'`;
      }),
    },
    crossOriginEmbedderPolicy: false,
    // Lets the OpenStreetMap frame and shared links work while still hiding full URLs cross-origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);

app.use(rejectCrossOriginWrites);

const serverBuild = () => import("virtual:react-router/server-build");
app.use(sharedHtml(async () => (await serverBuild()).assets.version));

app.all(
  "/{*splat}",
  createRequestHandler({
    build: serverBuild,
    getLoadContext(req, res) {
      const locals = res.locals as Locals;
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        requestId: locals.requestId,
        nonce: locals.nonce,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      });
      return context;
    },
  }),
);

/** The scheduled background jobs (the retention sweep), started once the server listens. */
export async function startBackgroundJobs(): Promise<void> {
  await startJobs([retentionSweepJob]);
}

/** Graceful shutdown: jobs finish or are handed back, then the database pool closes. */
export async function closeResources(): Promise<void> {
  await stopJobs();
  await closeDb();
}
