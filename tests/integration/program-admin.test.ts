import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { programs } from "#db/schema.ts";
import { addBuiltInTranslations, seedIfEmpty } from "#db/seed/index.ts";
import { programIn } from "#app/modules/content/programs/program-language.ts";
import { listProgramCards } from "#app/modules/content/programs/programs.server.ts";
import { slugify } from "#app/modules/content/programs/program-admin.ts";
import { action } from "#app/routes/admin/manage-programs.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { postAsAdmin } from "../support/admin-requests.ts";
import { allProgramsForm, MANAGE_PROGRAMS } from "../support/programs-form.ts";

const page = MANAGE_PROGRAMS;

const newProgram = {
  intent: "create",
  title: "Public Speaking & Drama!",
  shortDescription: "Confident voices on every stage.",
  description: "Speaking, storytelling and drama.",
  fullDescription: "Para one.\n\nPara two.",
  ageRange: "Ages 6–14",
  icon: "MessagesSquare",
  color: "from-rose-400 to-pink-500",
  features: "Voice\n\nPosture",
  learningOutcomes: "Speak clearly",
  benefits: "Confidence",
  isPublished: "on",
  // As a browser sends the Hindi and Marathi fields left empty.
  ...Object.fromEntries(
    ["hi", "mr"].flatMap((language) =>
      ["title", "shortDescription", "fullDescription", "features", "learningOutcomes", "benefits"].map((field) => [
        `translations.${language}.${field}`,
        "",
      ]),
    ),
  ),
};

