import { data, redirect } from "react-router";
import type { Route } from "./+types/inbox-cv";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { findApplicationCv } from "#app/modules/leads/inbox.server.ts";
import { storage } from "#app/server/storage.server.ts";

/** CVs are private objects: an admin (not staff) gets a download link that works for five minutes. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const cv = id === null ? null : await findApplicationCv(id);
  if (!cv) throw data("No such application.", { status: 404 });
  const url = await storage().signedDownloadUrl(cv.cvKey, cv.cvFileName, 300);
  return redirect(url, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
