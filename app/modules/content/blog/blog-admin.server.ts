import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { blogPosts } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { reencodeImage } from "#app/modules/media/images.server.ts";
import { storeThenSave } from "#app/modules/media/uploads.server.ts";
import type { BlogPostSchema } from "./blog-admin.ts";
import { renderMarkdown } from "#app/modules/content/shared/markdown.server.ts";
import { postHeadColumns } from "./blog.server.ts";
import { deleteRowThenFile } from "#app/modules/content/shared/row-files.server.ts";

/** A new post, or (with its id and the version it was opened at) an edit. */
type Input = z.output<typeof BlogPostSchema> & { id?: number; version?: number };
export type SaveOutcome = "saved" | "not-an-image" | "conflict" | "missing";

/** Covers are shown 16:9 on the blog; they are cropped to that once, here. */
const COVER_BOX = { width: 1200, height: 675, fit: "cover" } as const;

/** Every post, newest first, drafts included; the bodies are left out (see getPostForEditing). */
export async function listPostsForAdmin() {
  return db()
    .select({
      ...postHeadColumns,
      coverImageKey: blogPosts.coverImageKey,
      isPublished: blogPosts.isPublished,
      version: blogPosts.version,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id));
}

export async function getPostForEditing(id: number) {
  const [post] = await db()
    .select({ id: blogPosts.id, bodyMarkdown: blogPosts.bodyMarkdown, bodyHtml: blogPosts.bodyHtml })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  return post ?? null;
}

/**
 * Adds or edits a post. The Markdown is rendered to sanitised HTML once, here. A new cover is re-encoded and
 * stored first; if the row cannot be written (or another edit won), it is removed again. An edit names the
 * version it started from, so a concurrent edit is reported instead of silently overwritten. A replaced or
 * removed cover leaves storage after the row is saved.
 */
export async function saveBlogPost(input: Input): Promise<SaveOutcome> {
  const fields = {
    title: input.title,
    category: input.category,
    author: input.author,
    publishedOn: input.publishedOn,
    excerpt: input.excerpt,
    bodyMarkdown: input.bodyMarkdown,
    bodyHtml: renderMarkdown(input.bodyMarkdown),
    isPublished: input.isPublished,
  };
  let cover: Uint8Array | null = null;
  if (input.cover && input.cover.size > 0) {
    cover = await reencodeImage(new Uint8Array(await input.cover.arrayBuffer()), COVER_BOX);
    if (!cover) return "not-an-image";
  }
  let replacedKey: string | null = null;
  const write = async (coverImageKey: string | null): Promise<SaveOutcome> => {
    if (!input.id) {
      await db()
        .insert(blogPosts)
        .values({ ...fields, coverImageKey });
      return "saved";
    }
    const [current] = await db()
      .select({ coverImageKey: blogPosts.coverImageKey })
      .from(blogPosts)
      .where(eq(blogPosts.id, input.id));
    if (!current) return "missing";
    const newCover = coverImageKey ? { coverImageKey } : input.removeCover ? { coverImageKey: null } : {};
    const [row] = await db()
      .update(blogPosts)
      .set({ ...fields, ...newCover, version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.id, input.id), eq(blogPosts.version, input.version ?? 0)))
      .returning({ id: blogPosts.id });
    if (!row) return "conflict";
    if ("coverImageKey" in newCover) replacedKey = current.coverImageKey;
    return "saved";
  };
  let outcome: SaveOutcome = "missing";
  if (cover) {
    await storeThenSave("blog", { bytes: cover, mime: "image/webp", ext: "webp" }, async (key) => {
      outcome = await write(key);
      // Anything but a saved row leaves the new cover unused, so it is removed.
      return outcome === "saved" ? outcome : null;
    });
  } else {
    outcome = await write(null);
  }
  if (outcome === "saved" && replacedKey) await storage().deleteQuietly(replacedKey);
  return outcome;
}

/** Publishes or unpublishes at the version the list showed; the public blog follows at once. */
export async function setPostPublished(id: number, version: number | undefined, isPublished: boolean) {
  const [row] = await db()
    .update(blogPosts)
    .set({ isPublished, version: sql`${blogPosts.version} + 1` })
    .where(and(eq(blogPosts.id, id), version === undefined ? undefined : eq(blogPosts.version, version)))
    .returning({ id: blogPosts.id });
  if (row) return "saved" as const;
  const [exists] = await db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  return exists ? ("conflict" as const) : ("missing" as const);
}

/** Deletes the row, then its cover; a storage failure is logged and the post still counts as deleted. */
export async function deleteBlogPost(id: number): Promise<boolean> {
  return deleteRowThenFile(
    db().delete(blogPosts).where(eq(blogPosts.id, id)).returning({ fileKey: blogPosts.coverImageKey }),
  );
}
