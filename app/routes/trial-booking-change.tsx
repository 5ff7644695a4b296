import { data, redirect } from "react-router";
import type { Route } from "./+types/trial-booking-change";
import { PageHero } from "#app/components/page-hero.tsx";
import { bookingChangeSchema, MOVE_BOOKING } from "#app/modules/trials/booking.ts";
import {
  cancelBooking,
  changeRefusal,
  changeState,
  changeWithinLimits,
  doneNotice,
  moveBooking,
  tooManyChanges,
} from "#app/modules/trials/booking-change.server.ts";
import { BookingChange, type ChangeNotice } from "#app/modules/trials/ui/booking-change.tsx";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { tooManyTries } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

const title = "Change Your Trial Class";
const description = "Move your child's free trial class to another time, or cancel it.";

/** One family's booking: never kept by a browser's or a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The change page, found by the booking's change link (signed for changing, not the view link). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const change = await changeState(params.token);
  if (!change) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  return { change, done: doneNotice(query.get("done")), confirmCancel: query.get("step") === "cancel" };
}

/** Moves or cancels the booking; a refused change answers the page again with why. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const limited = await changeWithinLimits(params.token, context.get(requestInfoContext).clientIp);
  if (!limited.allowed) {
    const problem: ChangeNotice = { kind: "problem", text: await tooManyChanges(limited.retryAfterSeconds) };
    return data({ problem }, tooManyTries(limited));
  }
  const form = await parseSubmission(request, bookingChangeSchema);
  if (!form.ok) {
    const problem: ChangeNotice = { kind: "problem", text: "Please choose a trial class." };
    return data({ problem }, { status: form.status });
  }
  const outcome =
    form.value.intent === MOVE_BOOKING
      ? await moveBooking(params.token, form.value.sessionId)
      : await cancelBooking(params.token);
  if (outcome.done) {
    const done = form.value.intent === MOVE_BOOKING ? "moved" : "cancelled";
    return redirect(`/trial-class/booking/${params.token}/change?done=${done}#change-heading`);
  }
  if (outcome.reason === "not-found") throw data(null, { status: 404 });
  const problem: ChangeNotice = { kind: "problem", text: await changeRefusal(outcome.reason) };
  return data({ problem }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({ matches, location, title, description });

export default function TrialBookingChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BookingChange
          change={loaderData.change}
          notice={actionData?.problem ?? loaderData.done}
          confirmCancel={loaderData.confirmCancel && !actionData}
        />
      </div>
    </>
  );
}

export const handle = staticUnsharedPageHandle;
