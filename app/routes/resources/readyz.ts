import { pingDb } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { storage } from "#app/server/storage.server.ts";

async function check(name: string, probe: () => Promise<void>): Promise<[string, "ok" | "down"]> {
  try {
    await probe();
    return [name, "ok"];
  } catch (error) {
    logger.warn({ err: error, check: name }, "readiness check failed");
    return [name, "down"];
  }
}

/** Readiness: 200 only when the database and object storage both answer. */
export async function loader() {
  const checks = Object.fromEntries(
    await Promise.all([check("database", pingDb), check("storage", () => storage().ping())]),
  );
  const ready = Object.values(checks).every((status) => status === "ok");
  return Response.json(
    { status: ready ? "ready" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
