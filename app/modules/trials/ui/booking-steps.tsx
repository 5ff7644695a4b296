import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { translator } from "#app/modules/i18n/i18n.ts";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { trialAges, trialSlotLabel, trialSlots } from "#app/modules/leads/trial.ts";
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
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";

/*
 * The two steps of booking a trial class on /trial-class, as plain HTML forms: the child and the parent, then one
 * of the open classes that fit. Templates: everything comes from the server's answer, and the words are in the
 * page's language (its address's), the server's answers included.
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
  /** "Abacus for a 7-year-old", in the page's language. */
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
  language,
}: {
  courses: string[];
  lastResult: SubmissionResult<string[]> | undefined;
  chosen: string | undefined;
  honeypot: HoneypotProps;
  language: Language;
}) {
  const t = translator(language);
  const [form, fields] = templateForm({
    id: "booking-form",
    schema: trialBookingDetailsSchema(courses, language),
    lastResult,
    defaultValue: { courseName: chosen && courses.includes(chosen) ? chosen : undefined },
  });
  return (
    <LeadFormCard headingId="booking-form-heading" heading={t("trial.bookingHeading")}>
      <p className="mt-2 text-slate-700">{t("trial.bookingIntro")}</p>
      <LeadForm
        language={language}
        schema="trial-booking"
        honeypot={honeypot}
        form={form}
        privacyNote={t("trial.privacyNote")}
        submitLabel={t("trial.bookingSubmit")}
        pendingLabel={t("trial.bookingSending")}
      >
        <input type="hidden" name="intent" value={FIND_CLASSES} />
        <TemplateSelectField
          field={fields.courseName}
          label={t("trial.course")}
          placeholder={t("trial.chooseCourse")}
          options={courses}
        />
        <TemplateSelectField
          field={fields.childAge}
          label={t("trial.childAge")}
          placeholder={t("trial.chooseAge")}
          options={trialAges.map((age) => ({ value: age, label: t("trial.ageYears", { age }) }))}
        />
        <TemplateInputField field={fields.childName} label={t("trial.childName")} type="text" />
        <TemplateNameField field={fields.parentName} label={t("trial.yourName")} hint={t("trial.yourNameHint")} />
        <TemplatePhoneField field={fields.phone} label={t("form.phone")} />
        <TemplateEmailField field={fields.email} label={t("form.email")} />
        <ConsentBox field={fields.guardianConsent} language={language} />
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
export function PickClassForm({
  pick,
  honeypot,
  language,
}: {
  pick: PickStep;
  honeypot: HoneypotProps;
  language: Language;
}) {
  const problemId = "pick-class-problem";
  const t = translator(language);
  const page = pathInLanguage("/trial-class", language);
  return (
    <LeadFormCard headingId="pick-class-heading" heading={t("trial.pickHeading")}>
      <p className="mt-2 text-slate-700">
        {t("trial.pickIntro", { summary: pick.summary })}{" "}
        <a href={page} className="font-semibold text-brand-700 underline">
          {t("trial.changeDetails")}
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
        <form method="post" action={page} className="mt-6">
          <input type="hidden" name="intent" value={BOOK_CLASS} />
          <HoneypotField {...honeypot} />
          <CarriedDetails details={pick.details} />
          <ClassChoices
            days={pick.days}
            legend={t("trial.openClasses")}
            describedBy={pick.problem ? problemId : undefined}
            language={language}
          />
          <button type="submit" className={`${buttonClasses("primary", "lg")} mt-6 w-full sm:w-auto`}>
            {t("trial.bookThisClass")}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-slate-700">{t("trial.noOpenClass", { summary: pick.summary })}</p>
      )}
      {pick.fullDays.length > 0 ? <WaitlistForm pick={pick} honeypot={honeypot} t={t} language={language} /> : null}
      <CallInstead details={pick.details} none={pick.days.length === 0} t={t} language={language} />
    </LeadFormCard>
  );
}

/**
 * The full classes that would fit: a parent set on one of them waits for a seat. When one frees, every family
 * waiting is e-mailed, and the first to book has it.
 */
function WaitlistForm({
  pick,
  honeypot,
  t,
  language,
}: {
  pick: PickStep;
  honeypot: HoneypotProps;
  t: TFunction;
  language: Language;
}) {
  return (
    <form
      method="post"
      action={pathInLanguage("/trial-class", language)}
      className="mt-8 border-t border-slate-200 pt-6"
    >
      <h3 className="text-lg font-bold text-slate-900">
        {pick.days.length > 0 ? t("trial.waitForFull") : t("trial.allFull")}
      </h3>
      <p className="mt-1 text-slate-700">{t("trial.waitlistIntro")}</p>
      <input type="hidden" name="intent" value={JOIN_WAITLIST} />
      <HoneypotField {...honeypot} />
      <CarriedDetails details={pick.details} />
      <div className="mt-4">
        <ClassChoices days={pick.fullDays} legend={t("trial.fullClasses")} language={language} />
      </div>
      <button type="submit" className={`${buttonClasses("secondary", "md")} mt-4`}>
        {t("trial.joinWaitlist")}
      </button>
    </form>
  );
}

/** After joining: which class the child waits for, and what happens next. */
export function WaitlistJoined({
  joined,
  language,
}: {
  joined: { childName: string; line: string; email: string };
  language: Language;
}) {
  const t = translator(language);
  // The class's line is written by the waiting list in English (waitlist.server.ts): said as English elsewhere.
  const line = language === "en" ? joined.line : <span lang="en">{joined.line}</span>;
  return (
    <section
      role="status"
      aria-labelledby="waitlist-heading"
      className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- moving to the answer is the point here */}
      <h2 id="waitlist-heading" tabIndex={-1} autoFocus className="text-2xl font-extrabold">
        {t("trial.waitlisted", { child: joined.childName })}
      </h2>
      <p className="mt-3 text-lg text-slate-800">
        {withNodes((marks) => t("trial.waitlistedText", marks), { line, email: <strong>{joined.email}</strong> })}
      </p>
      <p className="mt-3">
        <a href={pathInLanguage("/trial-class", language)} className="font-semibold text-brand-700 underline">
          {t("trial.bookOrCall")}
        </a>
      </p>
    </section>
  );
}

/** "None of these times suit you?": today's request for a call, with the details already given. */
function CallInstead({
  details,
  none,
  t,
  language,
}: {
  details: BookingDetailsValues;
  none: boolean;
  t: TFunction;
  language: Language;
}) {
  return (
    <form
      method="post"
      action={pathInLanguage("/trial-class", language)}
      className="mt-8 border-t border-slate-200 pt-6"
    >
      <h3 className="text-lg font-bold text-slate-900">{none ? t("trial.askCall") : t("trial.noTimeSuits")}</h3>
      <p className="mt-1 text-slate-700">{t("trial.callIntro")}</p>
      <CarriedDetails details={details} />
      <label htmlFor="call-preferred-slot" className="mt-4 block font-semibold text-slate-800">
        {t("trial.preferredTime")}
      </label>
      <select
        id="call-preferred-slot"
        name="preferredSlot"
        required
        className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 sm:w-auto"
      >
        {trialSlots.map((slot) => (
          <option key={slot} value={slot}>
            {trialSlotLabel(slot, language)}
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonClasses("secondary", "md")} mt-4`}>
        {t("trial.callMe")}
      </button>
    </form>
  );
}
