import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { PageLink } from "#app/ui/page-link.tsx";
import type { z } from "zod";
import type { Route } from "./+types/manage-programs";
import { adminMeta } from "#app/modules/site/meta.ts";
import { refusedIntent } from "#app/modules/admin/intent.ts";
import { Pill } from "#app/components/admin/pill.tsx";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { AdminPanel, DeleteLink, RecordPageHeading, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { Choice, TextArea, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { TypedText } from "#app/components/admin/lost-work.tsx";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { typedText } from "#app/modules/admin/lost-work.server.ts";
import { lostWorkText, lostWorkTitle, type TypedField } from "#app/modules/admin/lost-work.ts";
import {
  NewProgramSchema,
  ProgramActionSchema,
  type ProgramSchema,
} from "#app/modules/content/programs/program-admin.ts";
import {
  addProgram,
  deleteProgram,
  listProgramsForAdmin,
  savePrograms,
} from "#app/modules/content/programs/program-admin.server.ts";
import { iconNames } from "#app/modules/site/ui/icons.tsx";
import { programColors } from "#app/modules/content/programs/program-colours.ts";
import { CourseFactFields, factLabels } from "#app/modules/content/programs/ui/course-fact-fields.tsx";
import { ProgramTranslationFields } from "#app/modules/content/programs/ui/program-translation-fields.tsx";
import {
  programTranslationLanguages,
  translatedProgramFields,
  untranslatedLanguages,
  type ProgramTranslations,
} from "#app/modules/content/programs/program-language.ts";
import { languageNamesInEnglish } from "#app/modules/i18n/languages.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { cn } from "#app/ui/cn.ts";
import { FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Programs");

export async function loader() {
  return { programs: await listProgramsForAdmin() };
}

const PAGE = "/admin/manage-programs";
/** The one form holding every program, so Save All Changes saves all of them. */
const ALL_PROGRAMS_FORM = "all-programs-form";
const NEW_PROGRAM_FORM = "program-new-form";

const translatedLabels: Record<(typeof translatedProgramFields)[number], string> = {
  title: "Title",
  ageRange: "Ages",
  shortDescription: "Short description",
  fullDescription: "Full description",
  features: "Features",
  learningOutcomes: "What students learn",
  benefits: "Benefits",
  progressNote: "What families can expect",
};

const labels: Record<string, string> = {
  title: "Title",
  ageRange: "Ages",
  shortDescription: "Short description",
  description: "Description",
  fullDescription: "Full description",
  features: "Features",
  learningOutcomes: "What students learn",
  benefits: "Benefits",
  icon: "Icon",
  color: "Colour",
  ...factLabels,
  // A translation's fields, named as its form labels them ("translations.hi.title": "Title in Hindi").
  ...Object.fromEntries(
    programTranslationLanguages.flatMap((language) =>
      translatedProgramFields.map((field) => [
        `translations.${language}.${field}`,
        `${translatedLabels[field]} in ${languageNamesInEnglish[language]}`,
      ]),
    ),
  ),
};

const failed = (
  form: string,
  result: SubmissionResult<string[]>,
  description: string,
  status: number,
  deleted: { id: string; title: string; typed: TypedField[] }[] = [],
) => data({ form, result, deleted, toast: { title: "Not saved", description } }, { status });

export async function action({ request }: Route.ActionArgs) {
  // Every program's texts come in one form: more and longer fields than a form of one record.
  const submission = await parseSubmission(request, ProgramActionSchema, {
    maxFields: 2000,
    maxBodyBytes: 4 * 1024 * 1024,
  });
  if (!submission.ok) {
    const form = refusedIntent(submission.formData, ["create"]) ? NEW_PROGRAM_FORM : ALL_PROGRAMS_FORM;
    return failed(form, submission.reply(), "Please check the highlighted fields.", submission.status);
  }
  const change = submission.value;
  switch (change.intent) {
    case "delete": {
      if (!(await deleteProgram(change.id))) throw data("No such program.", { status: 404 });
      return redirectWithToast(PAGE, { title: "Program deleted" });
    }
    case "create": {
      const { intent: _intent, ...program } = change;
      const id = await addProgram(program);
      return redirectWithToast(`${PAGE}#program-${id}`, {
        title: "Program added",
        description: "The program details have been saved in the database.",
      });
    }
    case "save-all": {
      const outcome = await savePrograms(change.programs);
      const title = (id: string) => change.programs[id]?.title ?? id;
      if (outcome.conflicts.length > 0 || outcome.deleted.length > 0) {
        const conflict = (id: string) =>
          `Someone else saved “${title(id)}” while you were editing. Copy your changes, reload the page to see their version, then make your changes again.`;
        const message =
          outcome.conflicts.length > 0
            ? "Nothing was saved: someone else saved a program you changed. Your changes are still in the form."
            : "Nothing was saved: a program you changed was deleted meanwhile. Your changes to the others are still in the form: save again.";
        const deleted = outcome.deleted.map((id) => {
          const prefix = `programs.${id}.`;
          const fields = new FormData();
          for (const [name, value] of submission.formData) if (name.startsWith(prefix)) fields.append(name, value);
          const named = Object.fromEntries(Object.entries(labels).map(([key, label]) => [prefix + key, label]));
          return { id, title: title(id), typed: typedText(fields, named) };
        });
        const result = submission.reply({
          formErrors: [message],
          fieldErrors: Object.fromEntries(outcome.conflicts.map((id) => [`programs.${id}`, [conflict(id)]])),
        });
        return failed(ALL_PROGRAMS_FORM, result, message, 409, deleted);
      }
      if (outcome.saved.length === 0) {
        return redirectWithToast(PAGE, {
          type: "info",
          title: "Nothing to save",
          description: "No program was changed.",
        });
      }
      return redirectWithToast(PAGE, {
        title: "Programs Saved",
        description: `Saved in the database: ${outcome.saved.map(title).join(", ")}.`,
      });
    }
  }
}

type Program = Route.ComponentProps["loaderData"]["programs"][number];
type ProgramFormInput = z.input<typeof ProgramActionSchema>;
type TextField = Exclude<keyof z.input<typeof ProgramSchema>, "translations">;
type ProgramFieldset = { [Key in TextField]-?: FieldMetadata<unknown> } & {
  translations: FieldMetadata<z.input<typeof ProgramSchema>["translations"]>;
};
type FormValues = Record<TextField, string | undefined> & {
  translations: Record<string, Record<string, string>>;
};

/** A course's Hindi and Marathi as the form shows them: lists one item per line, unwritten ones empty. */
function translationValues(translations: ProgramTranslations): FormValues["translations"] {
  return Object.fromEntries(
    programTranslationLanguages.map((language) => {
      const translation = translations[language];
      const values = translatedProgramFields.map((field) => {
        const value = translation?.[field] ?? "";
        return [field, Array.isArray(value) ? value.join("\n") : value];
      });
      return [language, Object.fromEntries(values)];
    }),
  );
}

/** A program's texts as the form shows them: lists one item per line. */
function formValues(program: Program): FormValues {
  return {
    title: program.title,
    shortDescription: program.shortDescription,
    description: program.description,
    fullDescription: program.fullDescription,
    ageRange: program.ageRange,
    icon: program.icon,
    color: program.color,
    features: program.features.join("\n"),
    learningOutcomes: program.learningOutcomes.join("\n"),
    benefits: program.benefits.join("\n"),
    levels: program.levels?.toString(),
    monthsPerLevel: program.monthsPerLevel?.toString(),
    classMinutes: program.classMinutes?.toString(),
    classesPerWeek: program.classesPerWeek?.toString(),
    batchSize: program.batchSize?.toString(),
    onlineTimings: program.onlineTimings,
    schoolTimings: program.schoolTimings,
    officeTimings: program.officeTimings,
    certificate: program.certificate,
    fees: program.fees,
    progressNote: program.progressNote,
    isPublished: program.isPublished ? "on" : undefined,
    translations: translationValues(program.translations),
  };
}

export default function ManagePrograms({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { programs } = loaderData;
  const { deleting, adding } = useRecordsInUrl(programs);
  const deletedMeanwhile = actionData?.deleted ?? [];
  const shown = programs.filter((program) => !deletedMeanwhile.some((gone) => gone.id === program.id));
  const resultFor = (form: string) => (actionData?.form === form ? actionData.result : undefined);
  return (
    <>
      <RecordPageHeading title="Manage Programs" add={{ to: "?new=1#program-new", label: "Add a program" }} />
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This will permanently delete the program “{deleting.title}” and its page. To take it off the site for now,
          untick “Show on the website” instead.
        </ConfirmDeletion>
      ) : null}
      {adding || actionData?.form === NEW_PROGRAM_FORM ? (
        <AdminPanel id="program-new" headingId="new-heading" heading="New program">
          <NewProgramForm lastResult={resultFor(NEW_PROGRAM_FORM)} />
        </AdminPanel>
      ) : null}
      {deletedMeanwhile.map((gone) => (
        <section
          key={gone.id}
          aria-labelledby={`deleted-${gone.id}`}
          className="mt-6 rounded-3xl bg-amber-50 p-6 ring-1 ring-amber-300"
        >
          <h2 id={`deleted-${gone.id}`} className="text-xl font-bold text-amber-950">
            {lostWorkTitle({ lostWork: "record-deleted", record: "program" })}: “{gone.title}”
          </h2>
          <p className="mt-1 text-amber-950">
            {lostWorkText({ lostWork: "record-deleted", record: "program" })} Copy what you need; to bring it back, add
            it again as a new program.
          </p>
          <TypedText typed={gone.typed} />
        </section>
      ))}
      {/* Keyed by what it shows, so the fields start again from the saved programs after every save. */}
      <AllProgramsForm
        key={shown.map((program) => `${program.id}@${program.version}`).join()}
        programs={shown}
        lastResult={resultFor(ALL_PROGRAMS_FORM)}
      />
    </>
  );
}

/** Every program in one form: Save All Changes saves each one changed, and only those. */
function AllProgramsForm({
  programs,
  lastResult,
}: {
  programs: Program[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<ProgramFormInput, z.output<typeof ProgramActionSchema>>({
    id: ALL_PROGRAMS_FORM,
    lastResult,
    defaultValue: { programs: Object.fromEntries(programs.map((program) => [program.id, formValues(program)])) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProgramActionSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const byId = fields.programs.getFieldset();
  const withErrors = new Set(
    Object.keys(lastResult?.error ?? {})
      .map((name) => name.split(".")[1])
      .filter(Boolean),
  );
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8">
      <input type="hidden" name="intent" value="save-all" />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="mt-3 space-y-3">
        {programs.map((program) => {
          const card = byId[program.id];
          if (!card) return null;
          return (
            <details
              key={program.id}
              id={`program-${program.id}`}
              open={withErrors.has(program.id) || undefined}
              className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <summary className="flex cursor-pointer items-center justify-between gap-4 p-5">
                <span className="flex items-center gap-3">
                  <span aria-hidden="true" className={cn("size-8 rounded-xl bg-gradient-to-br", program.color)} />
                  <span className="font-bold">{program.title}</span>
                  {program.isPublished ? null : <Pill tone="slate">Hidden</Pill>}
                  {untranslatedLanguages(program.translations).map((language) => (
                    <Pill key={language} tone="amber">
                      {languageNamesInEnglish[language]} page in English
                    </Pill>
                  ))}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <fieldset className="px-5 pb-5">
                <legend className="sr-only">{program.title}</legend>
                <p className="text-sm text-slate-600">
                  Page:{" "}
                  <PageLink className="underline" to={`/programs/${program.id}`}>
                    /programs/{program.id}
                  </PageLink>
                </p>
                <FormError id={card.errorId} errors={card.errors} />
                {/* Not conform's: these follow the loader, so a save's new version is what the next save sends. */}
                <input type="hidden" name={`programs.${program.id}.version`} value={program.version} />
                <input type="hidden" name={`programs.${program.id}.loaded`} value={program.loaded} />
                <ProgramFields fields={card.getFieldset()} />
                <DeleteLink id={program.id} className="mt-4">
                  Delete {program.title}
                </DeleteLink>
              </fieldset>
            </details>
          );
        })}
      </div>
      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-slate-50/95 py-4">
        <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
          Save All Changes
        </StatusButton>
        <p className="text-slate-600">Saves every program you changed on this page, all at once.</p>
      </div>
    </Form>
  );
}

function NewProgramForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(NewProgramSchema, {
    id: NEW_PROGRAM_FORM,
    lastResult,
    defaultValue: { color: programColors[0], icon: "Sparkles", isPublished: "on" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4">
      <FormError id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="create" />
      <ProgramFields fields={fields} />
      <StatusButton className="mt-4" pending={navigation.state === "submitting"} pendingLabel="Saving…">
        Add program
      </StatusButton>
    </Form>
  );
}

function ProgramFields({ fields }: { fields: ProgramFieldset }) {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextInput field={fields.title} label="Title" />
      <TextInput field={fields.ageRange} label="Ages" hint="For example: Ages 5–14" />
      <TextInput
        field={fields.shortDescription}
        label="Short description"
        hint="One sentence for the course cards and the top of the page."
        className="sm:col-span-2"
      />
      <TextArea field={fields.description} label="Description" rows={3} className="sm:col-span-2" />
      <TextArea
        field={fields.fullDescription}
        label="Full description"
        hint="Paragraphs separated by an empty line."
        rows={6}
        className="sm:col-span-2"
      />
      <TextArea field={fields.features} label="Features (one per line)" />
      <TextArea field={fields.learningOutcomes} label="What students learn (one per line)" />
      <TextArea field={fields.benefits} label="Benefits (one per line)" />
      <CourseFactFields fields={fields} />
      <ProgramTranslationFields fields={fields.translations.getFieldset()} />
      <div className="space-y-4">
        <Choice field={fields.color} label="Colour" placeholder="Choose a colour" options={programColors} />
        <Choice field={fields.icon} label="Icon" placeholder="Choose an icon" options={iconNames} />
        <Tickbox field={fields.isPublished}>Show on the website</Tickbox>
      </div>
    </div>
  );
}
