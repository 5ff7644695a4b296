import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { PartyPopper } from "lucide-react";
import type { Route } from "./+types/trial-class";
import { honeypotProps, isHoneypotHit } from "#app/modules/forms/honeypot.server.ts";
import type { HoneypotProps } from "#app/ui/honeypot.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { LeadConfirmation, LeadForm, LeadFormCard } from "#app/modules/leads/ui/lead-form.tsx";
import { withIndefiniteArticle } from "#app/modules/content/shared/format.ts";
import {
  ANOTHER_CHILD,
  anotherChildSchema,
  trialAges,
  trialRequestSchema,
  trialSlotLabel,
  trialSlots,
  trialWords,
  UNSURE_COURSE,
  unsureCourseLabels,
  type ParentDetails,
} from "#app/modules/leads/trial.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import {
  courseChosenOnPage,
  findTrialConfirmation,
  submitTrialRequest,
  trialCourseChoices,
} from "#app/modules/leads/trial.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import {
  TemplateEmailField,
  TemplateInputField,
  TemplateNameField,
  TemplatePhoneField,
  TemplateSelectField,
} from "#app/modules/forms/ui/template-fields.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { ConsentBox } from "#app/modules/leads/ui/consent-box.tsx";
import { confirmationOnce, storeLead, takeLead } from "#app/modules/leads/store-lead.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { data, Form, redirect } from "react-router";
import {
  bookingIntentSchema,
  chooseAClass,
  FIND_CLASSES,
  JOIN_WAITLIST,
  trialBookingDetailsSchema,
  trialBookingSchema,
} from "#app/modules/trials/booking.ts";
import { bookTrialClass } from "#app/modules/trials/booking.server.ts";
import {
  bookingCourseTitles,
  courseForAge,
  courseTitled,
  pickStep,
  refusal,
  waitlistRefusal,
} from "#app/modules/trials/booking-page.server.ts";
import { joinWaitlist } from "#app/modules/trials/waitlist.server.ts";
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";
import { BookingDetailsForm, PickClassForm, WaitlistJoined } from "#app/modules/trials/ui/booking-steps.tsx";

const REQUESTED = "trial-requested";

export async function loader({ request }: Route.LoaderArgs) {
  // The confirmation names the child: confirmationOnce shows it only to the browser that sent the request.
  const confirmation = await confirmationOnce(request, REQUESTED, findTrialConfirmation);
  const chosen = await courseChosenOnPage(new URL(request.url).searchParams.get("course"));
  return {
    courses: await trialCourseChoices(),
    bookingCourses: await bookingCourseTitles(),
    confirmation,
    chosen,
    honeypot: await honeypotProps(),
    language: requestLanguage(request),
  };
}

export async function action(args: Route.ActionArgs) {
  // "Book for another child" from the confirmation: the form again, with the parent's details already in it.
  // Read with the site's one body reader, from a copy: anything else (a request, a malformed body) goes on.
  const another = await parseSubmission(args.request.clone(), anotherChildSchema);
  if (another.ok) {
    const { intent: _intent, ...again } = another.value;
    return { again, result: undefined };
  }
  // Booking a class: step 1 (the child and the parent) answers with the open classes, step 2 books one.
  const booking = await parseSubmission(args.request.clone(), bookingIntentSchema);
  if (booking.ok) {
    if (booking.value.intent === FIND_CLASSES) return await findClasses(args);
    return booking.value.intent === JOIN_WAITLIST ? await joinWaitingList(args) : await bookClass(args);
  }
  const language = requestLanguage(args.request);
  const schema = trialRequestSchema(await trialCourseChoices(), language);
  const lead = await takeLead(args, schema, "trial", submitTrialRequest);
  if (!lead.ok) return lead.answer;
  const { childName, courseName } = lead.value;
  const t = translator(language);
  return redirectWithToast(pathInLanguage("/trial-class#confirmation-heading", language), {
    title: t("trial.requestedTitle"),
    description: t("trial.requestedDescription", {
      trialClass: trialClassPhrase(courseName, language),
      child: childName,
    }),
    event: REQUESTED,
    ref: lead.submissionId,
  });
}

