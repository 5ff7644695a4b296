import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { programs } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { listProgramCards } from "#app/modules/content/programs.server.ts";
import { slugify } from "#app/modules/content/program-admin.ts";
import { action } from "#app/routes/admin/manage-programs.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext, throughAdminGuard } from "../support/route-context.ts";

const admin = { id: "a", email: "boss@example.com", fullName: null, role: "admin" as const, sessionId: "s" };
const post = (fields: Record<string, string>) =>
  throughAdminGuard(action, {
    request: formRequest("/admin/manage-programs", fields),
    context: routeContext({ user: admin }),
    params: {},
  } as never);

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
    await post(newProgram);
    await post(newProgram);
    const ids = (await db().select({ id: programs.id }).from(programs)).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(["public-speaking-drama", "public-speaking-drama-2"]));
    const [row] = await db().select().from(programs).where(eq(programs.id, "public-speaking-drama"));
    expect(row?.features).toEqual(["Voice", "Posture"]);
    expect((await listProgramCards()).map((card) => card.id)).toContain("public-speaking-drama");
  });

  it("hides a program, refuses a stale edit, deletes", async () => {
    const [row] = await db().select().from(programs).where(eq(programs.id, "public-speaking-drama"));
    const edit = {
      ...newProgram,
      intent: "update",
      id: "public-speaking-drama",
      version: String(row?.version),
      isPublished: "",
    };
    expect(((await post(edit)) as Response).status).toBe(302);
    expect((await listProgramCards()).map((card) => card.id)).not.toContain("public-speaking-drama");
    const stale = (await post(edit)) as { init?: { status?: number } };
    expect(stale.init?.status).toBe(400);
    await post({ intent: "delete", id: "public-speaking-drama" });
    await post({ intent: "delete", id: "public-speaking-drama-2" });
    expect(await db().$count(programs)).toBe(4);
  });

  it("answers a bad colour or empty lists with field errors", async () => {
    const result = (await post({ ...newProgram, color: "from-black to-black", features: " \n " })) as {
      data?: { result?: { error?: Record<string, string[]> } };
    };
    expect(Object.keys(result.data?.result?.error ?? {}).sort()).toEqual(["color", "features"]);
  });
});
