import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { feeds } from "#db/schema.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { listFeeds } from "#app/modules/content/feeds/feeds.server.ts";
import { streamToStorage } from "#app/modules/media/streams.server.ts";
import { UploadTooLarge } from "#app/modules/media/uploads.server.ts";
import { action, loader } from "#app/routes/admin/manage-feeds.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { fakeExe } from "../support/files.ts";
import { bytesOf, fakeMovie, movieOfMegabytes, streamedFormRequest, type FilePart } from "../support/multipart.ts";
import { callRouteAs, loadAs, postAsAdmin } from "../support/admin-requests.ts";
import { testAdmin, testVisitor } from "../support/route-context.ts";

const page = "/admin/manage-feeds";
const fields = {
  intent: "upload",
  schoolName: "Green Valley School",
  studentName: "Aarav Shah",
  className: "4B",
  caption: "Aarav's abacus medal at the inter-school championship, with his whole class cheering him on!",
};

type Outcome = { data?: { toast?: { title: string; description: string } }; init?: { status?: number } };

async function feedObjects() {
  const listed = await storage().client.send(new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: "feeds/" }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

async function stored(key: string) {
  const object = await storage().get(key);
  return { type: object.ContentType, bytes: Buffer.from((await object.Body?.transformToByteArray()) ?? []) };
}

function upload(
  file: FilePart | undefined,
  values: Record<string, string> = fields,
  options: { chunkSize?: number; contentLength?: number; fileFirst?: boolean; user?: AuthUser | null } = {},
) {
  const request = streamedFormRequest(
    page,
    options.fileFirst ? { file, fieldsAfterFile: values } : { fields: values, file },
    options,
  );
  return callRouteAs(options.user === undefined ? testAdmin : options.user, action, request);
}

function remove(id: number) {
  return postAsAdmin(action, page, { intent: "delete", id: String(id) }) as Promise<Response>;
}

describe("feed management", () => {
  let photo: Uint8Array;
  beforeAll(async () => {
    await storage().ensureBucket();
    photo = new Uint8Array(
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#f59e0b" } })
        .jpeg()
        .toBuffer(),
    );
  });
  beforeEach(async () => {
    await truncateAll();
    for (const key of await feedObjects()) await storage().delete(key);
  });
  afterEach(() => vi.restoreAllMocks());

  it("re-encodes a photo as WebP within 1600 px, shows it on the public page, and deletes row and file together", async () => {
    const response = (await upload({ name: "medal.jpg", type: "image/jpeg", chunks: bytesOf(photo) })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("X-Upload-Outcome")).toBe("uploaded");
    const [row] = await db().select().from(feeds);
    expect(row).toMatchObject({
      schoolName: "Green Valley School",
      studentName: "Aarav Shah",
      className: "4B",
      description: fields.caption,
      mediaType: "image",
      mediaContentType: "image/webp",
      alt: fields.caption.slice(0, 50),
      views: 0,
    });
    expect(row?.mediaKey).toMatch(/^feeds\/[0-9a-f-]{36}\.webp$/);
    expect(await feedObjects()).toEqual([row?.mediaKey]);
    const object = await stored(row?.mediaKey ?? "");
    expect(object.type).toBe("image/webp");
    expect(await sharp(object.bytes).metadata()).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    expect((await listFeeds()).map((feed) => feed.mediaKey)).toEqual([row?.mediaKey]);

    const deleted = await remove(row?.id ?? 0);
    expect(deleted.status).toBe(302);
    expect(await db().$count(feeds)).toBe(0);
    expect(await feedObjects()).toEqual([]);
  });

  it("streams a video to storage unchanged, even when the form arrives in tiny chunks", async () => {
    const movie = fakeMovie(6 * 1024 * 1024 + 123);
    const response = (await upload({ name: "concert.mp4", type: "video/mp4", chunks: bytesOf(movie) })) as Response;
    expect(response.status).toBe(302);
    const [row] = await db().select().from(feeds);
    expect(row).toMatchObject({ mediaType: "video", mediaContentType: "video/mp4" });
    expect(row?.mediaKey).toMatch(/^feeds\/[0-9a-f-]{36}\.mp4$/);
    const object = await stored(row?.mediaKey ?? "");
    expect(object.type).toBe("video/mp4");
    expect(Buffer.compare(object.bytes, Buffer.from(movie))).toBe(0);

    const clip = fakeMovie(20_000, "qt  ");
    await upload({ name: "clip.mov", type: "video/quicktime", chunks: bytesOf(clip) }, fields, { chunkSize: 7 });
    const [latest] = await listFeeds();
    expect(latest?.mediaContentType).toBe("video/quicktime");
    expect(Buffer.compare((await stored(latest?.mediaKey ?? "")).bytes, Buffer.from(clip))).toBe(0);
    expect((await feedObjects()).sort()).toEqual([row?.mediaKey, latest?.mediaKey].sort());
  });

  it("refuses a renamed program and missing information with clear messages, storing nothing", async () => {
    const exe = (await upload({ name: "clip.mp4", type: "video/mp4", chunks: bytesOf(fakeExe()) })) as Outcome;
    expect(exe.init?.status).toBe(400);
    expect(exe.data?.toast).toEqual({
      title: "Upload Failed",
      description:
        "That file is not a picture or a video. Please choose a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or MOV video.",
    });

    const noFile = (await upload(undefined)) as Outcome;
    expect(noFile.init?.status).toBe(400);
    expect(noFile.data?.toast).toEqual({
      title: "Missing Information",
      description: "Please fill all fields and select a file.",
    });
    const video = { name: "clip.mp4", type: "video/mp4", chunks: bytesOf(fakeMovie(4096)) };
    const noCaption = (await upload(video, { ...fields, caption: "  " })) as Outcome;
    expect(noCaption.data?.toast?.title).toBe("Missing Information");
    // The file may come before the text: it is stored while it streams, then removed when the text fails.
    const fileFirst = (await upload(video, { ...fields, studentName: "" }, { fileFirst: true })) as Outcome;
    expect(fileFirst.data?.toast?.title).toBe("Missing Information");

    expect(await db().$count(feeds)).toBe(0);
    expect(await feedObjects()).toEqual([]);
  });

  it("refuses a picture over 10 MB and a video over 200 MB while they stream, leaving nothing", async () => {
    const hugePicture = new Uint8Array(11 * 1024 * 1024);
    hugePicture.set(photo.subarray(0, 4096));
    const picture = (await upload({ name: "big.jpg", type: "image/jpeg", chunks: bytesOf(hugePicture) })) as Outcome;
    expect(picture.init?.status).toBe(413);
    expect(picture.data?.toast?.description).toBe("Pictures must be 10 MB or smaller.");

    const before = process.memoryUsage().arrayBuffers;
    const movie = (await upload({ name: "long.mp4", type: "video/mp4", chunks: movieOfMegabytes(201) })) as Outcome;
    expect(movie.init?.status).toBe(413);
    expect(movie.data?.toast?.description).toBe("Videos must be 200 MB or smaller.");
    // Streamed in parts, never whole: memory stays far below the 200 MB that went through.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(120 * 1024 * 1024);

    const declared = (await upload({ name: "long.mp4", type: "video/mp4", chunks: bytesOf(fakeMovie(1024)) }, fields, {
      contentLength: 300 * 1024 * 1024,
    })) as Outcome;
    expect(declared.data?.toast?.description).toBe("Videos must be 200 MB or smaller.");

    expect(await db().$count(feeds)).toBe(0);
    expect(await feedObjects()).toEqual([]);
  }, 120_000);

  it("removes the stored file when the row cannot be written, and stops a streamed file at its limit", async () => {
    await db().execute(sql`alter table feeds add constraint feeds_test_refuse check (school_name <> 'Refused')`);
    try {
      const failed = (await upload(
        { name: "medal.jpg", type: "image/jpeg", chunks: bytesOf(photo) },
        { ...fields, schoolName: "Refused" },
      )) as Outcome;
      expect(failed.init?.status).toBe(500);
      expect(failed.data?.toast?.title).toBe("Upload Failed");
    } finally {
      await db().execute(sql`alter table feeds drop constraint feeds_test_refuse`);
    }
    expect(await db().$count(feeds)).toBe(0);
    expect(await feedObjects()).toEqual([]);

    // Past one 5 MB part, so the multipart upload to storage is under way when the limit is reached.
    const refused = await streamToStorage(
      "feeds/limit-test.mp4",
      movieOfMegabytes(7)(),
      "video/mp4",
      6 * 1024 * 1024,
      "video-too-large",
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadTooLarge);
    expect(refused).toMatchObject({ reason: "video-too-large" });
    expect(await feedObjects()).toEqual([]);
  });

  it("counts a post as deleted when its file cannot be removed from storage", async () => {
    await upload({ name: "medal.jpg", type: "image/jpeg", chunks: bytesOf(photo) });
    const [row] = await db().select().from(feeds);
    vi.spyOn(storage(), "delete").mockRejectedValueOnce(new Error("storage is down"));
    const response = await remove(row?.id ?? 0);
    expect(response.status).toBe(302);
    expect(await db().$count(feeds)).toBe(0);
  });

  it("refuses anyone but an admin", async () => {
    await expect(loadAs(testVisitor, loader, page)).rejects.toMatchObject({ status: 302 });
    const write = upload({ name: "medal.jpg", type: "image/jpeg", chunks: bytesOf(photo) }, fields, { user: null });
    await expect(write).rejects.toMatchObject({ init: { status: 403 } });
    const writeAsVisitor = upload({ name: "m.jpg", type: "image/jpeg", chunks: bytesOf(photo) }, fields, {
      user: testVisitor,
    });
    await expect(writeAsVisitor).rejects.toMatchObject({ init: { status: 403 } });
    expect(await db().$count(feeds)).toBe(0);
    expect(await feedObjects()).toEqual([]);
  });
});
