import type { SubmissionResult } from "@conform-to/react";
import { PartyPopper } from "lucide-react";
import type { Route } from "./+types/trial-class";
import { honeypotProps } from "#app/modules/forms/honeypot.server.ts";
import type { HoneypotProps } from "#app/ui/honeypot.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { LeadConfirmation, LeadForm, LeadFormCard } from "#app/modules/leads/ui/lead-form.tsx";
import { withIndefiniteArticle } from "#app/modules/content/shared/format.ts";
import {
  ANOTHER_CHILD,
  anotherChildSchema,
  trialAges,
  trialRequestSchema,
  trialSlots,
  UNSURE_COURSE,
  type ParentDetails,
} from "#app/modules/leads/trial.ts";
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
import { inputProps, templateForm, type TemplateField } from "#app/modules/forms/template-form.ts";
import { confirmationOnce, takeLead } from "#app/modules/leads/store-lead.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { ErrorList } from "#app/ui/field.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { Form } from "react-router";

const REQUESTED = "trial-requested";

export async function loader({ request }: Route.LoaderArgs) {
  // The confirmation names the child: confirmationOnce shows it only to the browser that sent the request.
  const confirmation = await confirmationOnce(request, REQUESTED, findTrialConfirmation);
  const chosen = await courseChosenOnPage(new URL(request.url).searchParams.get("course"));
  return { courses: await trialCourseChoices(), confirmation, chosen, honeypot: await honeypotProps() };
}

export async function action(args: Route.ActionArgs) {
  // "Book for another child" from the confirmation: the form again, with the parent's details already in it.
  // Read with the site's one body reader, from a copy: anything else (a request, a malformed body) goes on.
  const another = await parseSubmission(args.request.clone(), anotherChildSchema);
  if (another.ok) {
    const { intent: _intent, ...again } = another.value;
    return { again, result: undefined };
  }
  const lead = await takeLead(args, trialRequestSchema(await trialCourseChoices()), "trial", submitTrialRequest);
  if (!lead.ok) return lead.answer;
  const { childName, courseName } = lead.value;
  return redirectWithToast("/trial-class#confirmation-heading", {
    title: "Trial Class Request Received",
    description: `Thank you! We've received your request for ${trialClassPhrase(courseName)} for ${childName}.`,
    event: REQUESTED,
    ref: lead.submissionId,
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
  const again = actionData && "again" in actionData ? actionData.again : undefined;
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {confirmation ? (
          <LeadConfirmation icon={PartyPopper} name={confirmation.parentName}>
            We've received your request for {trialClassPhrase(confirmation.courseName)} for{" "}
            <strong>{confirmation.childName}</strong>. Preferred time: <strong>{confirmation.preferredSlot}</strong>.
            We'll call you within 2 business days to fix a time.
            <AnotherChild parent={confirmation} />
          </LeadConfirmation>
        ) : (
          <TrialForm loaderData={loaderData} lastResult={actionData?.result} parent={again} />
        )}
      </div>
    </>
  );
}

/** A second child's request starts from the first one's parent details, posted back from the confirmation. */
function AnotherChild({ parent }: { parent: ParentDetails }) {
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="intent" value={ANOTHER_CHILD} />
      <input type="hidden" name="parentName" value={parent.parentName} />
      <input type="hidden" name="phone" value={parent.phone} />
      <input type="hidden" name="email" value={parent.email} />
      <button type="submit" className={buttonClasses("secondary", "md")}>
        Book for another child
      </button>
    </Form>
  );
}

function TrialForm({
  loaderData,
  lastResult,
  parent,
}: {
  loaderData: { courses: string[]; chosen: string | undefined; honeypot: HoneypotProps };
  lastResult: SubmissionResult<string[]> | undefined;
  parent: ParentDetails | undefined;
}) {
  const [form, fields] = templateForm({
    id: "trial-form",
    schema: trialRequestSchema(loaderData.courses),
    lastResult,
    defaultValue: { courseName: loaderData.chosen, ...parent },
  });
  return (
    <LeadFormCard headingId="trial-form-heading" heading="Trial Class Request">
      <LeadForm
        schema="trial"
        honeypot={loaderData.honeypot}
        form={form}
        privacyNote="We use these details only to arrange the trial class and to answer your questions about it."
        submitLabel="Request Trial Class"
        pendingLabel="Sending your request…"
      >
        <h3 className="text-lg font-bold text-slate-900 sm:col-span-2">About your child</h3>
        <TemplateInputField field={fields.childName} label="Child's first name" type="text" />
        <TemplateSelectField
          field={fields.childAge}
          label="Child's age"
          placeholder="Choose an age"
          options={trialAges.map((age) => ({ value: age, label: `${age} years` }))}
        />
        <TemplateSelectField
          field={fields.courseName}
          label="Course"
          placeholder="Choose a course"
          options={loaderData.courses}
        />
        <TemplateSelectField
          field={fields.preferredSlot}
          label="Preferred time"
          placeholder="Choose a time"
          options={[...trialSlots]}
        />
        <h3 className="mt-2 text-lg font-bold text-slate-900 sm:col-span-2">About you</h3>
        <TemplateNameField field={fields.parentName} label="Your name" hint="The parent or guardian we should call." />
        <TemplatePhoneField field={fields.phone} />
        <TemplateEmailField field={fields.email} />
        <ConsentBox field={fields.guardianConsent} />
      </LeadForm>
    </LeadFormCard>
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
export const handle = staticPageHandle;
