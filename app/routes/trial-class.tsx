import type { SubmissionResult } from "@conform-to/react";
import { PartyPopper } from "lucide-react";
import { randomUUID } from "node:crypto";
import { data, Link } from "react-router";
import type { Route } from "./+types/trial-class";
import { PageHero } from "#app/components/page-hero.tsx";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { withIndefiniteArticle } from "#app/modules/content/format.ts";
import { trialAges, trialRequestSchema, trialSlots, UNSURE_COURSE } from "#app/modules/leads/trial.ts";
import { findTrialConfirmation, submitTrialRequest, trialCourseChoices } from "#app/modules/leads/trial.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { Island } from "#app/islands/island.tsx";
import {
  formProps,
  inputProps,
  selectProps,
  templateForm,
  type TemplateField,
} from "#app/modules/forms/template-form.ts";
import { parseSubmission, storeOrAskAgain } from "#app/server/submission.server.ts";
import { readFlashEvent, redirectWithToast } from "#app/server/toast.server.ts";
import { ErrorList, Field, FormError, SelectField } from "#app/ui/field.tsx";
import { HoneypotField, isHoneypotFilled } from "#app/ui/honeypot.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

const REQUESTED = "trial-requested";

export async function loader({ request }: Route.LoaderArgs) {
  // The confirmation names the child, so it is shown once, to the browser that sent the request: from the
  // one-time signed message of the send, never from a link.
  const flash = await readFlashEvent(request, REQUESTED);
  const confirmation = flash?.ref ? await findTrialConfirmation(flash.ref) : null;
  return { courses: await trialCourseChoices(), submissionId: randomUUID(), confirmation };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await parseSubmission(request, trialRequestSchema(await trialCourseChoices()));
  if (!form.ok) return data({ result: form.reply() }, { status: form.status });
  // A bot that filled the hidden field is answered as if stored, so it learns nothing.
  if (!isHoneypotFilled(form.formData)) {
    const unavailable = await storeOrAskAgain(form, () => submitTrialRequest(form.value));
    if (unavailable) return unavailable;
  }
  const { childName, courseName, submissionId } = form.value;
  return redirectWithToast("/trial-class#confirmation-heading", {
    title: "Trial Class Request Received",
    description: `Thank you! We've received your request for ${trialClassPhrase(courseName)} for ${childName}.`,
    event: REQUESTED,
    ref: submissionId,
  });
}

/** "an Abacus trial class", or "a trial class" for a parent who would like our advice. */
function trialClassPhrase(courseName: string): string {
  return courseName === UNSURE_COURSE ? "a trial class" : `${withIndefiniteArticle(courseName)} trial class`;
}

const title = "Book a Free Trial Class";
const description =
  "Let your child try an Abacus, Vedic Maths, English or Coding class for free. Tell us about your child and a good time, and we'll call you to arrange it.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function TrialClass({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation } = loaderData;
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {confirmation ? (
          <section
            role="status"
            aria-labelledby="confirmation-heading"
            className="rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
          >
            <PartyPopper aria-hidden="true" className="mx-auto size-14 text-brand-600" />
            <h2 id="confirmation-heading" className="mt-4 text-2xl font-extrabold">
              Thank you, {confirmation.parentName}!
            </h2>
            <p className="mt-3 text-lg text-slate-700">
              We've received your request for {trialClassPhrase(confirmation.courseName)} for{" "}
              <strong>{confirmation.childName}</strong>. Preferred time: <strong>{confirmation.preferredSlot}</strong>.
              We'll call you within 2 business days to fix a time.
            </p>
            <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
              Back to the home page
            </Link>
          </section>
        ) : (
          <TrialForm loaderData={loaderData} lastResult={actionData?.result} />
        )}
      </div>
    </>
  );
}

function TrialForm({
  loaderData,
  lastResult,
}: {
  loaderData: { courses: string[]; submissionId: string };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = templateForm({
    id: "trial-form",
    schema: trialRequestSchema(loaderData.courses),
    lastResult,
  });
  return (
    <section
      aria-labelledby="trial-form-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="trial-form-heading" className="text-2xl font-extrabold">
        Trial Class Request
      </h2>
      <Island name="lead-form" props={{ schema: "trial" }}>
        <form method="post" {...formProps(form)} className="mt-6 grid gap-5 sm:grid-cols-2">
          <FormError id={form.errorId} errors={form.errors} />
          <HoneypotField />
          <input type="hidden" name="submissionId" value={loaderData.submissionId} />
          <h3 className="text-lg font-bold text-slate-900 sm:col-span-2">About your child</h3>
          <Field
            label="Child's first name"
            errors={fields.childName.errors}
            inputProps={inputProps(fields.childName, { type: "text" })}
          />
          <SelectField
            label="Child's age"
            placeholder="Choose an age"
            options={trialAges.map((age) => ({ value: age, label: `${age} years` }))}
            errors={fields.childAge.errors}
            controlProps={selectProps(fields.childAge)}
          />
          <SelectField
            label="Course"
            placeholder="Choose a course"
            options={loaderData.courses}
            errors={fields.courseName.errors}
            controlProps={selectProps(fields.courseName)}
          />
          <SelectField
            label="Preferred time"
            placeholder="Choose a time"
            options={[...trialSlots]}
            errors={fields.preferredSlot.errors}
            controlProps={selectProps(fields.preferredSlot)}
          />
          <h3 className="mt-2 text-lg font-bold text-slate-900 sm:col-span-2">About you</h3>
          <Field
            label="Your name"
            hint="The parent or guardian we should call."
            errors={fields.parentName.errors}
            inputProps={{ ...inputProps(fields.parentName, { type: "text" }), autoComplete: "name" }}
          />
          <Field
            label="Phone"
            errors={fields.phone.errors}
            inputProps={{ ...inputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
          />
          <Field
            label="Email"
            errors={fields.email.errors}
            inputProps={{ ...inputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          />
          <ConsentBox field={fields.guardianConsent} />
          <PrivacyNote className="sm:col-span-2">
            We use these details only to arrange the trial class and to answer your questions about it.
          </PrivacyNote>
          <div className="sm:col-span-2">
            <StatusButton pendingLabel="Sending your request…">Request Trial Class</StatusButton>
          </div>
        </form>
      </Island>
    </section>
  );
}

/** The parent's consent, required for a child's details; its errors sit under the hint as the page script puts them. */
function ConsentBox({ field }: { field: TemplateField }) {
  const errorId = field.errors?.length ? `${field.id}-error` : undefined;
  const hintId = `${field.id}-hint`;
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...inputProps(field, { type: "checkbox" })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={field.id} className="font-semibold text-slate-800">
          I am this child's parent or guardian, and I agree to SkillSprouts using these details to arrange the trial
          class.
        </label>
      </div>
      <div className="pl-8">
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          We ask because India's data protection law needs a parent's consent for a child's details.
        </p>
        <ErrorList id={errorId} errors={field.errors} />
      </div>
    </div>
  );
}

// Sent without the framework: the form posts as plain HTML, and the page script checks it with the same schema.
export const handle = staticUnsharedPageHandle;
