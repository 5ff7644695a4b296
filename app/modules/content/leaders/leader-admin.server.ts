import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { leaders } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import type { LeaderSchema } from "./leader-admin.ts";
import { deleteRowThenFile } from "#app/modules/content/shared/row-files.server.ts";
import { saveWithSquarePicture, type PicturedSaveOutcome } from "#app/modules/content/shared/pictured-rows.server.ts";

/** A new leader, or (with its id and the version it was opened at) an edit. */
type Input = z.output<typeof LeaderSchema> & { id?: number; version?: number };

export async function listLeadersForAdmin() {
  return db()
    .select({
      id: leaders.id,
      name: leaders.name,
      role: leaders.role,
      bio: leaders.bio,
      photoKey: leaders.photoKey,
      sortOrder: leaders.sortOrder,
      isPublished: leaders.isPublished,
      version: leaders.version,
    })
    .from(leaders)
    .orderBy(asc(leaders.sortOrder), asc(leaders.id));
}

/**
 * Adds or edits a leader, with a new photo if one was sent (stored first, removed again if the row is not
 * written; a replaced one is removed after).
 */
export async function saveLeader(input: Input): Promise<PicturedSaveOutcome> {
  const fields = {
    name: input.name,
    role: input.role,
    bio: input.bio,
    sortOrder: input.sortOrder,
    isPublished: input.isPublished,
  };
  return saveWithSquarePicture(input.photo, "leaders", async (photoKey) => {
    if (!input.id) {
      await db()
        .insert(leaders)
        .values({ ...fields, photoKey });
      return { outcome: "saved", replacedKey: null };
    }
    const [current] = await db().select({ photoKey: leaders.photoKey }).from(leaders).where(eq(leaders.id, input.id));
    if (!current) return { outcome: "missing" };
    const [row] = await db()
      .update(leaders)
      .set({ ...fields, ...(photoKey ? { photoKey } : {}), version: sql`${leaders.version} + 1` })
      .where(and(eq(leaders.id, input.id), eq(leaders.version, input.version ?? 0)))
      .returning({ id: leaders.id });
    if (!row) return { outcome: "conflict" };
    return { outcome: "saved", replacedKey: photoKey ? current.photoKey : null };
  });
}

export async function deleteLeader(id: number): Promise<boolean> {
  return deleteRowThenFile(db().delete(leaders).where(eq(leaders.id, id)).returning({ fileKey: leaders.photoKey }));
}
