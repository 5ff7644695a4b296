import { CalendarCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/book-offline-demo";
import { PageHero } from "#app/components/page-hero.tsx";
import { LeadConfirmation, LeadForm, LeadFormCard } from "#app/modules/leads/ui/lead-form.tsx";
import { formatDate, indefiniteArticle, withIndefiniteArticle } from "#app/modules/content/shared/format.ts";
import { demoRequestSchema } from "#app/modules/leads/demo.ts";
import { demoCourseChoices, findDemoConfirmation, submitDemoRequest } from "#app/modules/leads/demo.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import { submissionIdFor } from "#app/modules/forms/submission-key.server.ts";
import {
  TemplateInputField,
  TemplateSelectField,
  TemplateTextareaField,
} from "#app/modules/forms/ui/template-fields.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { sender, storeLeadWithinLimits } from "#app/modules/leads/send-limits.server.ts";
import { readFlashEvent, redirectWithToast } from "#app/server/toast.server.ts";
import { isHoneypotFilled } from "#app/ui/honeypot.tsx";
import { leadSourceOf } from "#app/modules/leads/lead-source.ts";

const REQUESTED = "demo-requested";

export async function loader({ request }: Route.LoaderArgs) {
  // The confirmation, with the visitor's own details, is shown once, to the browser that sent the request: it
  // comes from the one-time signed message of the send, never from a link.
  const flash = await readFlashEvent(request, REQUESTED);
  const confirmation = flash?.ref ? await findDemoConfirmation(flash.ref) : null;
  return { courses: await demoCourseChoices(), confirmation };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, demoRequestSchema(await demoCourseChoices()));
  if (!form.ok) return data({ result: form.reply() }, { status: form.status });
  const submissionId = await submissionIdFor({ request, context }, "demo", form.value);
  // A bot that filled the hidden field is answered as if stored, so it learns nothing.
  if (!isHoneypotFilled(form.formData)) {
    const unavailable = await storeLeadWithinLimits(form, sender(context, form.value.email), () =>
      submitDemoRequest({ ...form.value, submissionId }, leadSourceOf(request.headers.get("Cookie"))),
    );
    if (unavailable) return unavailable;
  }
  const { contactPerson, courseName, schoolName } = form.value;
  return redirectWithToast("/book-offline-demo#confirmation-heading", {
    title: "Demo Request Received",
    description: `Thank you, ${contactPerson}! We've received your request for ${withIndefiniteArticle(courseName)} demo at ${schoolName}.`,
    event: REQUESTED,
    ref: submissionId,
  });
}

const title = "Book an Offline Demo";
const description =
  "See a SkillSprouts class in action at your school, free of charge. Tell us about your school and we'll arrange a demo.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function BookOfflineDemo({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = templateForm({
    id: "demo-form",
    schema: demoRequestSchema(loaderData.courses),
    lastResult: actionData?.result,
  });
  const { confirmation } = loaderData;
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {confirmation ? (
          <LeadConfirmation icon={CalendarCheck} name={confirmation.contactPerson}>
            We've received your request for {indefiniteArticle(confirmation.courseName)}{" "}
            <strong>{confirmation.courseName}</strong> demo at <strong>{confirmation.schoolName}</strong>, preferably on{" "}
            {formatDate(confirmation.preferredDate)}. Our team will contact you within 2 business days to confirm the
            details.
          </LeadConfirmation>
        ) : (
          <LeadFormCard headingId="demo-form-heading" heading="Demo Request Form">
            <LeadForm
              schema="demo"
              form={form}
              privacyNote="We use these details only to arrange the demo."
              submitLabel="Request Demo"
              pendingLabel="Sending your request…"
            >
              <TemplateInputField field={fields.contactPerson} label="Contact person" type="text" autoComplete="name" />
              <TemplateInputField
                field={fields.schoolName}
                label="School name"
                type="text"
                autoComplete="organization"
              />
              <TemplateInputField
                field={fields.location}
                label="Location"
                hint="Area and city, e.g. Borivali, Mumbai"
                type="text"
              />
              <TemplateInputField field={fields.email} label="Email" type="email" autoComplete="email" />
              <TemplateInputField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
              <TemplateSelectField
                field={fields.courseName}
                label="Course"
                placeholder="Choose a course"
                options={loaderData.courses}
              />
              <TemplateInputField
                field={fields.preferredDate}
                label="Preferred date"
                type="date"
                // Today in India is set by the form's script: the page is kept for days, the date is not.
                data-min-today=""
              />
              <TemplateInputField
                field={fields.numberOfStudents}
                label="Number of students (optional)"
                type="number"
                inputMode="numeric"
              />
              <TemplateTextareaField
                field={fields.message}
                label="Additional information (optional)"
                className="sm:col-span-2"
              />
              <p className="text-slate-700 sm:col-span-2">
                Our team will review your request and contact you within 2 business days to finalize the demo details.
              </p>
            </LeadForm>
          </LeadFormCard>
        )}
      </div>
    </>
  );
}

// Sent without the framework: the form posts as plain HTML, and the page script checks it with the same schema.
export const handle = staticPageHandle;