/** Step 1: the details checked (and the child's age against the course's), then the open classes that fit. */
async function findClasses(args: Route.ActionArgs) {
  const language = requestLanguage(args.request);
  const courses = await bookingCourseTitles();
  const form = await parseSubmission(args.request, trialBookingDetailsSchema(courses, language));
  if (!form.ok) return data({ bookingResult: form.reply(), result: undefined }, { status: form.status });
  if (await isHoneypotHit(form.formData)) return redirect(pathInLanguage("/trial-class", language));
  const course = await courseTitled(form.value.courseName);
  const advice = course ? await courseForAge(course, form.value.childAge, language) : trialWords[language].chooseCourse;
  if (!course || advice) {
    return data(
      { bookingResult: form.reply({ fieldErrors: { childAge: [advice ?? ""] } }), result: undefined },
      { status: 400 },
    );
  }
  return { pick: await pickStep(form.value, course, null, undefined, language), result: undefined };
}

/**
 * Step 2: books the chosen class, with its lead, as the trial request stores one (source, send limits, a resend
 * stored once), then opens the booking's confirmation. A class that filled meanwhile, or a family's third booking,
 * is answered with the other open classes.
 */
async function bookClass(args: Route.ActionArgs) {
  const language = requestLanguage(args.request);
  const courses = await bookingCourseTitles();
  const form = await parseSubmission(args.request, trialBookingSchema(courses, language));
  const details = trialBookingDetailsSchema(courses, language).safeParse(Object.fromEntries(form.formData));
  const course = details.success ? await courseTitled(details.data.courseName) : undefined;
  if (!details.success || !course) {
    // Only a changed page gets here: the first step again, with what can be kept.
    return data({ bookingResult: form.reply(), result: undefined }, { status: 400 });
  }
  if (!form.ok) {
    const pick = await pickStep(details.data, course, chooseAClass[language], undefined, language);
    return data({ pick, result: undefined }, { status: 400 });
  }
  const { unavailable, stored } = await storeLead(args, form, "trial-booking", (input, source) =>
    bookTrialClass(input, course, source),
  );
  if (unavailable) return unavailable;
  if (!stored) return redirect(pathInLanguage("/trial-class", language));
  if (stored.booked) {
    return redirect(pathInLanguage(`/trial-class/booking/${stored.token}#booking-heading`, language));
  }
  const pick = await pickStep(details.data, course, null, form.value.sessionId, language);
  pick.problem = await refusal(stored.reason, pick.days.length > 0, language);
  return data({ pick, result: undefined }, { status: 409 });
}

/**
 * Step 2's other post: the child waits for a seat in a full class, within the lead forms' limits. A class that has
 * a seat again, or a family already waiting for three, is answered with the classes again and why.
 */
async function joinWaitingList(args: Route.ActionArgs) {
  const language = requestLanguage(args.request);
  const courses = await bookingCourseTitles();
  const form = await parseSubmission(args.request, trialBookingSchema(courses, language));
  const details = trialBookingDetailsSchema(courses, language).safeParse(Object.fromEntries(form.formData));
  const course = details.success ? await courseTitled(details.data.courseName) : undefined;
  if (!details.success || !course) return data({ bookingResult: form.reply(), result: undefined }, { status: 400 });
  if (!form.ok) {
    const t = translator(language);
    const pick = await pickStep(details.data, course, t("trial.chooseClassToWait"), undefined, language);
    return data({ pick, result: undefined }, { status: 400 });
  }
  const { unavailable, stored } = await storeLead(args, form, "trial-waitlist", (input, origin) =>
    joinWaitlist(input, course, origin.language),
  );
  if (unavailable) return unavailable;
  if (!stored) return redirect(pathInLanguage("/trial-class", language));
  if (stored.joined) {
    const { childName, email } = form.value;
    return { waitlisted: { childName, email, line: stored.line }, result: undefined };
  }
  const pick = await pickStep(details.data, course, waitlistRefusal(stored.reason, language), undefined, language);
  return data({ pick, result: undefined }, { status: 409 });
}

/** "an Abacus trial class", or "a trial class" for a parent who would like our advice; "Abacus ट्रायल क्लास". */
function trialClassPhrase(courseName: string, language: Language): string {
  const t = translator(language);
  if (courseName === UNSURE_COURSE) return t("trial.aTrialClass");
  return t("trial.courseTrialClass", { course: language === "en" ? withIndefiniteArticle(courseName) : courseName });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({ matches, location, title: t("trial.title"), description: t("trial.description") });
};

