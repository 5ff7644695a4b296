import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Star } from "lucide-react";
import type { Route } from "./+types/manage-testimonials";
import { TestimonialAvatar } from "#app/modules/content/testimonials/ui/testimonial-carousel.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import {
  DeleteLink,
  EditLink,
  EmptyList,
  RecordEditor,
  RecordPageHeading,
  useRecordsInUrl,
} from "#app/components/admin/record-page.tsx";
import { answerDeletion, notSaved, refusalOfFormWithFile } from "#app/modules/admin/record-answers.server.ts";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import {
  AVATAR_TOO_LARGE,
  MAX_AVATAR_BYTES,
  NOT_AN_IMAGE,
  quotePreview,
  TestimonialActionSchema,
  TestimonialSchema,
} from "#app/modules/content/testimonials/testimonial-admin.ts";
import {
  deleteTestimonial,
  listTestimonialsForAdmin,
  saveTestimonial,
} from "#app/modules/content/testimonials/testimonial-admin.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { recordDeleted } from "#app/modules/admin/lost-work.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { ImageField } from "#app/ui/image-field.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Testimonials");

export async function loader() {
  return { testimonials: await listTestimonialsForAdmin() };
}

const fail = (description: string, result: SubmissionResult<string[]>, status = 400) =>
  notSaved("Testimonial not saved", description, result, status);

const PAGE = "/admin/manage-testimonials";

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, TestimonialActionSchema, {
    files: { maxFileBytes: MAX_AVATAR_BYTES, tooLarge: AVATAR_TOO_LARGE },
  });
  if (!submission.ok) {
    const problem = refusalOfFormWithFile(submission, { field: "avatar", tooLarge: AVATAR_TOO_LARGE });
    return fail(problem, submission.reply({ hideFields: ["avatar"] }), submission.status);
  }
  const change = submission.value;
  if (change.intent === "delete") {
    return answerDeletion(PAGE, await deleteTestimonial(change.id), {
      done: "Testimonial Deleted",
      failed: "Could not delete the testimonial.",
    });
  }
  const { intent: _intent, ...testimonial } = change;
  let outcome: Awaited<ReturnType<typeof saveTestimonial>>;
  try {
    outcome = await saveTestimonial(testimonial);
  } catch (error) {
    logger.error({ err: error }, "saving a testimonial failed");
    return fail("Could not save the testimonial. Please try again.", submission.reply({ hideFields: ["avatar"] }));
  }
  if (outcome === "not-an-image") {
    return fail(NOT_AN_IMAGE, submission.reply({ fieldErrors: { avatar: [NOT_AN_IMAGE] }, hideFields: ["avatar"] }));
  }
  if (outcome === "missing") {
    recordDeleted(request, { name: "testimonial", againUrl: `${PAGE}?new=1` }, submission.formData, {
      name: "Name",
      role: "Role",
      quote: "Quote",
    });
  }
  if (outcome === "conflict") {
    const message = "Someone else saved this testimonial while you were editing. Reload the page to see their version.";
    return fail(message, submission.reply({ formErrors: [message], hideFields: ["avatar"] }), 409);
  }
  return redirectWithToast(PAGE, { title: "Testimonial Saved" });
}

type Testimonial = Route.ComponentProps["loaderData"]["testimonials"][number];

export default function ManageTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { editing, deleting, adding } = useRecordsInUrl(loaderData.testimonials);
  return (
    <>
      <RecordPageHeading title="Manage Testimonials" add={{ to: "?new=1", label: "Add New" }} />
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This will permanently delete the testimonial from {deleting.name}.
        </ConfirmDeletion>
      ) : null}
      {adding || editing ? (
        <TestimonialForm
          key={editing ? `${editing.id}-${editing.version}` : "new"}
          testimonial={editing}
          lastResult={actionData?.result}
        />
      ) : null}
      {loaderData.testimonials.length === 0 ? (
        <EmptyList>No testimonials yet. Add one to get started!</EmptyList>
      ) : (
        <ul className="mt-8 space-y-3">
          {loaderData.testimonials.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center gap-4">
                <TestimonialAvatar name={item.name} avatarKey={item.avatarKey} />
                <div>
                  <p className="font-semibold">“{quotePreview(item.quote)}”</p>
                  <p className="text-sm text-slate-600">
                    {item.name} · {item.role} · {item.rating}{" "}
                    <Star aria-label="stars" className="inline size-4 fill-sun-400 text-sun-500" />
                  </p>
                </div>
              </div>
              <div className="flex gap-2">
                <EditLink id={item.id} what={` the testimonial from ${item.name}`} />
                <DeleteLink id={item.id}>
                  Delete<span className="sr-only"> the testimonial from {item.name}</span>
                </DeleteLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TestimonialForm({
  testimonial,
  lastResult,
}: {
  testimonial?: Testimonial;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(TestimonialSchema, {
    id: "testimonial",
    lastResult,
    defaultValue: testimonial
      ? { name: testimonial.name, role: testimonial.role, quote: testimonial.quote, rating: String(testimonial.rating) }
      : { rating: "5" },
  });
  return (
    <RecordEditor
      form={form}
      record={testimonial}
      headingId="testimonial-form-heading"
      heading={testimonial ? "Edit Testimonial" : "Add Testimonial"}
      withFile
      layout="two-columns-from-sm"
      cancelTo={PAGE}
    >
      <TextInput field={fields.name} label="Name" />
      <TextInput field={fields.role} label="Role" hint="e.g. Principal, Parent" />
      <TextArea field={fields.quote} label="Quote" rows={3} className="sm:col-span-2" />
      <Choice
        field={fields.rating}
        label="Rating"
        placeholder="Choose a rating"
        options={["5", "4", "3", "2", "1"].map((value) => ({ value, label: `${value} out of 5` }))}
      />
      <ImageField
        label="Avatar Image"
        hint={
          testimonial?.avatarKey ? "Leave empty to keep the current picture." : "Optional. Square pictures look best."
        }
        errors={fields.avatar.errors}
        inputProps={{
          ...getInputProps(fields.avatar, { type: "file" }),
          accept: "image/png,image/jpeg,image/webp,image/gif",
        }}
        currentSrc={testimonial?.avatarKey ? `/media/${testimonial.avatarKey}` : null}
        preview={{ alt: "Avatar preview", width: 64, height: 64, className: "size-16 rounded-full" }}
      />
    </RecordEditor>
  );
}
