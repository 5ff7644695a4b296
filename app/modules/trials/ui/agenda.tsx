import { ContactLinks } from "#app/modules/leads/ui/lead-contact.tsx";
import { Form, Link, useFetcher } from "react-router";
import type { TrialBookingStatus } from "#db/schema/trials.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { SelectField } from "#app/ui/field.tsx";
import {
  attendanceLabels,
  attendanceOutcomes,
  type AgendaBooking,
  type AgendaDay,
  type AgendaFilters,
  type AgendaSession,
  type CallBack,
  AGENDA_PATH,
  agendaQuery,
  callBackReasons,
  cancelQuery,
} from "../agenda.ts";
import { modeLabels } from "../trial-times.ts";

/*
 * The trial class agenda staff run the classes from: the week's classes by India day with their children, a
 * mark of attendance per child once the class has started, and the parents to call back after a no-show.
 */

const statusWords: Record<TrialBookingStatus, string> = {
  booked: "Booked",
  attended: "Attended",
  no_show: "No-show",
  cancelled: "Cancelled",
};

const statusColours: Record<TrialBookingStatus, string> = {
  booked: "bg-sky-100 text-sky-900",
  attended: "bg-emerald-100 text-emerald-900",
  no_show: "bg-red-100 text-red-800",
  cancelled: "bg-slate-200 text-slate-800",
};

