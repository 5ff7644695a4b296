import { getInputProps } from "@conform-to/react";
import { Star } from "lucide-react";
import type { Route } from "./+types/manage-testimonials";
import { TestimonialAvatar } from "#app/modules/content/testimonials/ui/testimonial-carousel.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { answerDeletion, notSaved, refusalOfFormWithFile } from "#app/modules/admin/record-answers.server.ts";
import { hiddenFields, savePicturedRecord, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { Choice, TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
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
import { listCourseChoices } from "#app/modules/content/programs/program-admin.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { ImageField } from "#app/ui/image-field.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Testimonials");

export async function loader() {
  const [testimonials, courses] = await Promise.all([listTestimonialsForAdmin(), listCourseChoices()]);
  return { testimonials, courses };
}

const TESTIMONIALS = {
  page: "/admin/manage-testimonials",
  name: "testimonial",
  labels: { name: "Name", role: "Role", quote: "Quote", programId: "Course" },
  toasts: { added: "Testimonial Saved", updated: "Testimonial Saved", notSaved: "Testimonial not saved" },
  conflict: "Someone else saved this testimonial while you were editing. Reload the page to see their version.",
  deletion: { done: "Testimonial Deleted", failed: "Could not delete the testimonial." },
  picture: {
    field: "avatar",
    notAPicture: NOT_AN_IMAGE,
    saveFailed: { description: "Could not save the testimonial. Please try again.", status: 400 },
  },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, TestimonialActionSchema, {
    files: { maxFileBytes: MAX_AVATAR_BYTES, tooLarge: AVATAR_TOO_LARGE },
  });
  if (!submission.ok) {
    const problem = refusalOfFormWithFile(submission, { field: "avatar", tooLarge: AVATAR_TOO_LARGE });
    const result = submission.reply({ hideFields: hiddenFields(TESTIMONIALS) });
    return notSaved(TESTIMONIALS.toasts.notSaved, problem, result, submission.status);
  }
  const change = submission.value;
  if (change.intent === "delete") {
    return answerDeletion(TESTIMONIALS.page, await deleteTestimonial(change.id), TESTIMONIALS.deletion);
  }
  return savePicturedRecord(request, submission, TESTIMONIALS, change, saveTestimonial);
}

type Testimonial = Route.ComponentProps["loaderData"]["testimonials"][number];
type CourseChoice = Route.ComponentProps["loaderData"]["courses"][number];

export default function ManageTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { editing, deleting, adding } = useRecordsInUrl(loaderData.testimonials);
  return (
    <>
      <RecordsPageTop
        title="Manage Testimonials"
        addLabel="Add New"
        deleting={deleting}
        deletionText={(testimonial) => <>This will permanently delete the testimonial from {testimonial.name}.</>}
      />
      {adding || editing ? (
        <TestimonialForm
          key={editing ? `${editing.id}-${editing.version}` : "new"}
          testimonial={editing}
          courses={loaderData.courses}
          lastResult={actionData?.result}
        />
      ) : null}
      <RecordList
        rows={loaderData.testimonials}
        empty="No testimonials yet. Add one to get started!"
        as="ul"
        className="mt-8 space-y-3"
      >
        {(item) => (
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
                  {item.courseTitle ? <> · {item.courseTitle}</> : null}
                </p>
              </div>
            </div>
            <RecordActions id={item.id} what={` the testimonial from ${item.name}`} className="flex gap-2" />
          </li>
        )}
      </RecordList>
    </>
  );
}

function TestimonialForm({
  testimonial,
  courses,
  lastResult,
}: {
  testimonial?: Testimonial;
  courses: CourseChoice[];
  lastResult: EditorResult;
}) {
  const defaultValue = testimonial
    ? {
        name: testimonial.name,
        role: testimonial.role,
        quote: testimonial.quote,
        rating: String(testimonial.rating),
        programId: testimonial.programId ?? "",
      }
    : { rating: "5" };
  // One id whichever testimonial is open, so the fields keep the ids they have always had.
  const editor = useRecordForm(TestimonialSchema, {
    name: "testimonial",
    id: "testimonial",
    record: testimonial,
    lastResult,
    defaultValue,
  });
  const { fields } = editor;
  return (
    <RecordEditor
      editor={editor}
      heading={testimonial ? "Edit Testimonial" : "Add Testimonial"}
      withFile
      layout="two-columns-from-sm"
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
      <Choice
        field={fields.programId}
        label="Course"
        hint="Shown on that course's page too. Every testimonial shows on the home page."
        placeholder="No particular course"
        options={courses}
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
