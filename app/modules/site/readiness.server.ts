import { pingDb } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { storage } from "#app/server/storage.server.ts";

type CheckStatus = "ok" | "down";

async function check(name: string, probe: () => Promise<void>): Promise<[string, CheckStatus]> {
  try {
    await probe();
    return [name, "ok"];
  } catch (error) {
    logger.warn({ err: error, check: name }, "readiness check failed");
    return [name, "down"];
  }
}

/** Whether the database and object storage both answer now, and each one's state. */
export async function readiness(): Promise<{ ready: boolean; checks: Record<string, CheckStatus> }> {
  const checks = Object.fromEntries(
    await Promise.all([check("database", pingDb), check("storage", () => storage().ping())]),
  );
  return { ready: Object.values(checks).every((status) => status === "ok"), checks };
}
