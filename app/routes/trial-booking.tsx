import CalendarCheck from "lucide-react/icons/calendar-check";
import { data } from "react-router";
import type { Route } from "./+types/trial-booking";
import { PageHero } from "#app/components/page-hero.tsx";
import { ClassFacts } from "#app/modules/trials/ui/class-facts.tsx";
import { findBooking } from "#app/modules/trials/booking-read.server.ts";
import { trialInviteGoogleLink } from "#app/modules/trials/invite.server.ts";
import { indiaDay, indiaTimeRange, modeLabels } from "#app/modules/trials/trial-times.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { buttonClasses } from "#app/ui/button.tsx";

const title = "Your Trial Class";
const description = "The day, time and place of your child's free trial class, and its calendar invite.";

/** One family's booking: never kept by a browser's or a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The booking's page, found by its signed token (from the booking's redirect and its mail), never by its id. */
export async function loader({ params }: Route.LoaderArgs) {
  const booking = await findBooking(params.token);
  if (!booking) throw data(null, { status: 404 });
  return {
    courseTitle: booking.courseTitle,
    childName: booking.childName,
    parentName: booking.parentName,
    email: booking.email,
    cancelled: booking.status === "cancelled",
    day: indiaDay(booking.startsAt),
    time: indiaTimeRange(booking.startsAt, booking.minutes),
    mode: modeLabels[booking.mode],
    place:
      booking.mode === "online"
        ? "Online: the link comes by e-mail the day before."
        : `${modeLabels[booking.mode]}: ${booking.address}`,
    invite: `/trial-class/booking/${booking.token}/invite.ics`,
    google: trialInviteGoogleLink(booking),
    // Offered until the class starts, as the change page itself allows.
    change: booking.status === "booked" && booking.startsAt > new Date() ? new URL(booking.manageLink).pathname : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({ matches, location, title, description });

export default function TrialBooking({ loaderData: booking }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <section
          role="status"
          aria-labelledby="booking-heading"
          className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <CalendarCheck aria-hidden="true" className="size-12 text-brand-600" />
          {/* Focused as it appears, so a screen reader says it: by React with JavaScript, and without it as the
              target of the booking's redirect (#booking-heading). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- moving to the confirmation is the point here */}
          <h2 id="booking-heading" tabIndex={-1} autoFocus className="mt-3 text-2xl font-extrabold">
            {booking.cancelled ? "This trial class was cancelled" : `${booking.childName}'s trial class is booked`}
          </h2>
          <p className="mt-2 text-lg text-slate-700">
            Thank you, {booking.parentName}. We've sent these details, with a calendar invite, to{" "}
            <strong>{booking.email}</strong>.
          </p>
          <ClassFacts facts={booking} />
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={booking.google} className={buttonClasses("primary", "md")} rel="noopener noreferrer">
              Add to Google Calendar
            </a>
            <a href={booking.invite} download="trial-class.ics" className={buttonClasses("secondary", "md")}>
              Download Calendar Invite (.ics)
            </a>
          </div>
          {booking.change ? (
            <p className="mt-6 text-slate-700">
              Can't come at this time?{" "}
              <a href={booking.change} className="font-semibold text-brand-700 underline">
                Move or cancel this trial class
              </a>
            </p>
          ) : (
            <p className="mt-6 text-slate-700">
              Need to change something? Call us or reply to the e-mail, and we'll help.
            </p>
          )}
          <a href="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
            Back to the home page
          </a>
        </section>
      </div>
    </>
  );
}

export const handle = staticUnsharedPageHandle;
