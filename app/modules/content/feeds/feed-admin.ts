import { z } from "zod";
import { OUTDATED, requiredText, rowId } from "#app/modules/forms/fields.ts";

export const MAX_FEED_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FEED_VIDEO_BYTES = 200 * 1024 * 1024;
/** The largest form the upload accepts: the biggest video plus room for the text fields. */
export const MAX_FEED_FORM_BYTES = MAX_FEED_VIDEO_BYTES + 1024 * 1024;

export const MISSING_INFORMATION = "Please fill all fields and select a file.";
export const NOT_MEDIA =
  "That file is not a picture or a video. Please choose a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or MOV video.";
export const IMAGE_TOO_LARGE = "Pictures must be 10 MB or smaller.";
export const VIDEO_TOO_LARGE = "Videos must be 200 MB or smaller.";
export const UPLOAD_FAILED = "Could not upload the media. Please try again.";

/** What the file input offers; the server decides by the file's content. */
export const FEED_FILE_ACCEPT =
  "image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,video/quicktime,.mov,.mp4,.webm";

/**
 * How the upload went, in a response header as well as the page: with JavaScript the form is sent by
 * XMLHttpRequest (for its progress events), which reads the outcome from there.
 */
export const UPLOAD_OUTCOME_HEADER = "X-Upload-Outcome";
export const uploadOutcomes = [
  "uploaded",
  "missing",
  "not-media",
  "image-too-large",
  "video-too-large",
  "failed",
] as const;
export type UploadOutcome = (typeof uploadOutcomes)[number];

export const outcomeMessages: Record<Exclude<UploadOutcome, "uploaded">, { title: string; description: string }> = {
  missing: { title: "Missing Information", description: MISSING_INFORMATION },
  "not-media": { title: "Upload Failed", description: NOT_MEDIA },
  "image-too-large": { title: "Upload Failed", description: IMAGE_TOO_LARGE },
  "video-too-large": { title: "Upload Failed", description: VIDEO_TOO_LARGE },
  failed: { title: "Upload Failed", description: UPLOAD_FAILED },
};

const text = (max: number) => requiredText("this", max, MISSING_INFORMATION);

/** The text of a post; the server checks these while the file streams to storage. */
export const FeedFieldsSchema = z.object({
  schoolName: text(120),
  studentName: text(120),
  className: text(40),
  caption: text(1000),
});

/** What the Manage Feeds page sends, parsed once: a new post's text (its file streams apart), or a deletion. */
export const FeedActionSchema = z.discriminatedUnion(
  "intent",
  [FeedFieldsSchema.extend({ intent: z.literal("upload") }), z.object({ intent: z.literal("delete"), id: rowId })],
  { error: OUTDATED },
);

/**
 * What is wrong with a chosen file, judged by the browser's type and size (the server judges by the content):
 * neither a picture nor a video, or over its limit. Null when it may be sent.
 */
export function chosenFileProblem(file: File): "not-media" | "image-too-large" | "video-too-large" | null {
  if (!/^(image|video)\//.test(file.type)) return "not-media";
  if (file.type.startsWith("image/") && file.size > MAX_FEED_IMAGE_BYTES) return "image-too-large";
  if (file.type.startsWith("video/") && file.size > MAX_FEED_VIDEO_BYTES) return "video-too-large";
  return null;
}

/** The whole upload as the browser checks it before sending: every field, and a file it may send. */
export const FeedUploadSchema = FeedFieldsSchema.extend({
  file: z
    .file({ error: MISSING_INFORMATION })
    .min(1, { error: MISSING_INFORMATION })
    .superRefine((file, context) => {
      const problem = chosenFileProblem(file);
      if (problem) context.addIssue({ code: "custom", message: outcomeMessages[problem].description });
    }),
});

/** The spec's alt text: the first 50 characters of the caption. */
export function altFromCaption(caption: string): string {
  return caption.slice(0, 50);
}

/** The toast for a form the browser would not send: missing fields first, else what is wrong with the file. */
export function invalidUploadToast(formData: FormData): { title: string; description: string } | null {
  const fields = FeedFieldsSchema.safeParse(Object.fromEntries(formData));
  const file = formData.get("file");
  const issues = fields.error?.issues ?? [];
  const missing = issues.some((issue) => issue.code === "invalid_type" || issue.code === "too_small");
  if (missing || !(file instanceof File) || file.size === 0) return outcomeMessages.missing;
  // A text over its length: its own message says which limit.
  const [tooLong] = issues;
  if (tooLong) return { title: "Upload Failed", description: tooLong.message };
  const problem = chosenFileProblem(file);
  return problem ? outcomeMessages[problem] : null;
}