/** The filters as a GET form: they land in the URL and work without JavaScript. */
export function AgendaFilterForm({ filters, teachers }: { filters: AgendaFilters; teachers: string[] }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter classes"
      className="mt-6 grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 sm:items-end"
    >
      <SelectField
        label="Teacher"
        placeholder="Any teacher"
        options={teachers}
        controlProps={{ id: "agenda-teacher", name: "teacher", defaultValue: filters.teacher ?? "" }}
      />
      <SelectField
        label="Mode"
        placeholder="Any mode"
        options={Object.entries(modeLabels).map(([value, label]) => ({ value, label }))}
        controlProps={{ id: "agenda-mode", name: "mode", defaultValue: filters.mode ?? "" }}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses("primary", "md")}>
          Show classes
        </button>
        {filters.teacher || filters.mode ? (
          <Link to={AGENDA_PATH} className={buttonClasses("ghost", "md")}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * One form per mark, posted to the page: without JavaScript the page comes back at this child; with it, a fetcher
 * sends it in place, and the button says so while it goes.
 */
function AttendanceForms({ booking }: { booking: AgendaBooking }) {
  const fetcher = useFetcher();
  const sending = fetcher.state !== "idle" ? fetcher.formData?.get("outcome") : null;
  return (
    <div className="flex flex-wrap gap-2">
      {attendanceOutcomes.map((outcome) => (
        <fetcher.Form key={outcome} method="post" preventScrollReset>
          <input type="hidden" name="intent" value="attendance" />
          <input type="hidden" name="booking" value={booking.id} />
          <input type="hidden" name="outcome" value={outcome} />
          <button
            type="submit"
            disabled={Boolean(sending)}
            aria-busy={sending === outcome || undefined}
            className={buttonClasses(booking.status === outcome ? "primary" : "secondary", "sm")}
          >
            {sending === outcome ? "Saving…" : attendanceLabels[outcome]}
            <span className="sr-only">: {booking.childName}</span>
          </button>
        </fetcher.Form>
      ))}
    </div>
  );
}

function BookingItem({ booking, started }: { booking: AgendaBooking; started: boolean }) {
  return (
    <li id={`booking-${booking.id}`} className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold">
            {booking.childName}, {booking.childAge}
            <span className="sr-only"> years old</span>
          </span>
          <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold", statusColours[booking.status])}>
            {statusWords[booking.status]}
          </span>
        </p>
        <p className="text-slate-700">
          Parent: {booking.parentName} · {booking.phone}
          {booking.leadId !== null ? (
            <>
              {" · "}
              <Link to={`/admin/inbox/trials/${booking.leadId}`} className="font-semibold text-brand-700 underline">
                Lead<span className="sr-only"> of {booking.parentName}</span>
              </Link>
            </>
          ) : null}
        </p>
        <div className="mt-2">
          <ContactLinks name={booking.parentName} tel={booking.tel} whatsApp={booking.whatsApp} />
        </div>
      </div>
      {started ? (
        <AttendanceForms booking={booking} />
      ) : (
        <p className="text-sm text-slate-600">Attendance once the class starts</p>
      )}
    </li>
  );
}

/**
 * Asks once more before a class is cancelled, on the class itself: a plain form, so it works without JavaScript;
 * "Keep the class" goes back to the agenda as it was.
 */
function CancelConfirm({ session, filters }: { session: AgendaSession; filters: AgendaFilters }) {
  const families =
    session.booked === 0
      ? "Nobody is booked in it."
      : `Its ${session.booked === 1 ? "family gets" : `${session.booked} families get`} an e-mail saying sorry, and ${session.booked === 1 ? "its lead comes" : "their leads come"} back to today's calls.`;
  return (
    <div
      role="group"
      aria-labelledby={`cancel-${session.id}`}
      className="mt-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200"
    >
      <p id={`cancel-${session.id}`} className="font-bold text-red-900">
        Cancel {session.courseTitle} at {session.time}?
      </p>
      <p className="mt-1 text-red-900">{families}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-session" />
          <input type="hidden" name="session" value={session.id} />
          <button type="submit" className={buttonClasses("primary", "sm")}>
            Yes, cancel the class
          </button>
        </Form>
        <Link
          to={`${AGENDA_PATH}${agendaQuery(filters)}#session-${session.id}`}
          className={buttonClasses("secondary", "sm")}
        >
          Keep the class
        </Link>
      </div>
    </div>
  );
}

/**
 * The families waiting for a seat in a full class, earliest first: each is e-mailed when a seat frees, and staff
 * can call them too.
 */
function WaitingList({ session }: { session: AgendaSession }) {
  return (
    <div className="mt-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h4 className="font-bold text-amber-950">Waiting list ({session.waiting.length})</h4>
      <ol aria-label={`Waiting for ${session.courseTitle} at ${session.time}`} className="mt-2 space-y-2">
        {session.waiting.map((place) => (
          <li key={place.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="font-semibold">{place.childName}</span>, {place.childAge} · {place.parentName}
            </span>
            <ContactLinks name={place.parentName} tel={place.tel} whatsApp={null} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function SessionCard({
  session,
  filters,
  confirmingCancel,
}: {
  session: AgendaSession;
  filters: AgendaFilters;
  confirmingCancel: boolean;
}) {
  const headingId = `session-${session.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-bold">
        {session.courseTitle} · {session.time}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-3">
        <div>
          <dt className="inline font-semibold">Where: </dt>
          <dd className="inline">{session.place}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Teacher: </dt>
          <dd className="inline">{session.teacher || "Not set"}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Seats: </dt>
          <dd className="inline">
            {session.booked} of {session.capacity} booked
          </dd>
        </div>
      </dl>
      {session.bookings.length > 0 ? (
        <ul aria-label={`Children in ${session.courseTitle} at ${session.time}`} className="mt-2 divide-y">
          {session.bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} started={session.started} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-600">No children booked yet.</p>
      )}
      {session.waiting.length > 0 ? <WaitingList session={session} /> : null}
      {session.started ? null : confirmingCancel ? (
        <CancelConfirm session={session} filters={filters} />
      ) : (
        <Link to={cancelQuery(filters, session.id)} className={cn(buttonClasses("ghost", "sm"), "mt-3")}>
          Cancel this class
          <span className="sr-only">
            : {session.courseTitle} at {session.time}
          </span>
        </Link>
      )}
    </article>
  );
}

/** The days with classes, each under its India date. */
export function AgendaDays({
  days,
  today,
  filters,
  cancelling,
}: {
  days: AgendaDay[];
  today: string;
  filters: AgendaFilters;
  cancelling: number | null;
}) {
  if (days.length === 0) {
    return <p className="mt-6 text-lg text-slate-700">No trial classes in the next eight days for these filters.</p>;
  }
  return (
    <div className="mt-6 grid gap-8">
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`}>
          <h2 id={`day-${day.key}`} className="text-2xl font-extrabold">
            {day.key === today ? `Today, ${day.label}` : day.label}
          </h2>
          <div className="mt-3 grid gap-4">
            {day.sessions.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                filters={filters}
                confirmingCancel={cancelling === session.id}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Children marked as a no-show in the last fourteen days: the office calls their parents. */
export function CallBackList({ callBacks, days }: { callBacks: CallBack[]; days: number }) {
  return (
    <section aria-labelledby="call-back" className="mt-10">
      <h2 id="call-back" className="text-2xl font-extrabold">
        To call back
      </h2>
      <p className="mt-1 text-slate-600">
        Children marked as a no-show in the last {days} days, and families whose class we cancelled.
      </p>
      {callBacks.length === 0 ? (
        <p className="mt-3 text-slate-700">Nobody to call back.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {callBacks.map((call) => (
            <li key={call.bookingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="font-bold">
                {call.parentName} · {call.phone}
              </p>
              <p className="text-sm font-semibold text-slate-600">{callBackReasons[call.reason]}</p>
              <p className="text-slate-700">
                {call.childName}, {call.childAge}: {call.courseTitle}, {call.when}
                {call.leadId !== null ? (
                  <>
                    {" · "}
                    <Link to={`/admin/inbox/trials/${call.leadId}`} className="font-semibold text-brand-700 underline">
                      Lead<span className="sr-only"> of {call.parentName}</span>
                    </Link>
                  </>
                ) : null}
              </p>
              <div className="mt-2">
                <ContactLinks name={call.parentName} tel={call.tel} whatsApp={call.whatsApp} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
