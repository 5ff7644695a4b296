import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession, readSessionToken } from "#app/modules/accounts/session.server.ts";
import { readFormData, UnreadableBody } from "#app/server/request-body.server.ts";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { toastHeader } from "#app/server/toast.server.ts";

/** Logging out is a POST (a link or prefetch must never sign anyone out); the session row is deleted. */
export async function action({ request }: Route.ActionArgs) {
  // Signing out needs nothing from the body: an unreadable one still signs out, and goes home.
  const formData = await readFormData(request).catch((error: unknown) => {
    if (error instanceof UnreadableBody) return new FormData();
    throw error;
  });
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(await readSessionToken(request)));
  headers.append("Set-Cookie", await toastHeader({ type: "info", title: "Signed out", description: "See you soon!" }));
  return redirect(safeRedirect(formData.get("redirectTo"), "/"), { headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
