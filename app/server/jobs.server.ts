import { PgBoss } from "pg-boss";
import { isDatabaseUnavailable } from "./db-errors.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/** A piece of work that runs on a cron schedule on one app instance at a time. */
export type ScheduledJob = {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  /** Five-field cron expression, read in India's time zone. */
  cron: string;
  run: () => Promise<void>;
};

export type JobRunner = {
  /** Queues one run now (at most one can wait or run at a time); resolves with the job id, or null if one already waits. */
  runNow: (name: string) => Promise<string | null>;
  stop: () => Promise<void>;
};

const TIME_ZONE = "Asia/Kolkata";

/** Kept on globalThis so a dev reload does not start a second scheduler in the same process. */
const holder = globalThis as typeof globalThis & { __jobRunner?: JobRunner };

/**
 * This process's background jobs, started once (a second call returns the same runner).
 */
export async function startJobs(jobs: readonly ScheduledJob[]): Promise<JobRunner> {
  holder.__jobRunner ??= await createJobRunner(jobs);
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
  options: { databaseUrl?: string; pollingIntervalSeconds?: number } = {},
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl ?? env().DATABASE_URL,
    application_name: "skillsprouts-jobs",
    // The jobs are few and short: a small pool leaves the connections to the web requests.
    max: 3,
  });
  let stopping = false;
  // Without a listener an error event (a database outage, say) would end the process. While stopping,
  // pg-boss cancels its own unfinished maintenance (index builds on a new database) and reports that too.
  boss.on("error", (error: unknown) => {
    if (stopping) logger.warn({ err: error }, "background jobs: interrupted while stopping");
    else if (isDatabaseUnavailable(error))
      logger.warn({ reason: String(error) }, "background jobs: database unreachable");
    else logger.error({ err: error }, "background jobs: error");
  });
  await boss.start();

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

  return {
    runNow: (name) => boss.send(name, null),
    // Waits for a running job to finish (up to the timeout), then closes the pool.
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
