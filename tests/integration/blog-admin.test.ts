import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts } from "#db/schema.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { listPostsForAdmin } from "#app/modules/content/blog/blog-admin.server.ts";
import { getPublishedPost, listPublishedPosts } from "#app/modules/content/blog/blog.server.ts";
import { action, loader } from "#app/routes/admin/manage-blog.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { readToast } from "#app/server/toast.server.ts";
import { truncateAll } from "../support/db.ts";
import { fakeExe } from "../support/files.ts";
import { loadAs, postAs, postAsAdmin } from "../support/admin-requests.ts";
import { cookiesFrom, testAdmin, testVisitor } from "../support/route-context.ts";

const page = "/admin/manage-blog";
type Failure = { data?: { toast?: { title: string; description: string } }; init?: { status?: number } };

const typedPost = {
  title: "Five Vedic Maths Tricks for the Dinner Table",
  category: "Vedic Maths",
  author: "Anil Rao",
  publishedOn: "2026-05-04",
  excerpt: "Quick mental maths games the whole family can play while dinner cools.",
  bodyMarkdown: [
    "## Multiply by 11",
    "",
    "Add the **two digits** and put the sum *in the middle*.",
    "",
    "- 23 × 11 = 253",
    "",
    "<script>alert('x')</script>",
    "",
    '<img src="x" onerror="alert(1)">',
    "",
    "[a trick](javascript:alert(1)) and [our site](https://www.example.com/)",
  ].join("\n"),
};

async function covers() {
  const listed = await storage().client.send(new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: "blog/" }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

function save(fields: Record<string, string>, cover?: Uint8Array, user: AuthUser | null = testAdmin) {
  const body = new FormData();
  body.set("intent", fields.id ? "update" : "create");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("cover", cover ? new File([Buffer.from(cover)], "cover.png", { type: "image/png" }) : new File([], ""));
  return postAs(user, action, page, body);
}

async function change(fields: Record<string, string>) {
  const response = (await postAsAdmin(action, page, fields)) as Response;
  const cookie = cookiesFrom(response);
  return (await readToast(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }))).toast;
}

async function only() {
  const [row] = await db().select().from(blogPosts);
  if (!row) throw new Error("no post");
  return row;
}

