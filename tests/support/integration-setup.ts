import { afterAll, inject } from "vitest";
import { closeDb } from "#app/server/db.server.ts";
import { stopJobSender } from "#app/server/jobs.server.ts";

Object.assign(process.env, inject("testEnv"));

afterAll(async () => {
  await stopJobSender();
  await closeDb();
});
