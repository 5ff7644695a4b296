import type { Route } from "./+types/trial-invite";
import { findBooking } from "#app/modules/trials/booking-read.server.ts";
import { trialInviteFile } from "#app/modules/trials/invite.server.ts";

/** A booking's calendar invite (`.ics`), found by the booking's signed token as its page is. */
export async function loader({ params }: Route.LoaderArgs) {
  const booking = await findBooking(params.token);
  if (!booking) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(await trialInviteFile(booking), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="trial-class.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