export default function TrialClass({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation } = loaderData;
  const again = actionData && "again" in actionData ? actionData.again : undefined;
  const pick = actionData && "pick" in actionData ? actionData.pick : undefined;
  const bookingResult = actionData && "bookingResult" in actionData ? actionData.bookingResult : undefined;
  const waitlisted = actionData && "waitlisted" in actionData ? actionData.waitlisted : undefined;
  const { language } = loaderData;
  const t = translator(language);
  return (
    <>
      <PageHero title={t("trial.title")} intro={t("trial.description")} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {confirmation ? (
          <LeadConfirmation icon={PartyPopper} name={confirmation.parentName} language={language}>
            {withNodes(
              (marks) =>
                t("trial.confirmation", { trialClass: trialClassPhrase(confirmation.courseName, language), ...marks }),
              {
                child: <strong>{confirmation.childName}</strong>,
                slot: <strong>{trialSlotLabel(confirmation.preferredSlot, language)}</strong>,
              },
            )}
            <AnotherChild parent={confirmation} t={t} />
          </LeadConfirmation>
        ) : waitlisted ? (
          <WaitlistJoined joined={waitlisted} language={language} />
        ) : pick ? (
          <PickClassForm pick={pick} honeypot={loaderData.honeypot} language={language} />
        ) : (
          <div className="space-y-10">
            <BookingDetailsForm
              courses={loaderData.bookingCourses}
              lastResult={bookingResult}
              chosen={loaderData.chosen}
              honeypot={loaderData.honeypot}
              language={language}
            />
            <TrialForm loaderData={loaderData} lastResult={actionData?.result} parent={again} />
          </div>
        )}
      </div>
    </>
  );
}

/** A second child's request starts from the first one's parent details, posted back from the confirmation. */
function AnotherChild({ parent, t }: { parent: ParentDetails; t: TFunction }) {
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="intent" value={ANOTHER_CHILD} />
      <input type="hidden" name="parentName" value={parent.parentName} />
      <input type="hidden" name="phone" value={parent.phone} />
      <input type="hidden" name="email" value={parent.email} />
      <button type="submit" className={buttonClasses("secondary", "md")}>
        {t("trial.anotherChild")}
      </button>
    </Form>
  );
}

function TrialForm({
  loaderData,
  lastResult,
  parent,
}: {
  loaderData: { courses: string[]; chosen: string | undefined; honeypot: HoneypotProps; language: Language };
  lastResult: SubmissionResult<string[]> | undefined;
  parent: ParentDetails | undefined;
}) {
  const { language } = loaderData;
  const t = translator(language);
  const [form, fields] = templateForm({
    id: "trial-form",
    schema: trialRequestSchema(loaderData.courses, language),
    lastResult,
    defaultValue: { courseName: loaderData.chosen, ...parent },
  });
  return (
    <LeadFormCard headingId="trial-form-heading" heading={t("trial.requestHeading")}>
      <p className="mt-2 text-slate-700">{t("trial.requestIntro")}</p>
      <LeadForm
        language={language}
        schema="trial"
        honeypot={loaderData.honeypot}
        form={form}
        privacyNote={t("trial.privacyNote")}
        submitLabel={t("trial.requestSubmit")}
        pendingLabel={t("trial.requestSending")}
      >
        <h3 className="text-lg font-bold text-slate-900 sm:col-span-2">{t("trial.aboutChild")}</h3>
        <TemplateInputField field={fields.childName} label={t("trial.childName")} type="text" />
        <TemplateSelectField
          field={fields.childAge}
          label={t("trial.childAge")}
          placeholder={t("trial.chooseAge")}
          options={trialAges.map((age) => ({ value: age, label: t("trial.ageYears", { age }) }))}
        />
        <TemplateSelectField
          field={fields.courseName}
          label={t("trial.course")}
          placeholder={t("trial.chooseCourse")}
          options={loaderData.courses.map((course) => ({
            value: course,
            label: course === UNSURE_COURSE ? unsureCourseLabels[language] : course,
          }))}
        />
        <TemplateSelectField
          field={fields.preferredSlot}
          label={t("trial.preferredTime")}
          placeholder={t("trial.chooseTime")}
          options={trialSlots.map((slot) => ({ value: slot, label: trialSlotLabel(slot, language) }))}
        />
        <h3 className="mt-2 text-lg font-bold text-slate-900 sm:col-span-2">{t("trial.aboutYou")}</h3>
        <TemplateNameField field={fields.parentName} label={t("trial.yourName")} hint={t("trial.yourNameHint")} />
        <TemplatePhoneField field={fields.phone} label={t("form.phone")} />
        <TemplateEmailField field={fields.email} label={t("form.email")} />
        <ConsentBox field={fields.guardianConsent} language={language} />
      </LeadForm>
    </LeadFormCard>
  );
}

// Sent without the framework: the form posts as plain HTML, and the page script checks it with the same schema.
export const handle = staticPageHandle;
