import { getFormProps, getInputProps } from "@conform-to/react";
import { Download, FileText } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/manage-brochures";
import { adminMeta } from "#app/modules/site/meta.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { AdminPanel, DeleteLink, EmptyList, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { indiaDate } from "#app/modules/admin/india-time.ts";
import { answerDeletion } from "#app/modules/admin/record-answers.server.ts";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import {
  BROCHURE_TOO_LARGE,
  BrochureActionSchema,
  BrochureSchema,
  MAX_BROCHURE_BYTES,
  refusedBrochureToast,
  NOT_A_PDF,
} from "#app/modules/content/brochure-files/brochure-file-admin.ts";
import {
  deleteBrochureFile,
  listBrochureFilesForAdmin,
  uploadBrochureFile,
} from "#app/modules/content/brochure-files/brochure-file-admin.server.ts";
import { listProgramsForAdmin } from "#app/modules/content/programs/program-admin.server.ts";
import { formatBytes } from "#app/modules/media/uploads.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { Field, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Brochures");

export async function loader() {
  const [brochures, programs] = await Promise.all([listBrochureFilesForAdmin(), listProgramsForAdmin()]);
  return {
    brochures: brochures.map((brochure) => ({ ...brochure, size: formatBytes(brochure.sizeBytes) })),
    programs: programs.map((program) => ({ id: program.id, title: program.title })),
  };
}

const PAGE = "/admin/manage-brochures";

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, BrochureActionSchema, {
    files: { maxFileBytes: MAX_BROCHURE_BYTES, tooLarge: BROCHURE_TOO_LARGE },
  });
  if (!submission.ok) {
    const toast = refusedBrochureToast(
      submission.formData,
      submission.oversized,
      submission.unreadable?.visitorMessage,
    );
    return data({ result: submission.reply({ hideFields: ["file"] }), toast }, { status: submission.status });
  }
  const change = submission.value;
  if (change.intent === "delete") {
    return answerDeletion(PAGE, await deleteBrochureFile(change.id), {
      done: "Brochure Deleted",
      failed: "Could not delete the brochure.",
    });
  }
  const { intent: _intent, ...brochure } = change;
  try {
    if ((await uploadBrochureFile(brochure)) === "not-a-pdf") {
      return data(
        {
          result: submission.reply({ fieldErrors: { file: [NOT_A_PDF] }, hideFields: ["file"] }),
          toast: { title: "Invalid File Type", description: NOT_A_PDF },
        },
        { status: 400 },
      );
    }
  } catch (error) {
    logger.error({ err: error }, "brochure upload failed");
    return data(
      {
        result: submission.reply({ hideFields: ["file"] }),
        toast: { title: "Upload Failed", description: "Could not upload the brochure." },
      },
      { status: 500 },
    );
  }
  return redirectWithToast(PAGE, { title: "Brochure Uploaded!" });
}

export default function ManageBrochures({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const { deleting } = useRecordsInUrl(loaderData.brochures);
  const [form, fields] = useSchemaForm(BrochureSchema, { id: "brochure-upload", lastResult: actionData?.result });
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Manage Brochures</h1>
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This will permanently delete the brochure “{deleting.name}”. This action cannot be undone.
        </ConfirmDeletion>
      ) : null}
      <AdminPanel headingId="upload-heading" heading="Upload a brochure" className="mt-6 max-w-3xl">
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <FormError id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="upload" />
          <TextInput field={fields.name} label="Name" />
          <Field
            label="PDF file (up to 20 MB)"
            errors={fields.file.errors}
            inputProps={{ ...getInputProps(fields.file, { type: "file" }), accept: "application/pdf,.pdf" }}
          />
          <TextArea field={fields.description} label="Description" rows={3} className="sm:col-span-2" />
          <Choice
            field={fields.programId}
            label="Offer on a program's page, beside its course sheet (optional)"
            placeholder="No program"
            options={loaderData.programs.map((program) => ({ value: program.id, label: program.title }))}
          />
          <div className="self-end">
            <StatusButton pending={navigation.state === "submitting"} pendingLabel="Uploading…">
              Upload brochure
            </StatusButton>
          </div>
        </Form>
      </AdminPanel>
      <h2 className="mt-10 text-2xl font-extrabold">Uploaded brochures</h2>
      {loaderData.brochures.length === 0 ? (
        <EmptyList className="mt-4">No brochures uploaded yet.</EmptyList>
      ) : (
        <ul className="mt-4 space-y-3">
          {loaderData.brochures.map((brochure) => (
            <li
              key={brochure.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex gap-3">
                <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
                <div>
                  <h3 className="font-bold">{brochure.name}</h3>
                  <p className="text-slate-700">{brochure.description}</p>
                  <p className="text-sm text-slate-600">
                    {brochure.fileName} · {brochure.size} · {indiaDate.format(new Date(brochure.createdAt))}
                  </p>
                </div>
              </div>
              <div className="flex gap-2">
                <a href={`/media/${brochure.fileKey}`} download className={buttonClasses("secondary", "sm")}>
                  <Download aria-hidden="true" className="size-4" /> Download
                  <span className="sr-only"> {brochure.name}</span>
                </a>
                <DeleteLink id={brochure.id}>
                  Delete<span className="sr-only"> {brochure.name}</span>
                </DeleteLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
