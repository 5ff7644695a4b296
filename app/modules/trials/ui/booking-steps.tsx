import type { SubmissionResult } from "@conform-to/react";
import { trialAges, trialSlots } from "#app/modules/leads/trial.ts";
import { LeadForm, LeadFormCard } from "#app/modules/leads/ui/lead-form.tsx";
import { HoneypotField, type HoneypotProps } from "#app/ui/honeypot.tsx";
import { ConsentBox } from "#app/modules/leads/ui/consent-box.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import {
  TemplateEmailField,
  TemplateInputField,
  TemplateNameField,
  TemplatePhoneField,
  TemplateSelectField,
} from "#app/modules/forms/ui/template-fields.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { BOOK_CLASS, FIND_CLASSES, JOIN_WAITLIST, trialBookingDetailsSchema } from "../booking.ts";
import type { ClassDay } from "../trial-times.ts";
import { ClassChoices } from "./class-choices.tsx";

/*
 * The two steps of booking a trial class on /trial-class, as plain HTML forms: the child and the parent, then one
 * of the open classes that fit. Templates: everything comes from the server's answer.
 */

/** The first step's answers, carried into the second in hidden fields. */
export type BookingDetailsValues = {
  childName: string;
  childAge: string;
  courseName: string;
  parentName: string;
  phone: string;
  email: string;
};

/** The second step as the action answers it. */
export type PickStep = {
  details: BookingDetailsValues;
  /** "Abacus for a 7-year-old". */
  summary: string;
  days: ClassDay[];
  /** The full classes that fit, whose waiting list the child may join. */
  fullDays: ClassDay[];
  /** Why the last choice was not booked (the class filled, the family's two bookings), or a missing choice. */
  problem: string | null;
};

/** Step 1: course, child and parent. */
export function BookingDetailsForm({
  courses,
  lastResult,
  chosen,
  honeypot,
}: {
  courses: string[];
  lastResult: SubmissionResult<string[]> | undefined;
  chosen: string | undefined;
  honeypot: HoneypotProps;
}) {
  const [form, fields] = templateForm({
    id: "booking-form",
    schema: trialBookingDetailsSchema(courses),
    lastResult,
    defaultValue: { courseName: chosen && courses.includes(chosen) ? chosen : undefined },
  });
  return (
    <LeadFormCard headingId="booking-form-heading" heading="Book a Trial Class Now">
      <p className="mt-2 text-slate-700">
        Tell us about your child and we'll show the open trial classes with seats left, so you can pick a time yourself.
      </p>
      <LeadForm
        schema="trial-booking"
        honeypot={honeypot}
        form={form}
        privacyNote="We use these details only to arrange the trial class and to answer your questions about it."
        submitLabel="Show Open Classes"
        pendingLabel="Finding classes…"
      >
        <input type="hidden" name="intent" value={FIND_CLASSES} />
        <TemplateSelectField field={fields.courseName} label="Course" placeholder="Choose a course" options={courses} />
        <TemplateSelectField
          field={fields.childAge}
          label="Child's age"
          placeholder="Choose an age"
          options={trialAges.map((age) => ({ value: age, label: `${age} years` }))}
        />
        <TemplateInputField field={fields.childName} label="Child's first name" type="text" />
        <TemplateNameField field={fields.parentName} label="Your name" hint="The parent or guardian we should call." />
        <TemplatePhoneField field={fields.phone} />
        <TemplateEmailField field={fields.email} />
        <ConsentBox field={fields.guardianConsent} />
      </LeadForm>
    </LeadFormCard>
  );
}

