import { afterAll, inject } from "vitest";
import { closeDb } from "#app/server/db.server.ts";

Object.assign(process.env, inject("testEnv"));

afterAll(async () => {
  await closeDb();
});
