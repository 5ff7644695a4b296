import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/manage-programs";
import { adminMeta } from "#app/modules/site/meta.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { EditedRecord } from "#app/components/admin/edited-record.tsx";
import { useActionToast } from "#app/modules/accounts/use-action-toast.ts";
import { programColors, ProgramEditSchema, ProgramSchema } from "#app/modules/content/program-admin.ts";
import {
  addProgram,
  deleteProgram,
  listProgramsForAdmin,
  updateProgram,
} from "#app/modules/content/program-admin.server.ts";
import { iconNames } from "#app/modules/site/icons.tsx";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { Field, FormError, SelectField, TextareaField } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Programs");

export async function loader() {
  return { programs: await listProgramsForAdmin() };
}

const SAVED = { title: "Programs Saved", description: "The program details have been updated in the database." };
const failed = (
  formId: string,
  result: SubmissionResult<string[]>,
  description = "Please check the highlighted fields.",
) => data({ formId, result, toast: { title: "Not saved", description } }, { status: 400 });

export async function action(args: Route.ActionArgs) {
  const formData = await readFormDataOrRefuse(args.request);
  const intent = formData.get("intent");
  if (intent === "delete") {
    const id = String(formData.get("id") ?? "");
    if (!(await deleteProgram(id))) throw data("No such program.", { status: 404 });
    return redirectWithToast("/admin/manage-programs", { title: "Program deleted" });
  }
  if (intent === "update") {
    const submission = parseWithZod(formData, { schema: ProgramEditSchema });
    const formId = `program-${String(formData.get("id"))}`;
    if (submission.status !== "success") return failed(formId, submission.reply());
    const outcome = await updateProgram(submission.value);
    if (outcome === "missing") throw data("No such program.", { status: 404 });
    if (outcome === "conflict") {
      const message = "Someone else saved this program while you were editing. Reload the page to see their version.";
      return failed(formId, submission.reply({ formErrors: [message] }), message);
    }
    return redirectWithToast("/admin/manage-programs", SAVED);
  }
  const submission = parseWithZod(formData, { schema: ProgramSchema });
  if (submission.status !== "success") return failed("program-new", submission.reply());
  const id = await addProgram(submission.value);
  return redirectWithToast(`/admin/manage-programs#program-${id}`, { ...SAVED, title: "Program added" });
}

type Program = Route.ComponentProps["loaderData"]["programs"][number];

export default function ManagePrograms({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  useActionToast(actionData?.toast);
  const deleting = loaderData.programs.find((program) => program.id === params.get("delete"));
  const resultFor = (formId: string) => (actionData?.formId === formId ? actionData.result : undefined);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold">Manage Programs</h1>
        <Link to="?new=1#program-new" className={buttonClasses("primary")}>
          <Plus aria-hidden="true" className="size-5" /> Add a program
        </Link>
      </div>
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo="/admin/manage-programs">
          This will permanently delete the program “{deleting.title}” and its page. To take it off the site for now,
          untick “Show on the website” instead.
        </ConfirmDeletion>
      ) : null}
      {params.get("new") === "1" || actionData?.formId === "program-new" ? (
        <section
          id="program-new"
          aria-labelledby="new-heading"
          className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="new-heading" className="text-xl font-bold">
            New program
          </h2>
          <ProgramForm lastResult={resultFor("program-new")} />
        </section>
      ) : null}
      <div className="mt-8 space-y-3">
        {loaderData.programs.map((program) => (
          <details
            key={program.id}
            id={`program-${program.id}`}
            open={actionData?.formId === `program-${program.id}` || undefined}
            className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <summary className="flex cursor-pointer items-center justify-between gap-4 p-5">
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className={cn("size-8 rounded-xl bg-gradient-to-br", program.color)} />
                <span className="font-bold">{program.title}</span>
                {program.isPublished ? null : (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm">Hidden</span>
                )}
              </span>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5">
              <p className="text-sm text-slate-600">
                Page:{" "}
                <Link className="underline" to={`/programs/${program.id}`}>
                  /programs/{program.id}
                </Link>
              </p>
              <ProgramForm program={program} lastResult={resultFor(`program-${program.id}`)} />
              <Link
                to={`?delete=${program.id}`}
                className={buttonClasses("ghost", "sm", "mt-4 text-red-700 hover:bg-red-50")}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Delete {program.title}
              </Link>
            </div>
          </details>
        ))}
      </div>
    </>
  );
}

function ProgramForm({
  program,
  lastResult,
}: {
  program?: Program;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const formId = program ? `program-${program.id}-form` : "program-new-form";
  const [form, fields] = useForm<z.input<typeof ProgramSchema>, z.output<typeof ProgramSchema>>({
    id: formId,
    lastResult,
    defaultValue: program
      ? {
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
          isPublished: program.isPublished ? "on" : undefined,
        }
      : { color: programColors[0], icon: "Sparkles", isPublished: "on" },
    constraint: getZodConstraint(ProgramSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProgramSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { key: _key, ...publishedProps } = getInputProps(fields.isPublished, { type: "checkbox" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <FormError id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={program ? "update" : "create"} />
      <EditedRecord record={program} />
      <Field label="Title" errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: "text" })} />
      <Field
        label="Ages"
        hint="For example: Ages 5–14"
        errors={fields.ageRange.errors}
        inputProps={getInputProps(fields.ageRange, { type: "text" })}
      />
      <Field
        className="sm:col-span-2"
        label="Short description"
        hint="One sentence for the course cards and the top of the page."
        errors={fields.shortDescription.errors}
        inputProps={getInputProps(fields.shortDescription, { type: "text" })}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Description"
        errors={fields.description.errors}
        controlProps={{ ...getTextareaProps(fields.description), rows: 3 }}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Full description"
        hint="Paragraphs separated by an empty line."
        errors={fields.fullDescription.errors}
        controlProps={{ ...getTextareaProps(fields.fullDescription), rows: 6 }}
      />
      <TextareaField
        label="Features (one per line)"
        errors={fields.features.errors}
        controlProps={getTextareaProps(fields.features)}
      />
      <TextareaField
        label="What students learn (one per line)"
        errors={fields.learningOutcomes.errors}
        controlProps={getTextareaProps(fields.learningOutcomes)}
      />
      <TextareaField
        label="Benefits (one per line)"
        errors={fields.benefits.errors}
        controlProps={getTextareaProps(fields.benefits)}
      />
      <div className="space-y-4">
        <SelectField
          label="Colour"
          placeholder="Choose a colour"
          options={programColors}
          errors={fields.color.errors}
          controlProps={getSelectProps(fields.color)}
        />
        <SelectField
          label="Icon"
          placeholder="Choose an icon"
          options={iconNames}
          errors={fields.icon.errors}
          controlProps={getSelectProps(fields.icon)}
        />
        <label className="flex items-center gap-3 font-semibold">
          <input {...publishedProps} className="size-5" /> Show on the website
        </label>
      </div>
      <div className="sm:col-span-2">
        <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
          {program ? "Save All Changes" : "Add program"}
        </StatusButton>
      </div>
    </Form>
  );
}