describe("program management", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  it("turns titles into URL slugs", () => {
    expect(slugify("Public Speaking & Drama!")).toBe("public-speaking-drama");
    expect(slugify("  Café Maths  ")).toBe("cafe-maths");
  });

  it("adds a program with a unique slug, lists from lines, and shows it on the site", async () => {
    await postAsAdmin(action, page, newProgram);
    await postAsAdmin(action, page, newProgram);
    const ids = (await db().select({ id: programs.id }).from(programs)).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(["public-speaking-drama", "public-speaking-drama-2"]));
    const [row] = await db().select().from(programs).where(eq(programs.id, "public-speaking-drama"));
    expect(row?.features).toEqual(["Voice", "Posture"]);
    expect(row?.translations.hi).toMatchObject({ title: "", features: [] });
    expect((await listProgramCards()).map((card) => card.id)).toContain("public-speaking-drama");
  });

  it("gives two admins adding the same program at once each their own slug and place, without an error", async () => {
    const title = { ...newProgram, title: "Chess Club" };
    const threeAtOnce = Array.from({ length: 3 }, () => postAsAdmin(action, page, title));
    const answers = (await Promise.all(threeAtOnce)) as Response[];
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
    const rows = await db().select({ id: programs.id, sortOrder: programs.sortOrder }).from(programs);
    const chess = rows.filter((row) => row.id.startsWith("chess-club"));
    expect(chess.map((row) => row.id).sort()).toEqual(["chess-club", "chess-club-2", "chess-club-3"]);
    expect(new Set(rows.map((row) => row.sortOrder)).size).toBe(rows.length);
    await db().delete(programs).where(like(programs.id, "chess-club%"));
  });

  it("saves a course's Hindi and Marathi beside its English, and a cleared text shows the English again", async () => {
    const form = await allProgramsForm();
    // The built-in courses come with their Hindi and Marathi.
    expect(form["programs.vedic-maths.translations.mr.title"]).toBe("वैदिक गणित");
    form["programs.vedic-maths.translations.hi.benefits"] = "तेज़ हिसाब\r\n\r\n• आत्मविश्वास";
    form["programs.vedic-maths.translations.mr.shortDescription"] = "";
    const saved = (await postAsAdmin(action, page, form)) as Response;
    expect(saved.status).toBe(302);
    const [row] = await db().select().from(programs).where(eq(programs.id, "vedic-maths"));
    expect(row?.translations.hi?.benefits).toEqual(["तेज़ हिसाब", "आत्मविश्वास"]);
    expect(row?.translations.mr?.shortDescription).toBe("");
    expect(row?.version).toBe(2);
    if (!row) throw new Error("Vedic Maths is gone");
    const shown = programIn(row, "mr");
    expect(shown).toMatchObject({ title: "वैदिक गणित", shortDescription: row?.shortDescription });
    expect(shown.englishIn).toEqual({ shortDescription: "en" });
    // Only the course changed was saved.
    const [abacus] = await db().select({ version: programs.version }).from(programs).where(eq(programs.id, "abacus"));
    expect(abacus?.version).toBe(1);
    // A course whose translations staff have saved, even emptied, is not given the built-in ones again.
    expect(await addBuiltInTranslations(db())).toBe(0);
    await db().update(programs).set({ translations: {} }).where(eq(programs.id, "coding"));
    expect(await addBuiltInTranslations(db())).toBe(1);
    const [coding] = await db().select().from(programs).where(eq(programs.id, "coding"));
    expect(coding?.translations.hi?.title).toBe("कोडिंग");
  });

  it("saves every changed program at once, leaves the untouched ones alone, and deletes", async () => {
    const form = await allProgramsForm();
    form["programs.public-speaking-drama.isPublished"] = "";
    form["programs.abacus.title"] = "Abacus Plus";
    // Someone else edits Coding meanwhile; this admin did not touch it, so it is no conflict.
    await db().update(programs).set({ title: "Coding & AI", version: 9 }).where(eq(programs.id, "coding"));
    const saved = (await postAsAdmin(action, page, form)) as Response;
    expect(saved.status).toBe(302);
    const rows = Object.fromEntries((await db().select().from(programs)).map((row) => [row.id, row]));
    expect(rows["public-speaking-drama"]?.isPublished).toBe(false);
    expect(rows["abacus"]).toMatchObject({ title: "Abacus Plus", version: 2 });
    expect(rows["coding"]).toMatchObject({ title: "Coding & AI", version: 9 });
    expect((await listProgramCards()).map((card) => card.id)).not.toContain("public-speaking-drama");

    await postAsAdmin(action, page, { intent: "delete", id: "public-speaking-drama" });
    await postAsAdmin(action, page, { intent: "delete", id: "public-speaking-drama-2" });
    expect(await db().$count(programs)).toBe(4);
    await expect(postAsAdmin(action, page, { intent: "delete", id: "public-speaking-drama" })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("saves nothing when a changed program was saved or deleted by someone else, keeping every change", async () => {
    await postAsAdmin(action, page, newProgram);
    const form = await allProgramsForm();
    form["programs.abacus.title"] = "Abacus, changed here";
    form["programs.vedic-maths.title"] = "Vedic Maths, changed here";
    await db().update(programs).set({ version: 7 }).where(eq(programs.id, "vedic-maths"));
    const conflict = (await postAsAdmin(action, page, form)) as {
      init?: { status?: number };
      data?: { result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    };
    expect(conflict.init?.status).toBe(409);
    expect(conflict.data?.result?.error?.["programs.vedic-maths"]?.[0]).toMatch(
      /Someone else saved “Vedic Maths, changed/,
    );
    expect(JSON.stringify(conflict.data?.result?.initialValue)).toContain("Abacus, changed here");
    const [abacus] = await db().select().from(programs).where(eq(programs.id, "abacus"));
    expect(abacus?.title).toBe("Abacus Plus");

    const again = await allProgramsForm();
    again["programs.abacus.title"] = "Abacus, changed again";
    again["programs.public-speaking-drama.description"] = "Typed into a program someone deletes.";
    await db().delete(programs).where(eq(programs.id, "public-speaking-drama"));
    const deleted = (await postAsAdmin(action, page, again)) as {
      init?: { status?: number };
      data?: { deleted?: { id: string; title: string; typed: { label: string; value: string }[] }[] };
    };
    expect(deleted.init?.status).toBe(409);
    expect(deleted.data?.deleted).toEqual([
      expect.objectContaining({
        id: "public-speaking-drama",
        title: "Public Speaking & Drama!",
        typed: expect.arrayContaining([
          {
            name: "programs.public-speaking-drama.description",
            label: "Description",
            value: "Typed into a program someone deletes.",
          },
        ]),
      }),
    ]);
    const [unchanged] = await db().select().from(programs).where(eq(programs.id, "abacus"));
    expect(unchanged?.title).toBe("Abacus Plus");
  });

  it("answers a bad colour or empty lists with field errors", async () => {
    const result = (await postAsAdmin(action, page, {
      ...newProgram,
      color: "from-black to-black",
      features: " \n ",
    })) as {
      data?: { result?: { error?: Record<string, string[]> } };
    };
    expect(Object.keys(result.data?.result?.error ?? {}).sort()).toEqual(["color", "features"]);
  });
});
