import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/manage-feeds";
import { adminMeta } from "#app/modules/site/meta.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import {
  AdminPanel,
  EmptyList,
  RecordPageHeading,
  SaveOrCancel,
  useRecordsInUrl,
} from "#app/components/admin/record-page.tsx";
import { answerDeletion } from "#app/modules/admin/record-answers.server.ts";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import {
  FEED_FILE_ACCEPT,
  FeedUploadSchema,
  invalidUploadToast,
  outcomeMessages,
  UPLOAD_OUTCOME_HEADER,
  uploadOutcomes,
  type UploadOutcome,
} from "#app/modules/content/feeds/feed-admin.ts";
import { FeedAdminCard } from "#app/modules/content/feeds/ui/feed-admin-card.tsx";
import {
  deleteFeedPost,
  publishFeedPost,
  receiveFeedChange,
  type RefusedUpload,
} from "#app/modules/content/feeds/feed-admin.server.ts";
import { listFeeds } from "#app/modules/content/feeds/feeds.server.ts";
import { useUploadWithProgress } from "#app/modules/content/feeds/feed-admin-upload.ts";
import { reportLostWork } from "#app/modules/admin/lost-work-notice.ts";
import { logger } from "#app/server/logger.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { Field, FormError } from "#app/ui/field.tsx";
import { toast } from "#app/ui/toast.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";

export const meta: Route.MetaFunction = () => adminMeta("Manage Feeds");

const PAGE = "/admin/manage-feeds";

export async function loader() {
  try {
    return { feeds: await listFeeds(), loadFailed: false };
  } catch (error) {
    logger.error({ err: error }, "reading feeds failed");
    return { feeds: [], loadFailed: true };
  }
}

/** The upload's outcome header reaches the browser (other headers of an action stay on the server). */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const outcome = actionHeaders.get(UPLOAD_OUTCOME_HEADER);
  if (outcome) merged.set(UPLOAD_OUTCOME_HEADER, outcome);
  return merged;
};

export async function action({ request }: Route.ActionArgs) {
  const change = await receiveFeedChange(request);
  if (change.intent === "delete") {
    return answerDeletion(PAGE, await deleteFeedPost(change.id), {
      done: "Feed Item Deleted",
      failed: "Could not delete the feed post.",
    });
  }
  if (change.intent === "upload") {
    if ((await publishFeedPost(change.post, change.media)) === "uploaded") {
      return redirectWithToast(
        PAGE,
        { title: "Upload Successful", description: "Your media has been added to the feed." },
        { headers: { [UPLOAD_OUTCOME_HEADER]: "uploaded" } },
      );
    }
    return refuse({ outcome: "failed", status: 500, result: change.reply() });
  }
  return refuse(change);
}

/** A refused upload: the form with its errors, and the outcome in a header for the script that sent it. */
function refuse({ outcome, status, result }: RefusedUpload) {
  return data({ result, toast: outcomeMessages[outcome] }, { status, headers: { [UPLOAD_OUTCOME_HEADER]: outcome } });
}

