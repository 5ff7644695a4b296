import { readiness } from "#app/modules/site/readiness.server.ts";

/** Readiness: 200 only when the database and object storage both answer. */
export async function loader() {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ready" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
