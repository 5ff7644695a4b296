import { data, redirect } from "react-router";
import type { Route } from "./+types/inbox-cv";
import { findApplicationCv } from "#app/modules/leads/inbox.server.ts";
import { storage } from "#app/server/storage.server.ts";

/** CVs are private objects: an admin (the admin layout's guard) gets a download link that works for five minutes. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const cv = id === null ? null : await findApplicationCv(id);
  if (!cv) throw data("No such application.", { status: 404 });
  const url = await storage().signedDownloadUrl(cv.cvKey, cv.cvFileName, 300);
  return redirect(url, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
