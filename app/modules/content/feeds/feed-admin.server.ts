import type { SubmissionResult } from "@conform-to/react";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { feeds, type FeedMediaType } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { readForm, UnreadableBody, type IncomingFile } from "#app/server/request-body.server.ts";
import { checkSubmission } from "#app/server/submission.server.ts";
import { newObjectKey, storage } from "#app/server/storage.server.ts";
import { isRasterImage, reencodeImage } from "#app/modules/media/images.server.ts";
import { collect, peek, streamToStorage } from "#app/modules/media/streams.server.ts";
import { detectFileType, saveOrRemove, UploadTooLarge } from "#app/modules/media/uploads.server.ts";
import {
  altFromCaption,
  FeedActionSchema,
  FeedFieldsSchema,
  MAX_FEED_FORM_BYTES,
  MAX_FEED_IMAGE_BYTES,
  MAX_FEED_VIDEO_BYTES,
  MISSING_INFORMATION,
  NOT_MEDIA,
  outcomeMessages,
  VIDEO_TOO_LARGE,
  type UploadOutcome,
} from "./feed-admin.ts";
import { deleteRowThenFile } from "#app/modules/content/shared/row-files.server.ts";

/** Videos are stored as they are, so only formats every current browser plays are taken. */
const VIDEO_EXTENSIONS = new Map([
  ["video/mp4", "mp4"],
  ["video/webm", "webm"],
  ["video/quicktime", "mov"],
]);
/** Pictures are re-encoded to fit this box, keeping their shape. */
const FEED_IMAGE_BOX = { width: 1600, height: 1600, fit: "inside" } as const;

export type StoredMedia = { key: string; mediaType: FeedMediaType; contentType: string };
type Received = StoredMedia | "not-media" | "not-stored";

/**
 * Takes the file while it streams in and lets its first bytes decide: a picture is re-encoded as WebP, a video
 * is streamed to storage as it is, anything else is refused. Throws UploadTooLarge past a limit, leaving nothing.
 */
export async function storeFeedMedia(file: IncomingFile): Promise<StoredMedia | "not-media"> {
  const { head, whole } = await peek(file.body);
  const type = await detectFileType(head);
  if (isRasterImage(type?.mime)) {
    const picture = await reencodeImage(await collect(whole, MAX_FEED_IMAGE_BYTES, "image-too-large"), FEED_IMAGE_BOX);
    if (!picture) return "not-media";
    const key = newObjectKey("feeds", "webp");
    await storage().put(key, picture, "image/webp");
    return { key, mediaType: "image", contentType: "image/webp" };
  }
  const extension = type ? VIDEO_EXTENSIONS.get(type.mime) : undefined;
  if (!type || !extension) return "not-media";
  const key = newObjectKey("feeds", extension);
  await streamToStorage(key, whole, type.mime, MAX_FEED_VIDEO_BYTES, "video-too-large");
  return { key, mediaType: "video", contentType: type.mime };
}

const isStored = (value: Received | undefined): value is StoredMedia => typeof value === "object";

async function discard(value: Received): Promise<void> {
  if (isStored(value)) await storage().deleteQuietly(value.key);
}

/** True when every text field came before the file and they already fail: the file need not be stored. */
function fieldsAlreadyFail(fields: FormData): boolean {
  const names = Object.keys(FeedFieldsSchema.shape);
  if (!names.every((name) => fields.has(name))) return false;
  return !FeedFieldsSchema.safeParse(Object.fromEntries(names.map((name) => [name, fields.get(name)]))).success;
}

export type RefusedUpload = {
  outcome: Exclude<UploadOutcome, "uploaded">;
  status: number;
  result: SubmissionResult<string[]>;
};

/** What the Manage Feeds page sent: a deletion, a new post whose file is already stored, or a refusal. */
export type FeedChange =
  | { intent: "delete"; id: number }
  | {
      intent: "upload";
      post: z.output<typeof FeedFieldsSchema>;
      media: StoredMedia;
      reply: () => SubmissionResult<string[]>;
    }
  | ({ intent: "refused" } & RefusedUpload);

const refused = (outcome: RefusedUpload["outcome"], file: string, status = 400): FeedChange => ({
  intent: "refused",
  outcome,
  status,
  result: { status: "error", error: { file: [file] } },
});

/**
 * Reads the page's form once. For an upload the file is checked and stored while it streams in, then the text is
 * checked; a refused upload leaves no object behind.
 */
export async function receiveFeedChange(request: Request): Promise<FeedChange> {
  let received: { fields: FormData; files: Map<string, Received>; oversized: string[] };
  try {
    received = await readForm<Received>(
      request,
      { maxBodyBytes: MAX_FEED_FORM_BYTES },
      {
        maxFileBytes: MAX_FEED_VIDEO_BYTES,
        store: async (file, fieldsSoFar) => {
          if (file.fieldName !== "file" || fieldsAlreadyFail(fieldsSoFar)) return "not-stored";
          return storeFeedMedia(file);
        },
        discard,
      },
    );
  } catch (error) {
    if (error instanceof UploadTooLarge) return refused(error.reason, outcomeMessages[error.reason].description, 413);
    if (error instanceof UnreadableBody) {
      return error.status === 413
        ? refused("video-too-large", VIDEO_TOO_LARGE, 413)
        : refused("missing", error.visitorMessage, error.status);
    }
    logger.error({ err: error }, "feed upload failed");
    return refused("failed", "Could not upload the media.", 500);
  }

  const { fields, files, oversized } = received;
  if (oversized.length > 0) {
    for (const value of files.values()) await discard(value);
    return refused("video-too-large", VIDEO_TOO_LARGE, 413);
  }
  const media = files.get("file");
  const submission = await checkSubmission(fields, FeedActionSchema);
  const value = submission.ok ? submission.value : null;
  if (value?.intent === "delete") {
    if (media) await discard(media);
    return { intent: "delete", id: value.id };
  }
  if (!value || !isStored(media)) {
    if (media) await discard(media);
    const fileError = media === undefined ? MISSING_INFORMATION : media === "not-media" ? NOT_MEDIA : null;
    const outcome = !value || media === undefined ? "missing" : "not-media";
    return {
      intent: "refused",
      outcome,
      status: 400,
      result: submission.reply({ fieldErrors: fileError ? { file: [fileError] } : {}, hideFields: ["file"] }),
    };
  }
  const { intent: _intent, ...post } = value;
  return { intent: "upload", post, media, reply: () => submission.reply({ hideFields: ["file"] }) };
}

/** Writes the new post's row; if that fails, its stored file is removed and nothing is left. */
export async function publishFeedPost(
  post: z.output<typeof FeedFieldsSchema>,
  media: StoredMedia,
): Promise<"uploaded" | "failed"> {
  try {
    await saveOrRemove(media.key, async (mediaKey) => {
      const [row] = await db()
        .insert(feeds)
        .values({
          schoolName: post.schoolName,
          studentName: post.studentName,
          className: post.className,
          description: post.caption,
          mediaType: media.mediaType,
          mediaKey,
          mediaContentType: media.contentType,
          alt: altFromCaption(post.caption),
          views: 0,
        })
        .returning({ id: feeds.id });
      return row ?? null;
    });
  } catch (error) {
    logger.error({ err: error }, "saving a feed post failed");
    return "failed";
  }
  return "uploaded";
}

/** Deletes the row, then its file; a storage failure is logged and the post still counts as deleted. */
export async function deleteFeedPost(id: number): Promise<boolean> {
  return deleteRowThenFile(db().delete(feeds).where(eq(feeds.id, id)).returning({ fileKey: feeds.mediaKey }));
}
