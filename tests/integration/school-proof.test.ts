import { beforeEach, describe, expect, it } from "vitest";
import { credentials, programs, schoolPricing } from "#db/schema.ts";
import { action as credentialAction } from "#app/routes/admin/manage-credentials.tsx";
import { action as partnerAction } from "#app/routes/admin/manage-partner-schools.tsx";
import { action as pricingAction } from "#app/routes/admin/school-pricing.tsx";
import { action as resultAction } from "#app/routes/admin/manage-results.tsx";
import { loader as forSchoolsLoader } from "#app/routes/for-schools.tsx";
import { loader as credentialsLoader } from "#app/routes/credentials.tsx";
import { brainyContent } from "#app/modules/brainy/retrieval.server.ts";
import { listCourseResults } from "#app/modules/schools/school-proof.server.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { postAs, postAsAdmin } from "../support/admin-requests.ts";
import { abacusProgram } from "../support/factories.ts";

const program = abacusProgram;

async function credentialsAnswer() {
  const { sources } = await brainyContent();
  const card = sources.facts.find((fact) => fact.body === "{credentials}");
  return { sources, card };
}

describe("For Schools proof", () => {
  beforeEach(async () => {
    await truncateAll();
    await db().insert(schoolPricing).values({ id: 1, text: "" });
    await db()
      .insert(credentials)
      .values([
        { title: "ISO 9001:2015", kind: "certification", sortOrder: 1 },
        { title: "NEP 2020 and NCF", kind: "alignment", sortOrder: 2 },
      ]);
  });

  it("hides every section while staff have written nothing, and makes no claim", async () => {
    const { proof } = await forSchoolsLoader();
    expect(proof).toEqual({ pricing: "", partners: [], caseStudies: [], results: [], credentials: [] });
    expect((await credentialsLoader()).credentials).toEqual([]);
    const { sources } = await credentialsAnswer();
    expect(sources.credentials).toEqual([]);
  });

  it("saves the pricing model over its version, refuses a stale one and a visitor", async () => {
    const page = "/admin/school-pricing";
    const text = "Per student per month, billed each term. Minimum batch of 15.";
    await expect(
      postAs(null, pricingAction, page, { intent: "update", id: "1", version: "1", text }),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    const saved = (await postAsAdmin(pricingAction, page, {
      intent: "update",
      id: "1",
      version: "1",
      text,
    })) as Response;
    expect(saved.status).toBe(302);
    expect((await forSchoolsLoader()).proof.pricing).toBe(text);
    const stale = await postAsAdmin(pricingAction, page, { intent: "update", id: "1", version: "1", text: "Other" });
    expect(stale).toMatchObject({ init: { status: 409 } });
    expect((await forSchoolsLoader()).proof.pricing).toBe(text);
  });

  it("adds a partner school, refusing a year in the future", async () => {
    const page = "/admin/manage-partner-schools";
    const future = await postAsAdmin(partnerAction, page, {
      intent: "create",
      name: "Green Valley School",
      town: "Thane",
      sinceYear: String(new Date().getFullYear() + 1),
    });
    expect(future).toMatchObject({ init: { status: 400 } });
    await postAsAdmin(partnerAction, page, {
      intent: "create",
      name: "Green Valley School",
      town: "Thane",
      sinceYear: "2019",
    });
    expect((await forSchoolsLoader()).proof.partners).toMatchObject([
      { name: "Green Valley School", town: "Thane", sinceYear: 2019, quote: "" },
    ]);
  });

  it("shows a claim only once its evidence is filled in, and Brainy says it then", async () => {
    const page = "/admin/manage-credentials";
    const [iso, nep] = await db().select().from(credentials).orderBy(credentials.sortOrder);
    // An issuer without a number is not yet evidence.
    await postAsAdmin(credentialAction, page, {
      intent: "update",
      id: String(iso?.id),
      version: "1",
      title: "ISO 9001:2015",
      kind: "certification",
      issuer: "Bureau Example",
    });
    expect((await forSchoolsLoader()).proof.credentials).toEqual([]);
    await postAsAdmin(credentialAction, page, {
      intent: "update",
      id: String(iso?.id),
      version: "2",
      title: "ISO 9001:2015",
      kind: "certification",
      issuer: "Bureau Example",
      number: "IN-12345",
      validUntil: "2027-03-31",
    });
    const shown = (await forSchoolsLoader()).proof.credentials;
    expect(shown).toMatchObject([{ title: "ISO 9001:2015", issuer: "Bureau Example", number: "IN-12345" }]);
    expect(shown.map((credential) => credential.id)).not.toContain(nep?.id);
    const { sources } = await credentialsAnswer();
    expect(sources.credentials.map((credential) => credential.title)).toEqual(["ISO 9001:2015"]);
  });

  it("shows a result on its course's page and on For Schools", async () => {
    await db().insert(programs).values(program);
    await postAsAdmin(resultAction, "/admin/manage-results", {
      intent: "create",
      title: "State Abacus Championship 2025",
      programId: "abacus",
      kind: "competition",
      achievedOn: "2025-12-14",
      figure: "12 medals",
    });
    expect(await listCourseResults("abacus")).toMatchObject([
      { title: "State Abacus Championship 2025", course: "Abacus" },
    ]);
    expect(await listCourseResults("coding")).toEqual([]);
    expect((await forSchoolsLoader()).proof.results).toHaveLength(1);
  });
});
