import { CalendarCheck } from "lucide-react";
import type { Route } from "./+types/book-offline-demo";
import { honeypotProps } from "#app/modules/forms/honeypot.server.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { LeadConfirmation, LeadForm, LeadFormCard } from "#app/modules/leads/ui/lead-form.tsx";
import { formatDate, indefiniteArticle, withIndefiniteArticle } from "#app/modules/content/shared/format.ts";
import { demoRequestSchema } from "#app/modules/leads/demo.ts";
import { demoCourseChoices, findDemoConfirmation, submitDemoRequest } from "#app/modules/leads/demo.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import {
  TemplateEmailField,
  TemplateInputField,
  TemplateNameField,
  TemplatePhoneField,
  TemplateSelectField,
  TemplateTextareaField,
} from "#app/modules/forms/ui/template-fields.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { confirmationOnce, takeLead } from "#app/modules/leads/store-lead.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

const REQUESTED = "demo-requested";

export async function loader({ request }: Route.LoaderArgs) {
  const confirmation = await confirmationOnce(request, REQUESTED, findDemoConfirmation);
  return { courses: await demoCourseChoices(), confirmation, honeypot: await honeypotProps() };
}

export async function action(args: Route.ActionArgs) {
  const lead = await takeLead(args, demoRequestSchema(await demoCourseChoices()), "demo", submitDemoRequest);
  if (!lead.ok) return lead.answer;
  const { contactPerson, courseName, schoolName } = lead.value;
  return redirectWithToast("/book-offline-demo#confirmation-heading", {
    title: "Demo Request Received",
    description: `Thank you, ${contactPerson}! We've received your request for ${withIndefiniteArticle(courseName)} demo at ${schoolName}.`,
    event: REQUESTED,
    ref: lead.submissionId,
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
              honeypot={loaderData.honeypot}
              form={form}
              privacyNote="We use these details only to arrange the demo."
              submitLabel="Request Demo"
              pendingLabel="Sending your request…"
            >
              <TemplateNameField field={fields.contactPerson} label="Contact person" />
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
              <TemplateEmailField field={fields.email} />
              <TemplatePhoneField field={fields.phone} />
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
