import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { programs, testimonials } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import type { TestimonialSchema } from "./testimonial-admin.ts";
import { deleteRowThenFile } from "#app/modules/content/shared/row-files.server.ts";
import { saveWithSquarePicture, type PicturedSaveOutcome } from "#app/modules/content/shared/pictured-rows.server.ts";

/** A new testimonial, or (with its id and the version it was opened at) an edit. */
type Input = z.output<typeof TestimonialSchema> & { id?: number; version?: number };
export type SaveOutcome = PicturedSaveOutcome;

export async function listTestimonialsForAdmin() {
  return db()
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      quote: testimonials.quote,
      rating: testimonials.rating,
      avatarKey: testimonials.avatarKey,
      programId: testimonials.programId,
      courseTitle: programs.title,
      version: testimonials.version,
    })
    .from(testimonials)
    .leftJoin(programs, eq(programs.id, testimonials.programId))
    .orderBy(asc(testimonials.createdAt), asc(testimonials.id));
}

/**
 * The course a testimonial names, if that course still exists: one deleted while the form was open is dropped
 * (the testimonial then speaks for no course) rather than refused by the reference.
 */
function existingCourse(programId: string | undefined) {
  return programId
    ? sql<string | null>`(select ${programs.id} from ${programs} where ${programs.id} = ${programId})`
    : null;
}

/**
 * Adds or edits a testimonial, with a new avatar if one was sent (stored first, removed again if the row is not
 * written; a replaced one is removed after).
 */
export async function saveTestimonial(input: Input): Promise<SaveOutcome> {
  const fields = {
    name: input.name,
    role: input.role,
    quote: input.quote,
    rating: input.rating,
    programId: existingCourse(input.programId),
  };
  return saveWithSquarePicture(input.avatar, "avatars", async (avatarKey) => {
    if (!input.id) {
      await db()
        .insert(testimonials)
        .values({ ...fields, avatarKey });
      return { outcome: "saved", replacedKey: null };
    }
    const [current] = await db()
      .select({ avatarKey: testimonials.avatarKey })
      .from(testimonials)
      .where(eq(testimonials.id, input.id));
    if (!current) return { outcome: "missing" };
    const [row] = await db()
      .update(testimonials)
      .set({ ...fields, ...(avatarKey ? { avatarKey } : {}), version: sql`${testimonials.version} + 1` })
      .where(and(eq(testimonials.id, input.id), eq(testimonials.version, input.version ?? 0)))
      .returning({ id: testimonials.id });
    if (!row) return { outcome: "conflict" };
    return { outcome: "saved", replacedKey: avatarKey ? current.avatarKey : null };
  });
}

export async function deleteTestimonial(id: number): Promise<boolean> {
  return deleteRowThenFile(
    db().delete(testimonials).where(eq(testimonials.id, id)).returning({ fileKey: testimonials.avatarKey }),
  );
}
