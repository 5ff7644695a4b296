import { ClassFacts, NoticeLine, type PageNotice } from "./class-facts.tsx";
import { buttonClasses } from "#app/ui/button.tsx";

/*
 * A family's place on a full trial class's waiting list, from the link its seat offer mails: the class, and what
 * can be done now (book the free seat, keep waiting, or leave). Plain HTML forms posting to the page itself, so it
 * works the same with JavaScript off.
 */

export type WaitNotice = PageNotice;

type Place = { childName: string; courseTitle: string; day: string; time: string; place: string };

type State = "free" | "full" | "booked" | "left" | "closed";

const headings: Record<State, (child: string) => string> = {
  free: (child) => `A seat is free for ${child}`,
  full: (child) => `${child} is on the waiting list`,
  booked: (child) => `${child}'s seat is booked`,
  left: () => "You have left this waiting list",
  closed: () => "This class no longer takes bookings",
};

const explanations: Record<State, string> = {
  free: "Other families may be waiting too: the first to book has the seat.",
  full: "The class is full again. We'll e-mail you if a seat frees.",
  booked: "The confirmation and the calendar invite are in your e-mail.",
  left: "We won't e-mail you about this class again.",
  closed: "It has started, is about to, or was cancelled.",
};

export function WaitingPlaceCard({
  place,
  state,
  notice,
  phone,
}: {
  place: Place;
  state: State;
  notice: WaitNotice | null;
  phone: string;
}) {
  return (
    <section aria-labelledby="waitlist-heading" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page's answer to the family's choice */}
      <h2 id="waitlist-heading" tabIndex={-1} autoFocus className="text-2xl font-extrabold text-slate-900">
        {headings[state](place.childName)}
      </h2>
      <NoticeLine notice={notice} />
      <p className="mt-4 text-slate-700">{explanations[state]}</p>
      <ClassFacts facts={place} />
      {state === "free" ? (
        <form method="post" className="mt-6">
          <input type="hidden" name="intent" value="book" />
          <button type="submit" className={`${buttonClasses("primary", "lg")} w-full sm:w-auto`}>
            Book This Seat
          </button>
        </form>
      ) : null}
      {state === "free" || state === "full" ? (
        <form method="post" className="mt-6 border-t border-slate-200 pt-6">
          <input type="hidden" name="intent" value="leave" />
          <p className="text-slate-700">No longer need this class?</p>
          <button type="submit" className={`${buttonClasses("secondary", "md")} mt-3`}>
            Leave the Waiting List
          </button>
        </form>
      ) : null}
      <p className="mt-6 text-slate-700">
        <a href="/trial-class" className="font-semibold text-brand-700 underline">
          See other trial classes
        </a>{" "}
        or call us on {phone}.
      </p>
    </section>
  );
}
