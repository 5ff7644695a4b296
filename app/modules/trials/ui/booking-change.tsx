import { ClassFacts, NoticeLine, type PageNotice } from "./class-facts.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { CANCEL_BOOKING, MOVE_BOOKING } from "../booking.ts";
import type { ClassDay } from "../trial-times.ts";
import { ClassChoices } from "./class-choices.tsx";

/*
 * The page that changes or cancels a booked trial class, from the parent's own link: plain HTML forms posting to
 * the page itself, so it works the same with JavaScript off. Cancelling asks once more on a page of its own.
 */

/** The booking as the change page shows it. */
export type BookingSummary = {
  childName: string;
  courseTitle: string;
  day: string;
  time: string;
  place: string;
  /** The booking's own page (its view link). */
  page: string;
};

/** What the change page can offer for a link. */
export type ChangeState =
  | { state: "open"; booking: BookingSummary; days: ClassDay[] }
  | { state: "cancelled"; booking: BookingSummary }
  | { state: "closed"; booking: BookingSummary; phone: string };

/** A change just made, or one refused, as the page says it. */
export type ChangeNotice = PageNotice;

export function BookingChange({
  change,
  notice,
  confirmCancel,
}: {
  change: ChangeState;
  notice: ChangeNotice | null;
  confirmCancel: boolean;
}) {
  const { booking } = change;
  const heading =
    change.state === "cancelled"
      ? `${booking.childName}'s trial class is cancelled`
      : change.state === "closed"
        ? `${booking.childName}'s trial class has started or passed`
        : confirmCancel
          ? "Cancel this trial class?"
          : `Change ${booking.childName}'s trial class`;
  return (
    <section aria-labelledby="change-heading" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
      {/* Focused as it appears (the target of every post's redirect), so a screen reader says what happened. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page's answer to the parent's change */}
      <h2 id="change-heading" tabIndex={-1} autoFocus className="text-2xl font-extrabold text-slate-900">
        {heading}
      </h2>
      <NoticeLine notice={notice} />
      <ClassFacts facts={booking} />
      {change.state === "closed" ? (
        <p className="mt-6 text-slate-700">
          This class has started or passed, so the booking can no longer be changed here. To book another trial class or
          ask about this one, please call our office on <strong>{change.phone}</strong>.
        </p>
      ) : change.state === "cancelled" ? (
        <p className="mt-6 text-slate-700">
          The seat has been given back.{" "}
          <a href="/trial-class" className="font-semibold text-brand-700 underline">
            Book another trial class
          </a>
        </p>
      ) : confirmCancel ? (
        <CancelConfirm />
      ) : (
        <>
          <MoveForm days={change.days} />
          <div className="mt-10 border-t border-slate-200 pt-6">
            <h3 className="text-lg font-bold text-slate-900">Can't come at all?</h3>
            <p className="mt-1 text-slate-700">Cancel the booking and give the seat to another child.</p>
            {/* A plain link: the next page asks once more before anything is cancelled. */}
            <a href="?step=cancel#change-heading" className={`${buttonClasses("secondary", "md")} mt-4`}>
              Cancel This Booking
            </a>
          </div>
        </>
      )}
      <a href={booking.page} className="mt-8 inline-block font-semibold text-brand-700 underline">
        See the booking
      </a>
    </section>
  );
}

function CancelConfirm() {
  return (
    <div className="mt-6">
      <p className="text-slate-700">The seat goes to another child. You can book a new trial class at any time.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <form method="post">
          <input type="hidden" name="intent" value={CANCEL_BOOKING} />
          <button type="submit" className={buttonClasses("primary", "md")}>
            Yes, Cancel the Trial Class
          </button>
        </form>
        <a href="?#change-heading" className={buttonClasses("secondary", "md")}>
          No, Keep It
        </a>
      </div>
    </div>
  );
}

/** The other open classes that fit the child, by day, as the booking's second step lists them. */
function MoveForm({ days }: { days: ClassDay[] }) {
  if (days.length === 0) {
    return (
      <p className="mt-6 text-slate-700">
        There is no other open trial class for this course in the next four weeks. Call us if this time does not suit
        you.
      </p>
    );
  }
  return (
    <form method="post" className="mt-8">
      <input type="hidden" name="intent" value={MOVE_BOOKING} />
      <ClassChoices days={days} legend="Move to another time (India time, IST)" />
      <button type="submit" className={`${buttonClasses("primary", "lg")} mt-6 w-full sm:w-auto`}>
        Move to This Class
      </button>
    </form>
  );
}
