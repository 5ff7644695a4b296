import { z } from "zod";
import type { BlogCategory } from "#db/schema.ts";
import { checkbox, OUTDATED, requiredText, rowId, rowVersion } from "#app/modules/forms/fields.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";

export const BLOG_CATEGORIES = [
  "Abacus",
  "Vedic Maths",
  "Communicative English",
  "Coding",
] as const satisfies readonly BlogCategory[];

export const MAX_COVER_BYTES = 10 * 1024 * 1024;
export const COVER_TOO_LARGE = "The cover picture must be 10 MB or smaller.";
export const NOT_A_PICTURE = "Please choose a picture (JPEG, PNG, WebP or GIF).";
export const POST_CONFLICT =
  "Someone else saved this post while you were editing. Reload the page to see their version, then make your change again.";

/** A blog post as the editor sends it; the body is Markdown, rendered and sanitised on the server. */
export const BlogPostSchema = z.object({
  title: requiredText("the title", 160),
  category: z.enum(BLOG_CATEGORIES, { error: "Please choose a category." }),
  author: requiredText("the author", 120),
  publishedOn: z.iso.date({ error: "Please enter the date as YYYY-MM-DD." }),
  excerpt: requiredText("the excerpt", 400),
  bodyMarkdown: requiredText("the post", 50_000),
  isPublished: checkbox,
  cover: z
    .file()
    .max(MAX_COVER_BYTES, { error: COVER_TOO_LARGE })
    .refine((file) => file.size === 0 || file.type.startsWith("image/"), { error: NOT_A_PICTURE })
    .optional(),
  removeCover: checkbox,
});

/**
 * Every change the blog page makes, parsed once: a new post or an edit (from the editor, with the version it was
 * opened at), and publish, unpublish or delete from the list.
 */
export const BlogActionSchema = z.discriminatedUnion(
  "intent",
  [
    ...rowEditActions(BlogPostSchema),
    z.object({ intent: z.enum(["publish", "unpublish"]), id: rowId, version: rowVersion }),
  ],
  { error: OUTDATED },
);