function CarriedDetails({ details }: { details: BookingDetailsValues }) {
  return (
    <>
      {Object.entries(details).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="guardianConsent" value="on" />
    </>
  );
}

/**
 * Step 2: the open classes that fit, by day, as radio choices; or, when none fit, the call request. It carries the
 * honeypot as step 1 does, since a bot may post this step alone.
 */
export function PickClassForm({ pick, honeypot }: { pick: PickStep; honeypot: HoneypotProps }) {
  const problemId = "pick-class-problem";
  return (
    <LeadFormCard headingId="pick-class-heading" heading="Choose a Trial Class">
      <p className="mt-2 text-slate-700">
        Open trial classes in {pick.summary}, in India time (IST).{" "}
        <a href="/trial-class" className="font-semibold text-brand-700 underline">
          Change the course or details
        </a>
      </p>
      {pick.problem ? (
        <p
          id={problemId}
          role="alert"
          className="mt-4 rounded-xl bg-red-50 p-4 font-semibold text-red-800 ring-1 ring-red-200"
        >
          {pick.problem}
        </p>
      ) : null}
      {pick.days.length > 0 ? (
        <form method="post" action="/trial-class" className="mt-6">
          <input type="hidden" name="intent" value={BOOK_CLASS} />
          <HoneypotField {...honeypot} />
          <CarriedDetails details={pick.details} />
          <ClassChoices
            days={pick.days}
            legend="Open classes with seats left"
            describedBy={pick.problem ? problemId : undefined}
          />
          <button type="submit" className={`${buttonClasses("primary", "lg")} mt-6 w-full sm:w-auto`}>
            Book This Class
          </button>
        </form>
      ) : (
        <p className="mt-4 text-slate-700">
          There is no open trial class in {pick.summary} in the next four weeks. Tell us a good time and we'll call you
          to arrange one.
        </p>
      )}
      {pick.fullDays.length > 0 ? <WaitlistForm pick={pick} honeypot={honeypot} /> : null}
      <CallInstead details={pick.details} none={pick.days.length === 0} />
    </LeadFormCard>
  );
}

/**
 * The full classes that would fit: a parent set on one of them waits for a seat. When one frees, every family
 * waiting is e-mailed, and the first to book has it.
 */
function WaitlistForm({ pick, honeypot }: { pick: PickStep; honeypot: HoneypotProps }) {
  return (
    <form method="post" action="/trial-class" className="mt-8 border-t border-slate-200 pt-6">
      <h3 className="text-lg font-bold text-slate-900">
        {pick.days.length > 0 ? "Rather have a time that is full?" : "These classes are full"}
      </h3>
      <p className="mt-1 text-slate-700">
        Join a class&apos;s waiting list: if a seat frees, we&apos;ll e-mail you a link to book it. Other families may
        be waiting too, so the first to book has the seat.
      </p>
      <input type="hidden" name="intent" value={JOIN_WAITLIST} />
      <HoneypotField {...honeypot} />
      <CarriedDetails details={pick.details} />
      <div className="mt-4">
        <ClassChoices days={pick.fullDays} legend="Full classes" />
      </div>
      <button type="submit" className={`${buttonClasses("secondary", "md")} mt-4`}>
        Join the Waiting List
      </button>
    </form>
  );
}

/** After joining: which class the child waits for, and what happens next. */
export function WaitlistJoined({ joined }: { joined: { childName: string; line: string; email: string } }) {
  return (
    <section
      role="status"
      aria-labelledby="waitlist-heading"
      className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- moving to the answer is the point here */}
      <h2 id="waitlist-heading" tabIndex={-1} autoFocus className="text-2xl font-extrabold">
        {joined.childName} is on the waiting list
      </h2>
      <p className="mt-3 text-lg text-slate-800">
        For the class on {joined.line}. If a seat frees, we&apos;ll e-mail <strong>{joined.email}</strong> a link to
        book it: other families may be waiting too, so please book soon after it comes.
      </p>
      <p className="mt-3">
        <a href="/trial-class" className="font-semibold text-brand-700 underline">
          Book an open class or ask us to call you
        </a>
      </p>
    </section>
  );
}

/** "None of these times suit you?": today's request for a call, with the details already given. */
function CallInstead({ details, none }: { details: BookingDetailsValues; none: boolean }) {
  return (
    <form method="post" action="/trial-class" className="mt-8 border-t border-slate-200 pt-6">
      <h3 className="text-lg font-bold text-slate-900">
        {none ? "Ask us to call you" : "None of these times suit you?"}
      </h3>
      <p className="mt-1 text-slate-700">Choose a good time and we'll call you within 2 business days to fix one.</p>
      <CarriedDetails details={details} />
      <label htmlFor="call-preferred-slot" className="mt-4 block font-semibold text-slate-800">
        Preferred time
      </label>
      <select
        id="call-preferred-slot"
        name="preferredSlot"
        required
        className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 sm:w-auto"
      >
        {trialSlots.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonClasses("secondary", "md")} mt-4`}>
        Ask Us to Call Me
      </button>
    </form>
  );
}
