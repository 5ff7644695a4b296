import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { programs } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { courseIn } from "#app/modules/print-brochures/courses.ts";
import { action as savePrograms } from "#app/routes/admin/manage-programs.tsx";
import OfficialBrochure, { loader as officialLoader } from "#app/routes/brochure-print-official.tsx";
import StudentBrochure, { loader as studentLoader } from "#app/routes/brochure-print-student.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { postAsAdmin } from "../support/admin-requests.ts";
import { allProgramsForm, MANAGE_PROGRAMS } from "../support/programs-form.ts";

/** Saves one program's title and ages in Manage Programs, as its Save All Changes form sends them. */
async function editProgram(id: string, changes: { title: string; ageRange: string }) {
  const form = await allProgramsForm();
  form[`programs.${id}.title`] = changes.title;
  form[`programs.${id}.ageRange`] = changes.ageRange;
  const saved = (await postAsAdmin(savePrograms, MANAGE_PROGRAMS, form)) as Response;
  expect(saved.status).toBe(302);
}

/** The brochure as the server renders it, as text: tags dropped, React's text separators and entities undone. */
function renderedText(component: typeof OfficialBrochure | typeof StudentBrochure, loaderData: unknown): string {
  const element = createElement(component as never, { loaderData } as never);
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the print brochures' courses", () => {
  beforeEach(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  it("carry the titles and ages an admin saves in Manage Programs", async () => {
    await editProgram("abacus", { title: "Abacus Masters", ageRange: "Ages 6–12" });
    await editProgram("communicative-english", { title: "Spoken English", ageRange: "Ages 3–15" });

    for (const loader of [officialLoader, studentLoader]) {
      const { courses } = await loader();
      expect(courseIn(courses, "abacus")).toEqual({ id: "abacus", title: "Abacus Masters", ages: "Ages 6–12" });
      expect(courseIn(courses, "vedic-maths")).toEqual({ id: "vedic-maths", title: "Vedic Maths", ages: "Ages 8–14" });
    }

    const official = renderedText(OfficialBrochure, await officialLoader());
    expect(official).toContain("Abacus Masters Ages 6–12");
    expect(official).toContain("Abacus Masters, Vedic Maths, Coding and Spoken English for students aged 3–15");
    expect(official).toContain("programs for children aged 3–15 and delivers");
    expect(official).not.toContain("Ages 5–14");

    const student = renderedText(StudentBrochure, await studentLoader());
    expect(student).toContain("Course 1 · Ages 6–12 Abacus Masters");
    expect(student).toContain("For kids aged 3–15 and their grown-ups");
    expect(student).toContain("Spoken English Ages 3–15");
  });

  it("still print all four courses when a program is unpublished or deleted, as the brochure was written", async () => {
    await db().update(programs).set({ isPublished: false }).where(eq(programs.id, "coding"));
    await db().delete(programs).where(eq(programs.id, "vedic-maths"));

    const { courses } = await officialLoader();
    expect(courses.map((course) => course.id)).toEqual(["abacus", "vedic-maths", "coding", "communicative-english"]);
    expect(courseIn(courses, "coding")).toEqual({ id: "coding", title: "Coding & AI", ages: "Ages 7–14" });
    expect(courseIn(courses, "vedic-maths")).toEqual({ id: "vedic-maths", title: "Vedic Maths", ages: "Ages 8–14" });
    expect(renderedText(OfficialBrochure, { ...(await officialLoader()) })).toContain("Program 3 of 4 Coding & AI");
  });
});