export default function ManageFeeds({ loaderData, actionData }: Route.ComponentProps) {
  const { feeds, loadFailed } = loaderData;
  useEffect(() => {
    if (loadFailed) toast.error("Error fetching feeds");
  }, [loadFailed]);
  useEffect(() => {
    if (!actionData?.toast) return;
    const { title, description } = actionData.toast;
    // The spec keeps the missing-information notice short.
    toast.error(title, { description, duration: title === "Missing Information" ? 3000 : undefined });
  }, [actionData]);
  const { deleting, params } = useRecordsInUrl(feeds);
  const uploading = params.get("upload") === "1" || actionData !== undefined;
  return (
    <>
      <RecordPageHeading title="Manage Feeds" add={{ to: "?upload=1", label: "Upload Media", icon: Upload }} />
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This action cannot be undone. This will permanently delete this feed post.
        </ConfirmDeletion>
      ) : null}
      {uploading ? <UploadForm lastResult={actionData?.result} /> : null}
      <h2 className="sr-only">Feed posts</h2>
      {loadFailed ? (
        <p role="alert" className="mt-8 rounded-3xl bg-red-50 p-8 text-center text-red-800 ring-1 ring-red-200">
          Error fetching feeds. Please reload the page.
        </p>
      ) : feeds.length === 0 ? (
        <EmptyList>No feeds uploaded yet. Click "Upload Media" to get started.</EmptyList>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {feeds.map((item) => (
            <li key={item.id}>
              <FeedAdminCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Preview = { url: string; kind: "image" | "video" };

const isOutcome = (value: string | null): value is UploadOutcome => uploadOutcomes.some((outcome) => outcome === value);

/**
 * The Upload Media form. Without JavaScript it is a plain multipart post. With it, the chosen file is previewed
 * and the form goes by XMLHttpRequest with a progress bar; afterwards the page reloads its data.
 */
function UploadForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const { progress, send } = useUploadWithProgress();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const sending = useRef(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);
  const [form, fields] = useSchemaForm(FeedUploadSchema, {
    id: "feed-upload",
    lastResult,
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      sending.current = true;
      setFileError(null);
      void send(pathname, formData).then((sent) => {
        if (sent === "aborted") return;
        // On success the action set the "Upload Successful" toast; leaving the form reloads the data and shows it.
        if (sent.outcome === "uploaded") return void navigate("/admin/manage-feeds");
        // The guard refused it: the form stays as it is, and the back office's notice says how to go on.
        if (sent.status === 403) {
          return reportLostWork({ lostWork: "session-ended", formUrl: `${pathname}${search}`, typed: [] });
        }
        const outcome = isOutcome(sent.outcome) && sent.outcome !== "uploaded" ? sent.outcome : "failed";
        const message = outcomeMessages[outcome];
        toast.error(message.title, {
          description: message.description,
          duration: outcome === "missing" ? 3000 : undefined,
        });
        if (outcome !== "missing") setFileError(message.description);
      });
    },
  });
  const formProps = getFormProps(form);
  const uploadingNow = progress !== null || navigation.state === "submitting";
  const fileErrors = fileError ? [fileError] : fields.file.errors;
  return (
    <AdminPanel headingId="upload-heading" heading="Upload Media">
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        onSubmit={(event) => {
          sending.current = false;
          const formData = new FormData(event.currentTarget);
          formProps.onSubmit(event);
          // The browser checks stop an incomplete form before it is sent; a toast says what is missing.
          const invalid = event.defaultPrevented && !sending.current ? invalidUploadToast(formData) : null;
          if (invalid) {
            toast.error(invalid.title, {
              description: invalid.description,
              duration: invalid.title === "Missing Information" ? 3000 : undefined,
            });
          }
        }}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="upload" />
        <TextInput field={fields.schoolName} label="School Name" />
        <TextInput field={fields.studentName} label="Student Name" />
        <TextInput field={fields.className} label="Class" hint="e.g. 4B" />
        <TextArea field={fields.caption} label="Caption" rows={3} className="sm:col-span-2" />
        <Field
          className="sm:col-span-2"
          label="Image or video"
          hint="Pictures (JPEG, PNG, WebP, GIF) up to 10 MB; videos (MP4, WebM, MOV) up to 200 MB."
          errors={fileErrors}
          inputProps={{
            ...getInputProps(fields.file, { type: "file" }),
            accept: FEED_FILE_ACCEPT,
            onChange: (event) => {
              const file = event.currentTarget.files?.[0];
              setFileError(null);
              setPreview(
                file
                  ? { url: URL.createObjectURL(file), kind: file.type.startsWith("video/") ? "video" : "image" }
                  : null,
              );
            },
          }}
        />
        {hydrated && preview ? (
          <figure className="sm:col-span-2">
            <figcaption className="font-semibold text-slate-800">Preview</figcaption>
            {preview.kind === "video" ? (
              // A preview of the admin's own file before it is uploaded: there is nothing to caption yet.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                src={preview.url}
                controls
                aria-label="Video preview"
                className="mt-2 max-h-72 rounded-2xl bg-black"
              />
            ) : (
              <img src={preview.url} alt="Preview of the chosen file" className="mt-2 max-h-72 rounded-2xl" />
            )}
          </figure>
        ) : null}
        {progress !== null ? (
          <div className="sm:col-span-2">
            <label htmlFor="upload-progress" className="font-semibold text-slate-800">
              Uploading… {progress}%
            </label>
            <progress
              id="upload-progress"
              max={100}
              value={progress}
              className="mt-2 block h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            />
          </div>
        ) : null}
        <SaveOrCancel
          cancelTo={PAGE}
          label="Upload"
          pendingLabel="Uploading…"
          pending={uploadingNow}
          className="sm:col-span-2"
        />
      </Form>
    </AdminPanel>
  );
}
