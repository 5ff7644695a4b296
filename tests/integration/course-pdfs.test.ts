import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { programs } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { generatedPdf } from "#app/modules/pdf/pdf-response.server.ts";
import { action as savePrograms } from "#app/routes/admin/manage-programs.tsx";
import { loader as courseSheet } from "#app/routes/resources/course-sheet.ts";
import { loader as schoolBrochure } from "#app/routes/resources/school-brochure.ts";
import {
  catchUpContentVersion,
  changeFeedReady,
  startChangeFeed,
  stopChangeFeed,
} from "#app/server/change-feed.server.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { postAsAdmin } from "../support/admin-requests.ts";
import { truncateAll } from "../support/db.ts";
import { pdfPageCount, pdfText } from "../support/pdf.ts";
import { allProgramsForm, MANAGE_PROGRAMS } from "../support/programs-form.ts";

const download = (id: string, headers: Record<string, string> = {}) =>
  courseSheet({
    params: { id },
    request: new Request(`http://localhost/programs/${id}/course-sheet.pdf`, { headers }),
  } as never) as Promise<Response>;

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("the course sheets and the school brochure as PDFs", () => {
  // As on the server: what is made from content is kept while the change feed says content is unchanged.
  beforeAll(async () => {
    startChangeFeed();
    expect(await changeFeedReady()).toBe(true);
  });
  afterAll(stopChangeFeed);
  beforeEach(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
    await catchUpContentVersion();
  });

  it("sends a course's one-page sheet as a download with a validator, then 304 while nothing changed", async () => {
    const response = await download("abacus");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="skillsprouts-abacus-course-sheet.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const pdf = await bytesOf(response);
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain("Abacus");
    expect(pdfText(pdf)).toContain("Ages 5–14");
    expect(pdfText(pdf)).toContain("8 levels of about 3 months each");

    const again = await download("abacus", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
  });

  it("is made again from the new content after staff edit the course", async () => {
    const before = await download("abacus");
    const form = await allProgramsForm();
    form["programs.abacus.title"] = "Abacus Masters";
    form["programs.abacus.ageRange"] = "Ages 6–12";
    expect(((await postAsAdmin(savePrograms, MANAGE_PROGRAMS, form)) as Response).status).toBe(302);
    await catchUpContentVersion();

    const after = await download("abacus", { "If-None-Match": before.headers.get("ETag") ?? "" });
    expect(after.status).toBe(200);
    const text = pdfText(await bytesOf(after));
    expect(text).toContain("Abacus Masters");
    expect(text).toContain("Ages 6–12");
  });

  it("is made once per content version, however many download it", async () => {
    let made = 0;
    const make = async () => {
      made++;
      return Buffer.from(`%PDF-${made}`);
    };
    const first = await Promise.all([generatedPdf("counting", make), generatedPdf("counting", make)]);
    await generatedPdf("counting", make);
    expect(made).toBe(1);
    expect(first[0]?.etag).toBe(first[1]?.etag);

    await db().update(programs).set({ progressNote: "New words." }).where(eq(programs.id, "coding"));
    await catchUpContentVersion();
    await generatedPdf("counting", make);
    expect(made).toBe(2);
  });

  it("answers 404 for a course that is not published", async () => {
    await db().update(programs).set({ isPublished: false }).where(eq(programs.id, "coding"));
    await catchUpContentVersion();
    expect((await download("coding")).status).toBe(404);
    expect((await download("no-such-course")).status).toBe(404);
  });

  it("sends the school brochure's eight pages as a download", async () => {
    const response = (await schoolBrochure({
      params: {},
      request: new Request("http://localhost/brochures/school-partnership.pdf"),
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toContain("skillsprouts-school-partnership-brochure.pdf");
    const pdf = await bytesOf(response);
    expect(pdfPageCount(pdf)).toBe(8);
    expect(pdfText(pdf)).toContain("Book a Free Demo for Your School");
  });
});
