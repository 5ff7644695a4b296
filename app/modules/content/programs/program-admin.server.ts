import { createHash } from "node:crypto";
import { and, asc, eq, like, sql } from "drizzle-orm";
import type { z } from "zod";
import { programs } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { programTranslationLanguages, translatedProgramFields, type ProgramTranslations } from "./program-language.ts";
import { slugify, type ProgramEditSchema, type ProgramInput } from "./program-admin.ts";

/**
 * A digest of a program's editable texts as the form shows them (line ends as the browser sends them aside), so
 * a save can tell the programs this admin changed from the ones merely shown.
 */
export function programDigest(
  program: Omit<ProgramInput, "translations"> & { translations: ProgramTranslations },
): string {
  const normalise = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : value);
  const texts = [
    program.title,
    program.shortDescription,
    program.description,
    program.fullDescription,
    program.ageRange,
    program.icon,
    program.color,
    program.features.map(normalise),
    program.learningOutcomes.map(normalise),
    program.benefits.map(normalise),
    program.levels,
    program.monthsPerLevel,
    program.classMinutes,
    program.classesPerWeek,
    program.batchSize,
    program.onlineTimings,
    program.schoolTimings,
    program.officeTimings,
    program.certificate,
    program.fees,
    program.progressNote,
    program.isPublished,
    programTranslationLanguages.map((language) => {
      const translation = program.translations[language];
      return translatedProgramFields.map((field) => {
        const value = translation?.[field] ?? "";
        return Array.isArray(value) ? value.map(normalise) : normalise(value);
      });
    }),
  ].map(normalise);
  return createHash("sha256").update(JSON.stringify(texts)).digest("base64url");
}

/** Every course by its id and title, for a back-office form that names one (a testimonial's course). */
export async function listCourseChoices() {
  return db()
    .select({ value: programs.id, label: programs.title })
    .from(programs)
    .orderBy(asc(programs.sortOrder), asc(programs.title));
}

export async function listProgramsForAdmin() {
  const rows = await db().select().from(programs).orderBy(asc(programs.sortOrder), asc(programs.title));
  return rows.map((row) => ({ ...row, loaded: programDigest(row) }));
}

/** A new program's id is a URL slug of its title, made unique with a number when needed. */
export async function addProgram(input: ProgramInput): Promise<string> {
  const base = slugify(input.title) || "program";
  return db().transaction(async (tx) => {
    // Two admins adding at once take turns here: each reads the ids and the last place after the other's insert,
    // so neither picks an id or a place the other just took.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('programs:add'))`);
    const taken = new Set(
      (
        await tx
          .select({ id: programs.id })
          .from(programs)
          .where(like(programs.id, `${base}%`))
      ).map((row) => row.id),
    );
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    const [last] = await tx.select({ max: sql<number>`coalesce(max(${programs.sortOrder}), 0)` }).from(programs);
    await tx.insert(programs).values({ ...input, id, sortOrder: (last?.max ?? 0) + 1 });
    return id;
  });
}

export type SaveAllOutcome = {
  saved: string[];
  /** Changed here, but saved by someone else since the page was opened. */
  conflicts: string[];
  /** Changed here, but deleted by someone else meanwhile. */
  deleted: string[];
};

class NotAllSaved extends Error {}

/**
 * Saves every program this admin changed, in one transaction and each only over the version it was opened at:
 * all are saved, or (when someone else saved or deleted one of them meanwhile) none, and the outcome names them.
 */
export async function savePrograms(
  edited: Record<string, z.output<typeof ProgramEditSchema>>,
): Promise<SaveAllOutcome> {
  const outcome: SaveAllOutcome = { saved: [], conflicts: [], deleted: [] };
  try {
    await db().transaction(async (tx) => {
      for (const [id, { version, loaded, ...fields }] of Object.entries(edited)) {
        if (programDigest(fields) === loaded) continue;
        const updated = await tx
          .update(programs)
          .set({ ...fields, version: sql`${programs.version} + 1` })
          .where(and(eq(programs.id, id), eq(programs.version, version)))
          .returning({ id: programs.id });
        if (updated.length > 0) {
          outcome.saved.push(id);
          continue;
        }
        const [exists] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, id));
        (exists ? outcome.conflicts : outcome.deleted).push(id);
      }
      if (outcome.conflicts.length > 0 || outcome.deleted.length > 0) throw new NotAllSaved();
    });
  } catch (error) {
    if (!(error instanceof NotAllSaved)) throw error;
    return { ...outcome, saved: [] };
  }
  return outcome;
}

export async function deleteProgram(id: string): Promise<boolean> {
  const deleted = await db().delete(programs).where(eq(programs.id, id)).returning({ id: programs.id });
  return deleted.length > 0;
}
