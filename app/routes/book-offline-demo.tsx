import { CalendarCheck } from "lucide-react";
import type { Route } from "./+types/book-offline-demo";
import { honeypotProps } from "#app/modules/forms/honeypot.server.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { LeadConfirmation, LeadForm, LeadFormCard } from "#app/modules/leads/ui/lead-form.tsx";
import { indefiniteArticle, withIndefiniteArticle } from "#app/modules/content/shared/format.ts";
import { dateIn } from "#app/modules/i18n/formats.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";
import { demoRequestSchema, MULTIPLE_COURSES } from "#app/modules/leads/demo.ts";
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
  return {
    courses: await demoCourseChoices(),
    confirmation,
    honeypot: await honeypotProps(),
    language: requestLanguage(request),
  };
}

export async function action(args: Route.ActionArgs) {
  const language = requestLanguage(args.request);
  const schema = demoRequestSchema(await demoCourseChoices(), language);
  const lead = await takeLead(args, schema, "demo", submitDemoRequest);
  if (!lead.ok) return lead.answer;
  const { contactPerson, courseName, schoolName } = lead.value;
  const t = translator(language);
  const course = language === "en" ? withIndefiniteArticle(courseName) : courseLabel(courseName, language);
  return redirectWithToast(pathInLanguage("/book-offline-demo#confirmation-heading", language), {
    title: t("demo.receivedTitle"),
    description: t("demo.receivedToast", { name: contactPerson, course, school: schoolName }),
    event: REQUESTED,
    ref: lead.submissionId,
  });
}

/** A course choice as the page names it: the programs' titles are names; "Multiple Courses" is said. */
function courseLabel(course: string, language: Language): string {
  return course === MULTIPLE_COURSES ? translator(language)("demo.multipleCourses") : course;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({ matches, location, title: t("demo.title"), description: t("demo.description") });
};

export default function BookOfflineDemo({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = loaderData;
  const t = translator(language);
  const [form, fields] = templateForm({
    id: "demo-form",
    schema: demoRequestSchema(loaderData.courses, language),
    lastResult: actionData?.result,
  });
  const { confirmation } = loaderData;
  return (
    <>
      <PageHero title={t("demo.title")} intro={t("demo.description")} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {confirmation ? (
          <LeadConfirmation icon={CalendarCheck} name={confirmation.contactPerson} language={language}>
            {withNodes(
              (markers) => t("demo.received", { ...markers, date: dateIn(confirmation.preferredDate, language) }),
              {
                course: (
                  <>
                    {language === "en" ? `${indefiniteArticle(confirmation.courseName)} ` : null}
                    <strong>{courseLabel(confirmation.courseName, language)}</strong>
                  </>
                ),
                school: <strong>{confirmation.schoolName}</strong>,
              },
            )}{" "}
            {t("demo.willContact")}
          </LeadConfirmation>
        ) : (
          <LeadFormCard headingId="demo-form-heading" heading={t("demo.formHeading")}>
            <LeadForm
              language={language}
              schema="demo"
              honeypot={loaderData.honeypot}
              form={form}
              privacyNote={t("demo.privacyNote")}
              submitLabel={t("demo.send")}
              pendingLabel={t("demo.sending")}
            >
              <TemplateNameField field={fields.contactPerson} label={t("demo.contactPerson")} />
              <TemplateInputField
                field={fields.schoolName}
                label={t("demo.schoolName")}
                type="text"
                autoComplete="organization"
              />
              <TemplateInputField
                field={fields.location}
                label={t("demo.location")}
                hint={t("demo.locationHint")}
                type="text"
              />
              <TemplateEmailField field={fields.email} label={t("form.email")} />
              <TemplatePhoneField field={fields.phone} label={t("form.phone")} />
              <TemplateSelectField
                field={fields.courseName}
                label={t("demo.course")}
                placeholder={t("demo.chooseCourse")}
                options={loaderData.courses.map((course) => ({ value: course, label: courseLabel(course, language) }))}
              />
              <TemplateInputField
                field={fields.preferredDate}
                label={t("demo.preferredDate")}
                type="date"
                // Today in India is set by the form's script: the page is kept for days, the date is not.
                data-min-today=""
              />
              <TemplateInputField
                field={fields.numberOfStudents}
                label={t("demo.students")}
                type="number"
                inputMode="numeric"
              />
              <TemplateTextareaField field={fields.message} label={t("demo.message")} className="sm:col-span-2" />
              <p className="text-slate-700 sm:col-span-2">{t("demo.nextSteps")}</p>
            </LeadForm>
          </LeadFormCard>
        )}
      </div>
    </>
  );
}

// Sent without the framework: the form posts as plain HTML, and the page script checks it with the same schema.
export const handle = staticPageHandle;
