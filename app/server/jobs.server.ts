import { sql } from "drizzle-orm";
import { fromDrizzle, PgBoss, type Db } from "pg-boss";
import type pg from "pg";
import { dbPool, type Transaction } from "./db.server.ts";
import { env } from "./env.server.ts";
import { isDatabaseUnavailable } from "./db-errors.server.ts";
import { logger, reasonOf } from "./logger.server.ts";

/** A piece of work that runs on a cron schedule on one app instance at a time. */
export type ScheduledJob = {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  /** Five-field cron expression, read in India's time zone. */
  cron: string;
  run: () => Promise<void>;
};

/**
 * A queue of work a request hands over to run in the background (an e-mail, say), retried with exponential
 * backoff while it fails. The definition is shared by the code that enqueues and the worker.
 */
export type JobQueue = {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  /** Tries after the first, and the first and longest waits between them. */
  retry: { limit: number; delaySeconds: number; maxDelaySeconds: number };
  /**
   * At most one job of the queue starts in each slot of this many seconds: the first enqueued in a slot runs at
   * once, any more in it become one job at the start of the next slot (pg-boss's debounce), so a burst of
   * enqueues is one run a slot. For work that handles everything waiting when it runs (a batched alert).
   */
  throttleSeconds?: number;
};

/** The worker of a queue: runs once per job; throwing hands the job back to be tried again later. */
export type QueueWorker = { queue: JobQueue; run: (data: unknown) => Promise<void> };

export type { Transaction };

export type JobRunner = {
  /** Queues one run now (at most one can wait or run at a time); resolves with the job id, or null if one already waits. */
  runNow: (name: string) => Promise<string | null>;
  stop: () => Promise<void>;
};

const TIME_ZONE = "Asia/Kolkata";

/**
 * pg-boss on the process's one pool (docs/decisions/024), not a pool of its own: its statements are few and
 * short, and share the app's connections and statement_timeout. pg-boss never ends a pool it is handed;
 * `closeDb` does, after the jobs have stopped.
 */
function onPool(pool: pg.Pool): Db {
  return {
    executeSql: (text, values) => pool.query(text, values),
    poolCounts: () => ({
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** Kept on globalThis so a dev reload does not start a second scheduler in the same process. */
const holder = globalThis as typeof globalThis & { __jobRunner?: JobRunner };

/**
 * This process's background jobs, started once (a second call returns the same runner).
 */
export async function startJobs(
  jobs: readonly ScheduledJob[],
  workers: readonly QueueWorker[] = [],
): Promise<JobRunner> {
  holder.__jobRunner ??= await createJobRunner(jobs, { workers });
  return holder.__jobRunner;
}

/** Stops this process's jobs, if started; part of the graceful shutdown. */
export async function stopJobs(): Promise<void> {
  const runner = holder.__jobRunner;
  holder.__jobRunner = undefined;
  await runner?.stop();
}

/**
 * Background jobs on pg-boss, in the app's own PostgreSQL (schema `pgboss`). Every instance starts it;
 * pg-boss files each cron occurrence under one key, so several instances create one job, and a job is
 * claimed by one worker (SKIP LOCKED). Each queue is `exclusive`: one run waits or runs at a time.
 * An occurrence missed while every instance was down runs once when one comes back.
 */
export async function createJobRunner(
  jobs: readonly ScheduledJob[],
  options: { databaseUrl?: string; pollingIntervalSeconds?: number; workers?: readonly QueueWorker[] } = {},
): Promise<JobRunner> {
  const boss = new PgBoss(
    options.databaseUrl
      ? { connectionString: options.databaseUrl, application_name: "skillsprouts-jobs", max: 3 }
      : { db: onPool(dbPool()) },
  );
  let stopping = false;
  // Without a listener an error event (a database outage, say) would end the process. While stopping,
  // pg-boss cancels its own unfinished maintenance (index builds on a new database) and reports that too.
  boss.on("error", (error: unknown) => {
    if (stopping) logger.warn({ err: error }, "background jobs: interrupted while stopping");
    else if (isDatabaseUnavailable(error))
      logger.warn({ reason: reasonOf(error) }, "background jobs: database unreachable");
    else logger.error({ err: error }, "background jobs: error");
  });
  try {
    await boss.start();
    await registerWork(boss, jobs, options);
  } catch (error) {
    // A start that failed half-way (the database went away) leaves nothing running behind it.
    await boss.stop({ graceful: false, timeout: 1_000 }).catch(() => undefined);
    throw error;
  }

  return {
    runNow: (name) => boss.send(name, null),
    // Waits for a running job to finish (up to the timeout); one still running then is failed, so that it is
    // retried soon by this or another instance rather than left active until it expires. Then the pool closes.
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, timeout: JOB_STOP_GRACE_MS });
    },
  };
}

/** A job still running this long after the stop began is handed back: within the platform's stop deadline. */
const JOB_STOP_GRACE_MS = 8_000;

async function registerWork(
  boss: PgBoss,
  jobs: readonly ScheduledJob[],
  options: { pollingIntervalSeconds?: number; workers?: readonly QueueWorker[] },
) {
  for (const job of jobs) {
    await boss.createQueue(job.name, { policy: "exclusive", retryLimit: 3, retryDelay: 300, retryBackoff: true });
    await boss.schedule(job.name, job.cron, null, { tz: TIME_ZONE, missed: "once" });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60 }, async () => {
      const started = Date.now();
      try {
        await job.run();
        logger.info({ job: job.name, ms: Date.now() - started }, "background job done");
      } catch (error) {
        logger.error({ err: error, job: job.name }, "background job failed; it will be retried");
        throw error;
      }
    });
  }

  for (const worker of options.workers ?? []) {
    await createJobQueue(boss, worker.queue);
    await boss.work(
      worker.queue.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        try {
          await worker.run(job.data);
        } catch (error) {
          logger.warn({ err: error, job: worker.queue.name, id: job.id }, "queued job failed; it will be retried");
          throw error;
        }
      },
    );
  }
}

