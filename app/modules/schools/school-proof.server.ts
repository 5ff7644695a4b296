import { asc, desc, eq } from "drizzle-orm";
import { caseStudies, credentials, partnerSchools, programs, results, schoolPricing } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";
import { hasEvidence } from "./school-proof.ts";

/*
 * What the public pages read of the For Schools content, each read kept until any content changes (the tables
 * carry the content trigger). A claim without its evidence is left out here, once, so no page can show it.
 */

const resultColumns = {
  id: results.id,
  title: results.title,
  kind: results.kind,
  achievedOn: results.achievedOn,
  description: results.description,
  figure: results.figure,
  programId: results.programId,
  course: programs.title,
};

export type ShownResult = Awaited<ReturnType<typeof listResults>>[number];

async function listResults() {
  return db()
    .select(resultColumns)
    .from(results)
    .innerJoin(programs, eq(programs.id, results.programId))
    .where(eq(programs.isPublished, true))
    .orderBy(desc(results.achievedOn), desc(results.id));
}

/** The claims that have their evidence, in staff's order. */
export async function listShownCredentials() {
  return cachedContent("credentials", async () => {
    const rows = await db()
      .select({
        id: credentials.id,
        title: credentials.title,
        kind: credentials.kind,
        issuer: credentials.issuer,
        number: credentials.number,
        validUntil: credentials.validUntil,
        evidenceUrl: credentials.evidenceUrl,
        mapping: credentials.mapping,
      })
      .from(credentials)
      .orderBy(asc(credentials.sortOrder), asc(credentials.id));
    return rows.filter(hasEvidence);
  });
}

export type ShownCredential = Awaited<ReturnType<typeof listShownCredentials>>[number];

/** Everything the For Schools page shows of this content; each part empty when staff have written none. */
export async function getSchoolProof() {
  return cachedContent("school-proof", async () => {
    const [pricing, partners, studies, shownResults, shownCredentials] = await Promise.all([
      db().select({ text: schoolPricing.text }).from(schoolPricing),
      db()
        .select({
          id: partnerSchools.id,
          name: partnerSchools.name,
          town: partnerSchools.town,
          sinceYear: partnerSchools.sinceYear,
          quote: partnerSchools.quote,
        })
        .from(partnerSchools)
        .orderBy(asc(partnerSchools.sinceYear), asc(partnerSchools.id)),
      db()
        .select({
          id: caseStudies.id,
          school: caseStudies.school,
          course: caseStudies.course,
          work: caseStudies.work,
          result: caseStudies.result,
          link: caseStudies.link,
        })
        .from(caseStudies)
        .orderBy(asc(caseStudies.createdAt), asc(caseStudies.id)),
      listResults(),
      listShownCredentials(),
    ]);
    return {
      pricing: pricing[0]?.text.trim() ?? "",
      partners,
      caseStudies: studies,
      results: shownResults,
      credentials: shownCredentials,
    };
  });
}

/** A course's results, newest first, for its page. */
export async function listCourseResults(programId: string) {
  return cachedContent(`results:${programId}`, async () =>
    (await listResults()).filter((result) => result.programId === programId),
  );
}
