import { CalendarCheck } from "lucide-react";
import { randomUUID } from "node:crypto";
import { data, Link } from "react-router";
import type { Route } from "./+types/book-offline-demo";
import { PageHero } from "#app/components/page-hero.tsx";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { formatDate, indefiniteArticle, withIndefiniteArticle } from "#app/modules/content/format.ts";
import { demoRequestSchema, todayInIndia } from "#app/modules/leads/demo.ts";
import { demoCourseChoices, findDemoConfirmation, submitDemoRequest } from "#app/modules/leads/demo.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { Island } from "#app/islands/island.tsx";
import { formProps, inputProps, selectProps, templateForm, textareaProps } from "#app/modules/forms/template-form.ts";
import { parseSubmission, storeOrAskAgain } from "#app/server/submission.server.ts";
import { readFlashEvent, redirectWithToast } from "#app/server/toast.server.ts";
import { Field, FormError, SelectField, TextareaField } from "#app/ui/field.tsx";
import { HoneypotField, isHoneypotFilled } from "#app/ui/honeypot.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

const REQUESTED = "demo-requested";

export async function loader({ request }: Route.LoaderArgs) {
  // The confirmation, with the visitor's own details, is shown once, to the browser that sent the request: it
  // comes from the one-time signed message of the send, never from a link.
  const flash = await readFlashEvent(request, REQUESTED);
  const confirmation = flash?.ref ? await findDemoConfirmation(flash.ref) : null;
  return { courses: await demoCourseChoices(), submissionId: randomUUID(), today: todayInIndia(), confirmation };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await parseSubmission(request, demoRequestSchema(await demoCourseChoices()));
  if (!form.ok) return data({ result: form.reply() }, { status: form.status });
  // A bot that filled the hidden field is answered as if stored, so it learns nothing.
  if (!isHoneypotFilled(form.formData)) {
    const unavailable = await storeOrAskAgain(form, () => submitDemoRequest(form.value));
    if (unavailable) return unavailable;
  }
  const { contactPerson, courseName, schoolName, submissionId } = form.value;
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
          <section
            role="status"
            aria-labelledby="confirmation-heading"
            className="rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
          >
            <CalendarCheck aria-hidden="true" className="mx-auto size-14 text-brand-600" />
            <h2 id="confirmation-heading" className="mt-4 text-2xl font-extrabold">
              Thank you, {confirmation.contactPerson}!
            </h2>
            <p className="mt-3 text-lg text-slate-700">
              We've received your request for {indefiniteArticle(confirmation.courseName)}{" "}
              <strong>{confirmation.courseName}</strong> demo at <strong>{confirmation.schoolName}</strong>, preferably
              on {formatDate(confirmation.preferredDate)}. Our team will contact you within 2 business days to confirm
              the details.
            </p>
            <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
              Back to the home page
            </Link>
          </section>
        ) : (
          <section
            aria-labelledby="demo-form-heading"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="demo-form-heading" className="text-2xl font-extrabold">
              Demo Request Form
            </h2>
            <Island name="lead-form" props={{ schema: "demo" }}>
              <form method="post" {...formProps(form)} className="mt-6 grid gap-5 sm:grid-cols-2">
                <FormError id={form.errorId} errors={form.errors} />
                <HoneypotField />
                <input type="hidden" name="submissionId" value={loaderData.submissionId} />
                <Field
                  label="Contact person"
                  errors={fields.contactPerson.errors}
                  inputProps={{ ...inputProps(fields.contactPerson, { type: "text" }), autoComplete: "name" }}
                />
                <Field
                  label="School name"
                  errors={fields.schoolName.errors}
                  inputProps={{ ...inputProps(fields.schoolName, { type: "text" }), autoComplete: "organization" }}
                />
                <Field
                  label="Location"
                  hint="Area and city, e.g. Borivali, Mumbai"
                  errors={fields.location.errors}
                  inputProps={inputProps(fields.location, { type: "text" })}
                />
                <Field
                  label="Email"
                  errors={fields.email.errors}
                  inputProps={{ ...inputProps(fields.email, { type: "email" }), autoComplete: "email" }}
                />
                <Field
                  label="Phone"
                  errors={fields.phone.errors}
                  inputProps={{ ...inputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
                />
                <SelectField
                  label="Course"
                  placeholder="Choose a course"
                  options={loaderData.courses}
                  errors={fields.courseName.errors}
                  controlProps={selectProps(fields.courseName)}
                />
                <Field
                  label="Preferred date"
                  errors={fields.preferredDate.errors}
                  inputProps={{ ...inputProps(fields.preferredDate, { type: "date" }), min: loaderData.today }}
                />
                <Field
                  label="Number of students (optional)"
                  errors={fields.numberOfStudents.errors}
                  inputProps={{ ...inputProps(fields.numberOfStudents, { type: "number" }), inputMode: "numeric" }}
                />
                <TextareaField
                  className="sm:col-span-2"
                  label="Additional information (optional)"
                  errors={fields.message.errors}
                  controlProps={textareaProps(fields.message)}
                />
                <p className="text-slate-700 sm:col-span-2">
                  Our team will review your request and contact you within 2 business days to finalize the demo details.
                </p>
                <PrivacyNote className="sm:col-span-2">We use these details only to arrange the demo.</PrivacyNote>
                <div className="sm:col-span-2">
                  <StatusButton pendingLabel="Sending your request…">Request Demo</StatusButton>
                </div>
              </form>
            </Island>
          </section>
        )}
      </div>
    </>
  );
}

// Sent without the framework: the form posts as plain HTML, and the page script checks it with the same schema.
export const handle = staticUnsharedPageHandle;
