import { z } from "zod";
import type { BlogCategory } from "#db/schema.ts";

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

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `Please keep the ${label} under ${max.toLocaleString("en-IN")} characters.` });

const checkbox = z.preprocess((value) => value === "on", z.boolean());

/** A blog post as the editor sends it; the body is Markdown, rendered and sanitised on the server. */
export const BlogPostSchema = z.object({
  title: text("title", 160),
  category: z.enum(BLOG_CATEGORIES, { error: "Please choose a category." }),
  author: text("author", 120),
  publishedOn: z.iso.date({ error: "Please enter the date as YYYY-MM-DD." }),
  excerpt: text("excerpt", 400),
  bodyMarkdown: text("post", 50_000),
  isPublished: checkbox,
  cover: z
    .file()
    .max(MAX_COVER_BYTES, { error: COVER_TOO_LARGE })
    .refine((file) => file.size === 0 || file.type.startsWith("image/"), { error: NOT_A_PICTURE })
    .optional(),
  removeCover: checkbox,
  id: z.coerce.number().int().positive().optional(),
  version: z.coerce.number().int().positive().optional(),
});

/** Publish, unpublish or delete from the list: the post, and for the first two the version it was shown at. */
export const BlogPostActionSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive().optional(),
});
