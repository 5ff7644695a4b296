import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/trial-waitlist";
import { PageHero } from "#app/components/page-hero.tsx";
import { linkWithinLimits, tooManyChanges } from "#app/modules/trials/booking-change.server.ts";
import { waitlistIdOf } from "#app/modules/trials/booking-token.server.ts";
import { indiaDay, indiaTimeRange, placeOf } from "#app/modules/trials/trial-times.ts";
import { bookFromWaitlist, findWaiting, leaveWaitlist, waitingState } from "#app/modules/trials/waitlist.server.ts";
import { WaitingPlaceCard, type WaitNotice } from "#app/modules/trials/ui/waiting-place.tsx";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { tooManyTries } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

const title = "Your Place on the Waiting List";
const description = "Book the seat that has freed in a full trial class, or leave its waiting list.";

/** One family's place: never kept by a browser's or a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The place, found by the family's own signed link, never by its id. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const row = await findWaiting(params.token);
  if (!row) throw data(null, { status: 404 });
  const { place, session, courseTitle } = row;
  const { phones } = await getCompanyDetails();
  return {
    place: {
      childName: place.childName,
      courseTitle,
      day: indiaDay(session.startsAt),
      time: indiaTimeRange(session.startsAt, session.minutes),
      place: placeOf(session),
    },
    state: waitingState(row),
    left: new URL(request.url).searchParams.get("done") === "left",
    phone: phones.general,
  };
}

const WaitlistChoice = z.object({ intent: z.enum(["book", "leave"]) });

/** Books the freed seat, or leaves the list; a seat taken first is answered with the page again and why. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const limited = await linkWithinLimits(
    `waitlist:${waitlistIdOf(params.token) ?? "unknown"}`,
    context.get(requestInfoContext).clientIp,
  );
  if (!limited.allowed) {
    const notice: WaitNotice = { kind: "problem", text: await tooManyChanges(limited.retryAfterSeconds) };
    return data({ notice }, tooManyTries(limited));
  }
  const form = await parseSubmission(request, WaitlistChoice);
  if (!form.ok) throw data(null, { status: 400 });
  if (form.value.intent === "leave") {
    await leaveWaitlist(params.token);
    return redirect(`/trial-class/waitlist/${params.token}?done=left#waitlist-heading`);
  }
  const outcome = await bookFromWaitlist(params.token);
  if (outcome.booked) return redirect(`/trial-class/booking/${outcome.token}#booking-heading`);
  if (outcome.reason === "gone") throw data(null, { status: 404 });
  const why = {
    full: "Sorry, another family booked the seat first. You are still on the waiting list: we'll e-mail you if another frees.",
    closed: "Sorry, this class no longer takes bookings.",
    "family-limit":
      "You already have two trial classes booked with this phone number or e-mail address. Please attend those first.",
    left: "You have left this class's waiting list.",
  } as const;
  const notice: WaitNotice = { kind: "problem", text: why[outcome.reason] };
  return data({ notice }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({ matches, location, title, description });

export default function TrialWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const notice: WaitNotice | null =
    actionData?.notice ?? (loaderData.left ? { kind: "done", text: "You have left the waiting list." } : null);
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <WaitingPlaceCard place={loaderData.place} state={loaderData.state} notice={notice} phone={loaderData.phone} />
      </div>
    </>
  );
}

export const handle = staticUnsharedPageHandle;