describe("blog post management", () => {
  let picture: Uint8Array;
  beforeAll(async () => {
    await storage().ensureBucket();
    picture = new Uint8Array(
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#6366f1" } })
        .png()
        .toBuffer(),
    );
  });
  beforeEach(async () => {
    await truncateAll();
    for (const key of await covers()) await storage().delete(key);
  });

  it("writes a draft with sanitised HTML and a 16:9 cover, then publishes it on the blog at once", async () => {
    expect(((await save(typedPost, picture)) as Response).status).toBe(302);
    const draft = await only();
    expect(draft).toMatchObject({ title: typedPost.title, isPublished: false, version: 1 });
    expect(draft.bodyHtml).toContain("<h2>Multiply by 11</h2>");
    expect(draft.bodyHtml).toContain("<strong>two digits</strong>");
    expect(draft.bodyHtml).not.toMatch(/<script|onerror|href="javascript:/i);
    expect(draft.bodyHtml).toContain('href="https://www.example.com/"');
    expect(draft.coverImageKey).toMatch(/^blog\/[0-9a-f-]{36}\.webp$/);
    expect(await covers()).toEqual([draft.coverImageKey]);
    const stored = await storage().get(draft.coverImageKey ?? "");
    const coverBytes = Buffer.from((await stored.Body?.transformToByteArray()) ?? []);
    expect(await sharp(coverBytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 675 });
    expect(await listPublishedPosts()).toEqual([]);
    expect(await getPublishedPost(draft.id)).toBeNull();

    expect(await change({ intent: "publish", id: String(draft.id), version: "1" })).toMatchObject({
      title: "Post Published",
    });
    expect((await listPublishedPosts()).map((item) => item.title)).toEqual([typedPost.title]);
    expect((await getPublishedPost(draft.id))?.bodyHtml).toBe(draft.bodyHtml);

    // A list shown before the publish is out of date: its unpublish is refused.
    expect(await change({ intent: "unpublish", id: String(draft.id), version: "1" })).toMatchObject({
      type: "error",
      title: "Not changed",
    });
    expect((await only()).isPublished).toBe(true);
    expect(await change({ intent: "unpublish", id: String(draft.id), version: "2" })).toMatchObject({
      title: "Post Unpublished",
    });
    expect(await listPublishedPosts()).toEqual([]);
  });

  it("edits at the version it was opened at, replaces and removes the cover, and deletes row and cover", async () => {
    await save({ ...typedPost, isPublished: "on" }, picture);
    const first = await only();
    const edit = { ...typedPost, isPublished: "on", id: String(first.id), version: "1", title: "Six Tricks" };
    expect(((await save(edit, picture)) as Response).status).toBe(302);
    const edited = await only();
    expect(edited).toMatchObject({ title: "Six Tricks", version: 2 });
    expect(edited.coverImageKey).not.toBe(first.coverImageKey);
    expect(await covers()).toEqual([edited.coverImageKey]);
    expect((await getPublishedPost(first.id))?.title).toBe("Six Tricks");

    // A second editor who opened version 1 is told, and leaves no cover behind.
    const stale = (await save({ ...edit, title: "Lost edit" }, picture)) as Failure;
    expect(stale.init?.status).toBe(409);
    expect(stale.data?.toast?.description).toMatch(/^Someone else saved this post/);
    expect((await only()).title).toBe("Six Tricks");
    expect(await covers()).toEqual([edited.coverImageKey]);

    await save({ ...edit, version: "2", removeCover: "on" });
    expect((await only()).coverImageKey).toBeNull();
    expect(await covers()).toEqual([]);

    await save({ ...edit, version: "3" }, picture);
    expect(await change({ intent: "delete", id: String(first.id) })).toMatchObject({ title: "Post Deleted" });
    expect(await db().$count(blogPosts)).toBe(0);
    expect(await covers()).toEqual([]);

    // Saved in a tab that still had it open: answered inside the back office with the text, and nothing stored.
    await expect(
      save({ ...edit, version: "4", bodyMarkdown: "Typed into a deleted post." }, picture),
    ).rejects.toMatchObject({
      init: { status: 404 },
      data: {
        lostWork: "record-deleted",
        record: "blog post",
        typed: expect.arrayContaining([
          { name: "bodyMarkdown", label: "Post (Markdown)", value: "Typed into a deleted post." },
        ]),
      },
    });
    expect(await db().$count(blogPosts)).toBe(0);
    expect(await covers()).toEqual([]);
  });

  it("refuses missing fields, a renamed program as cover and an unknown category, storing nothing", async () => {
    const missing = (await save({ ...typedPost, title: " " })) as Failure;
    expect(missing.init?.status).toBe(400);
    const exe = (await save(typedPost, fakeExe())) as Failure;
    expect(exe.init?.status).toBe(400);
    expect(exe.data?.toast?.description).toBe("Please choose a picture (JPEG, PNG, WebP or GIF).");
    const category = (await save({ ...typedPost, category: "Cooking" })) as Failure;
    expect(category.init?.status).toBe(400);
    const date = (await save({ ...typedPost, publishedOn: "next Tuesday" })) as Failure;
    expect(date.init?.status).toBe(400);
    expect(await db().$count(blogPosts)).toBe(0);
    expect(await covers()).toEqual([]);
  });

  it("lists every post newest first, drafts included", async () => {
    await save({ ...typedPost, title: "Older", publishedOn: "2026-01-10", isPublished: "on" });
    await save({ ...typedPost, title: "Newest draft", publishedOn: "2026-06-01" });
    await save({ ...typedPost, title: "Middle", publishedOn: "2026-03-15", isPublished: "on" });
    expect((await listPostsForAdmin()).map((item) => [item.title, item.isPublished])).toEqual([
      ["Newest draft", false],
      ["Middle", true],
      ["Older", true],
    ]);
    expect((await listPublishedPosts()).map((item) => item.title)).toEqual(["Middle", "Older"]);
  });

  it("refuses anyone but an admin", async () => {
    await expect(save(typedPost, picture, null)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(save(typedPost, picture, testVisitor)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(postAs(null, action, page, { intent: "delete", id: "1" })).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(loadAs(null, loader, page)).rejects.toMatchObject({ status: 302 });
    expect(await db().$count(blogPosts)).toBe(0);
    expect(await covers()).toEqual([]);
  });
});
