import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/manage-testimonials";
import { adminMeta } from "#app/modules/site/meta.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { EditedRecord } from "#app/components/admin/edited-record.tsx";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import {
  AVATAR_TOO_LARGE,
  MAX_AVATAR_BYTES,
  NOT_AN_IMAGE,
  quotePreview,
  TestimonialActionSchema,
  TestimonialSchema,
} from "#app/modules/content/testimonial-admin.ts";
import {
  deleteTestimonial,
  listTestimonialsForAdmin,
  saveTestimonial,
} from "#app/modules/content/testimonial-admin.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { recordDeleted } from "#app/modules/admin/lost-work.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { ImageField } from "#app/ui/image-field.tsx";
import { Field, FormError, SelectField, TextareaField } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Testimonials");

export async function loader() {
  return { testimonials: await listTestimonialsForAdmin() };
}

const fail = (description: string, result: SubmissionResult<string[]>, status = 400) =>
  data({ result, toast: { title: "Testimonial not saved", description } }, { status });

const PAGE = "/admin/manage-testimonials";

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, TestimonialActionSchema, {
    files: { maxFileBytes: MAX_AVATAR_BYTES, tooLarge: AVATAR_TOO_LARGE },
  });
  if (!submission.ok) {
    const problem = submission.oversized.includes("avatar")
      ? AVATAR_TOO_LARGE
      : (submission.unreadable?.visitorMessage ?? "Please check the highlighted fields.");
    return fail(problem, submission.reply({ hideFields: ["avatar"] }), submission.status);
  }
  const change = submission.value;
  if (change.intent === "delete") {
    if (!(await deleteTestimonial(change.id))) {
      return redirectWithToast(PAGE, {
        type: "error",
        title: "Delete Failed",
        description: "Could not delete the testimonial.",
      });
    }
    return redirectWithToast(PAGE, { title: "Testimonial Deleted" });
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
  const [params] = useSearchParams();
  useActionToast(actionData?.toast);
  const editing = loaderData.testimonials.find((item) => String(item.id) === params.get("edit"));
  const deleting = loaderData.testimonials.find((item) => String(item.id) === params.get("delete"));
  const adding = params.get("new") === "1";
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold">Manage Testimonials</h1>
        <Link to="?new=1" className={buttonClasses("primary")}>
          <Plus aria-hidden="true" className="size-5" /> Add New
        </Link>
      </div>
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo="/admin/manage-testimonials">
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
        <p className="mt-8 rounded-3xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No testimonials yet. Add one to get started!
        </p>
      ) : (
        <ul className="mt-8 space-y-3">
          {loaderData.testimonials.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center gap-4">
                {item.avatarKey ? (
                  <img
                    src={`/media/${item.avatarKey}`}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                  >
                    {item.name.slice(0, 1)}
                  </span>
                )}
                <div>
                  <p className="font-semibold">“{quotePreview(item.quote)}”</p>
                  <p className="text-sm text-slate-600">
                    {item.name} · {item.role} · {item.rating}{" "}
                    <Star aria-label="stars" className="inline size-4 fill-sun-400 text-sun-500" />
                  </p>
                </div>
              </div>
              <div className="flex gap-2">
                <Link to={`?edit=${item.id}`} className={buttonClasses("secondary", "sm")}>
                  <Pencil aria-hidden="true" className="size-4" /> Edit
                  <span className="sr-only"> the testimonial from {item.name}</span>
                </Link>
                <Link
                  to={`?delete=${item.id}`}
                  className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                  <span className="sr-only"> the testimonial from {item.name}</span>
                </Link>
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
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof TestimonialSchema>, z.output<typeof TestimonialSchema>>({
    id: "testimonial",
    lastResult,
    defaultValue: testimonial
      ? { name: testimonial.name, role: testimonial.role, quote: testimonial.quote, rating: String(testimonial.rating) }
      : { rating: "5" },
    constraint: getZodConstraint(TestimonialSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TestimonialSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section
      aria-labelledby="testimonial-form-heading"
      className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="testimonial-form-heading" className="text-xl font-bold">
        {testimonial ? "Edit Testimonial" : "Add Testimonial"}
      </h2>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={testimonial ? "update" : "create"} />
        <EditedRecord record={testimonial} />
        <Field label="Name" errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
        <Field
          label="Role"
          hint="e.g. Principal, Parent"
          errors={fields.role.errors}
          inputProps={getInputProps(fields.role, { type: "text" })}
        />
        <TextareaField
          className="sm:col-span-2"
          label="Quote"
          errors={fields.quote.errors}
          controlProps={{ ...getTextareaProps(fields.quote), rows: 3 }}
        />
        <SelectField
          label="Rating"
          placeholder="Choose a rating"
          options={["5", "4", "3", "2", "1"].map((value) => ({ value, label: `${value} out of 5` }))}
          errors={fields.rating.errors}
          controlProps={getSelectProps(fields.rating)}
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
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            Save
          </StatusButton>
          <Link to="/admin/manage-testimonials" className={buttonClasses("ghost", "lg")}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