const QUEUED_JOB_EXPIRY_SECONDS = 120;

function createJobQueue(boss: PgBoss, queue: JobQueue): Promise<void> {
  return boss.createQueue(queue.name, {
    retryLimit: queue.retry.limit,
    retryDelay: queue.retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: queue.retry.maxDelaySeconds,
    // A job whose instance died mid-run (killed, not stopped) is tried again after this, not after pg-boss's
    // default quarter of an hour; a mail is sent in seconds, and the mail connection gives up well before.
    expireInSeconds: QUEUED_JOB_EXPIRY_SECONDS,
    // Kept a week once done or failed for good, to look into.
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  });
}

/** Kept on globalThis like the runner: the process's one connection for enqueueing, started on first use. */
const senderHolder = globalThis as typeof globalThis & { __jobSender?: Promise<PgBoss>; __jobQueues?: Set<string> };

/**
 * Enqueues a job inside the caller's transaction: its row is written by the transaction's own connection, so it
 * exists exactly when the transaction commits (a rolled-back write leaves no job) and the caller never waits for
 * the work itself.
 */
export async function enqueueInTransaction(tx: Transaction, queue: JobQueue, data: object): Promise<void> {
  const boss = await senderFor(queue);
  await boss.send(queue.name, data, { db: fromDrizzle(tx, sql), ...throttleOf(queue) });
}

/**
 * Enqueues a job on its own, outside any transaction: for a throttled queue (`throttleSeconds`), whose one job a
 * slot would make every transaction that enqueues it wait for the others (they all write the same slot's row).
 */
export async function enqueue(queue: JobQueue, data: object): Promise<void> {
  const boss = await senderFor(queue);
  await boss.send(queue.name, data, throttleOf(queue));
}

const throttleOf = (queue: JobQueue) =>
  queue.throttleSeconds
    ? { singletonKey: queue.name, singletonSeconds: queue.throttleSeconds, singletonNextSlot: true }
    : {};

/**
 * Starts the process's sender and makes its queues, as the process starts: otherwise the first request that
 * enqueues pays for both inside its transaction, holding its rows locked while pg-boss connects.
 */
export async function prepareJobSender(queues: JobQueue[]): Promise<void> {
  for (const queue of queues) await senderFor(queue);
}

/** The sender, with the queue made once per process. */
async function senderFor(queue: JobQueue): Promise<PgBoss> {
  const boss = await jobSender();
  const queues = (senderHolder.__jobQueues ??= new Set());
  if (!queues.has(queue.name)) {
    await createJobQueue(boss, queue);
    queues.add(queue.name);
  }
  return boss;
}

/** A pg-boss that only enqueues: no schedules and no upkeep of its own (the runners do that). */
function jobSender(): Promise<PgBoss> {
  senderHolder.__jobSender ??= (async () => {
    // Jobs are written by the callers' transactions; this connection only reads the queue list. It is its own,
    // not the shared pool's: it starts inside the first transaction that enqueues, and with every pooled
    // connection held by such a transaction it would wait for one of them, and they for it.
    const boss = new PgBoss({
      connectionString: env().DATABASE_URL,
      application_name: "skillsprouts-jobs-sender",
      max: 1,
      supervise: false,
      schedule: false,
    });
    boss.on("error", (error: unknown) => logger.warn({ err: error }, "background jobs: the sender reported an error"));
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    senderHolder.__jobSender = undefined;
    throw error;
  });
  return senderHolder.__jobSender;
}

/** Closes the enqueueing connection, if opened; part of the graceful shutdown. */
export async function stopJobSender(): Promise<void> {
  const sender = senderHolder.__jobSender;
  senderHolder.__jobSender = undefined;
  senderHolder.__jobQueues = undefined;
  await (await sender?.catch(() => undefined))?.stop({ graceful: false, timeout: 1_000 });
}
