import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { RouterContextProvider } from "react-router";
import { accountMailWorker } from "#app/modules/accounts/account-mail.server.ts";
import { leadAlertWorker, staffAlertWorker } from "#app/modules/leads/alerts.server.ts";
import { newsletterMailWorker } from "#app/modules/leads/newsletter.server.ts";
import { assignmentMailWorker } from "#app/modules/leads/assignment-mail.server.ts";
import { retentionSweepJob } from "#app/modules/privacy/retention.server.ts";
import { boardNamesReviewJob } from "#app/modules/games/names.server.ts";
import { trialSessionsJob } from "#app/modules/trials/sessions.server.ts";
import { trialRemindersJob } from "#app/modules/trials/reminders.server.ts";
import { seatOfferWorker } from "#app/modules/trials/waitlist.server.ts";
import { bookingChangeMailWorker } from "#app/modules/trials/booking-change-mail.server.ts";
import { startChangeFeed, stopChangeFeed } from "#app/server/change-feed.server.ts";
import { clientAddress } from "#app/server/client-address.ts";
import { closeDb } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { inlineCriticalCssFrom } from "#app/server/critical-css.server.ts";
import { prepareJobSender, startJobs, stopJobSender, stopJobs } from "#app/server/jobs.server.ts";
import { logger, reasonOf, requestLogContext } from "#app/server/logger.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { contentSecurityPolicyHeader } from "./csp.ts";
import { rememberLeadSource } from "./lead-source-cookie.ts";
import { giveFormToken } from "./form-token-cookie.ts";
import { morningMailsJob } from "#app/modules/leads/morning-mails.server.ts";
import { rejectCrossOriginWrites, withSiteAsActionOrigin } from "./origin-check.ts";
import { guardRequestBodies } from "./request-body-guard.ts";
import { storedBytes } from "./stored-bytes/index.ts";

type Locals = { nonce: string | undefined; requestId: string };

const strictPolicy = contentSecurityPolicyHeader();

// Versions of what public pages show, kept in memory and updated by Postgres's announcements.
startChangeFeed();
// The built client sits beside this bundle (build/server → build/client).
const clientDir = process.env.NODE_ENV === "development" ? null : path.resolve(import.meta.dirname, "../client");
if (clientDir) inlineCriticalCssFrom(clientDir);

/**
 * Stored bytes (files, kept pages, boards): the one function that answers them, called by server/main.ts before
 * any framework and mounted again below, in the pipeline, for what needs it (server/stored-bytes).
 */
export const serveStoredBytes = storedBytes(clientDir);

/**
 * The request pipeline bundled with the routes: request id, security headers and the CSP (with a nonce only
 * for a page that asks for one), a structured access log, stored bytes' second pass, then React Router. The first
 * pass, before any framework, and listening live in server/main.ts.
 */
export const app = express();
app.disable("x-powered-by");
// Which proxies may say whose request this is (TRUST_PROXY): the client's address is decided by clientAddress;
// Express is told the number of hops so that the request's protocol is the one the visitor used.
const trustProxy = env().TRUST_PROXY;
if (trustProxy.kind !== "none") app.set("trust proxy", trustProxy.kind === "hops" ? trustProxy.hops : 1);

app.use((req, res, next) => {
  const incoming = req.get("x-request-id");
  const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  const locals = res.locals as Locals;
  locals.requestId = requestId;
  locals.nonce = undefined;
  res.setHeader("X-Request-Id", requestId);
  onHeaders(res, () => {
    // A response with a policy of its own (a stored file's "sandbox") keeps it; every other gets the page policy.
    if (!res.hasHeader("Content-Security-Policy")) {
      res.setHeader("Content-Security-Policy", locals.nonce ? contentSecurityPolicyHeader(locals.nonce) : strictPolicy);
    }
    // helmet sets nosniff on every response; a route that says so too must not send the header twice.
    if (Array.isArray(res.getHeader("X-Content-Type-Options"))) res.setHeader("X-Content-Type-Options", "nosniff");
  });
  const started = process.hrtime.bigint();
  // One line per request, also for one cut off before its answer was complete (the client went, or a stop's
  // grace ran out), which `finish` never reports.
  res.on("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      requestId,
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    };
    if (res.writableFinished) logger.info(line, "request");
    else logger.warn({ ...line, cutOff: true }, "request cut off before its answer was complete");
  });
  requestLogContext.run({ requestId }, next);
});

app.use(guardRequestBodies);
app.use(rememberLeadSource);
app.use(giveFormToken);

app.use(
  helmet({
    // Set above, once the page has said whether it needs a nonce.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Lets the OpenStreetMap frame and shared links work while still hiding full URLs cross-origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);

app.use(rejectCrossOriginWrites);

const serverBuild = () => import("virtual:react-router/server-build");
app.use(serveStoredBytes);

app.all(
  "/{*splat}",
  createRequestHandler({
    // Given a function, React Router rebuilds its route tables on every request (so that development can swap
    // modules); production hands it the build once.
    build:
      process.env.NODE_ENV === "development"
        ? async () => withSiteAsActionOrigin(await serverBuild(), process.env.SITE_URL)
        : withSiteAsActionOrigin(await serverBuild(), process.env.SITE_URL),
    getLoadContext(req, res) {
      const locals = res.locals as Locals;
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        requestId: locals.requestId,
        clientIp: clientAddress(
          { socketAddress: req.socket.remoteAddress, header: (name) => req.get(name) },
          trustProxy,
        ),
        scriptNonce: () => (locals.nonce ??= randomBytes(16).toString("base64")),
      });
      return context;
    },
  }),
);

export { warmUpPublicReads } from "#app/modules/site/warm-up.server.ts";

const queueWorkers = [
  leadAlertWorker,
  staffAlertWorker,
  accountMailWorker,
  assignmentMailWorker,
  newsletterMailWorker,
  bookingChangeMailWorker,
  seatOfferWorker,
];

const jobsAbort = new AbortController();
let jobsStarting: Promise<void> = Promise.resolve();

/**
 * The background jobs (the retention sweep, the inbox's morning mails, the board names' review, lead alerts,
 * account mail, the mails after a parent changes a trial class), started once the server listens. A database
 * that is down at that moment does not stop the pages: the start is tried again, 1 s later and then up to every
 * 30 s, until it works or the process stops.
 */
export function startBackgroundJobs(): void {
  jobsStarting = (async () => {
    for (let delay = 1_000; !jobsAbort.signal.aborted; delay = Math.min(delay * 2, 30_000)) {
      try {
        await startJobs(
          [retentionSweepJob, morningMailsJob, boardNamesReviewJob, trialSessionsJob, trialRemindersJob],
          queueWorkers,
        );
        await prepareJobSender(queueWorkers.map((worker) => worker.queue));
        // Trial classes four weeks ahead from the first minute, not only from the next night (idempotent, so
        // several instances starting at once make each session once).
        await trialSessionsJob.run();
        return;
      } catch (error) {
        logger.warn({ reason: reasonOf(error) }, `background jobs could not start; trying again in ${delay / 1000} s`);
        await sleep(delay, undefined, { signal: jobsAbort.signal }).catch(() => undefined);
      }
    }
  })();
}

/** Jobs running now finish, or are handed back to be retried, within the jobs' grace period. */
export async function stopBackgroundJobs(): Promise<void> {
  jobsAbort.abort();
  await jobsStarting;
  await stopJobs();
}

/** The last of a stop, once requests and jobs are done: the change feed, the pools, then the log is flushed. */
export async function closeResources(): Promise<void> {
  await stopJobSender();
  await stopChangeFeed();
  await closeDb();
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
}
