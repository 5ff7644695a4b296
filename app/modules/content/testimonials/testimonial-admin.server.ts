import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { testimonials } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { reencodeSquareImage } from "#app/modules/media/images.server.ts";
import { storeThenSave } from "#app/modules/media/uploads.server.ts";
import type { TestimonialSchema } from "./testimonial-admin.ts";
import { deleteRowThenFile } from "#app/modules/content/shared/row-files.server.ts";

/** A new testimonial, or (with its id and the version it was opened at) an edit. */
type Input = z.output<typeof TestimonialSchema> & { id?: number; version?: number };
export type SaveOutcome = "saved" | "not-an-image" | "conflict" | "missing";

export async function listTestimonialsForAdmin() {
  return db().select().from(testimonials).orderBy(asc(testimonials.createdAt), asc(testimonials.id));
}

/**
 * Adds or edits a testimonial. A new avatar is re-encoded and stored first; if the row cannot be
 * written (or another edit won), the new picture is removed again. A replaced picture is removed after.
 */
export async function saveTestimonial(input: Input): Promise<SaveOutcome> {
  const fields = { name: input.name, role: input.role, quote: input.quote, rating: input.rating };
  let avatar: Uint8Array | null = null;
  if (input.avatar && input.avatar.size > 0) {
    avatar = await reencodeSquareImage(new Uint8Array(await input.avatar.arrayBuffer()));
    if (!avatar) return "not-an-image";
  }
  let previousKey: string | null = null;
  const write = async (avatarKey: string | null) => {
    if (!input.id) {
      const [row] = await db()
        .insert(testimonials)
        .values({ ...fields, avatarKey })
        .returning({ id: testimonials.id });
      return row ? ("saved" as const) : null;
    }
    const [current] = await db()
      .select({ avatarKey: testimonials.avatarKey })
      .from(testimonials)
      .where(eq(testimonials.id, input.id));
    if (!current) return "missing" as const;
    const [row] = await db()
      .update(testimonials)
      .set({ ...fields, ...(avatarKey ? { avatarKey } : {}), version: sql`${testimonials.version} + 1` })
      .where(and(eq(testimonials.id, input.id), eq(testimonials.version, input.version ?? 0)))
      .returning({ id: testimonials.id });
    if (!row) return "conflict" as const;
    if (avatarKey) previousKey = current.avatarKey;
    return "saved" as const;
  };
  let outcome: SaveOutcome = "missing";
  if (avatar) {
    await storeThenSave("avatars", { bytes: avatar, mime: "image/webp", ext: "webp" }, async (key) => {
      outcome = (await write(key)) ?? "missing";
      // Anything but a saved row leaves the new picture unused, so it is removed.
      return outcome === "saved" ? outcome : null;
    });
  } else {
    outcome = (await write(null)) ?? "missing";
  }
  if (outcome === "saved" && previousKey) await storage().deleteQuietly(previousKey);
  return outcome;
}

export async function deleteTestimonial(id: number): Promise<boolean> {
  return deleteRowThenFile(
    db().delete(testimonials).where(eq(testimonials.id, id)).returning({ fileKey: testimonials.avatarKey }),
  );
}
