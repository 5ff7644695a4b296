import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { runMigrations } from "../../db/migrate.ts";
import { freePort, startEmbeddedPostgres, startS3rver } from "../../scripts/services.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}

/** A throw-away PostgreSQL and S3 server on free ports for this run only. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-it-"));
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), port: await freePort(), quiet: true });
  const s3 = await startS3rver({ dir: path.join(dir, "s3"), port: await freePort(), bucket: "test-bucket" });
  await runMigrations(pg.url);
  project.provide("testEnv", {
    NODE_ENV: "test",
    DATABASE_URL: pg.url,
    S3_ENDPOINT: s3.url,
    S3_BUCKET: "test-bucket",
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SESSION_SECRET: "integration-test-secret-0123456789abcdef",
    SITE_URL: "http://localhost:3000",
    MAIL_OUTBOX_DIR: path.join(dir, "mail"),
    LOG_LEVEL: "silent",
    // Mail tests listen here with a real SMTP server.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    MAIL_FROM: "SkillSprouts <hello@skillsprouts.in>",
  });
  return async () => {
    await s3.stop();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
