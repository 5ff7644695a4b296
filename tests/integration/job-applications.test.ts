import { randomUUID } from "node:crypto";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobApplications, jobOpenings } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { action as applyAction } from "#app/routes/careers-apply.tsx";
import { loader as careersLoader } from "#app/routes/careers.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { fakeExe, tinyPdf } from "../support/files.ts";
import { cookiesFrom, routeContext } from "../support/route-context.ts";

let jobId = 0;

async function cvObjects(): Promise<string[]> {
  const listed = await storage().client.send(
    new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: "private/cvs/" }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

function apply(fields: Record<string, string>, file: { bytes: Uint8Array; name: string; type: string } | null) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("cv", new File([Buffer.from(file.bytes)], file.name, { type: file.type }));
  // As a browser orders the form: the cover note comes after the file input.
  if (fields.coverNote) {
    body.delete("coverNote");
    body.append("coverNote", fields.coverNote);
  }
  const request = new Request(`http://localhost:3000/careers/${jobId}/apply`, { method: "POST", body });
  return applyAction({ request, params: { id: String(jobId) }, context: routeContext() } as never);
}

const fields = () => ({
  submissionId: randomUUID(),
  name: "Sunita Pillai",
  email: "sunita@example.com",
  phone: "+91 98765 00000",
  coverNote: "I have taught abacus for six years.",
});

describe("job applications", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
    const [job] = await db().select({ id: jobOpenings.id }).from(jobOpenings).limit(1);
    jobId = job?.id ?? 0;
  });
  beforeEach(async () => {
    await db().delete(jobApplications);
    for (const key of await cvObjects()) await storage().delete(key);
  });

  it("stores the application and its PDF privately, once per submission", async () => {
    const form = fields();
    const response = (await apply(form, { bytes: tinyPdf(), name: "cv.pdf", type: "application/pdf" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/careers");
    // The Careers page thanks the applicant from the one-time message of this response only.
    const careers = await careersLoader({
      request: new Request("http://localhost:3000/careers", { headers: { Cookie: cookiesFrom(response) } }),
      context: routeContext(),
      params: {},
    } as never);
    expect(careers.applied).toBeTruthy();
    await apply(form, { bytes: tinyPdf(), name: "cv.pdf", type: "application/pdf" });
    const rows = await db().select().from(jobApplications);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cvKey).toMatch(/^private\/cvs\/[0-9a-f-]{36}\.pdf$/);
    // The duplicate's upload was removed again: one object for one row.
    expect(await cvObjects()).toEqual([rows[0]?.cvKey]);
  });

  it("refuses a renamed .exe by its content, leaving no row and no object", async () => {
    const result = (await apply(fields(), { bytes: fakeExe(), name: "cv.pdf", type: "application/pdf" })) as {
      init?: { status?: number };
      data?: { result?: { error?: Record<string, string[]> } };
    };
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.cv).toEqual(["That file is not a PDF. Please attach your CV as a PDF file."]);
    expect(await db().$count(jobApplications)).toBe(0);
    expect(await cvObjects()).toEqual([]);
  });

  it("refuses a CV over 5 MB and a missing CV with clear messages, keeping what was typed", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(tinyPdf().subarray(0, 8));
    const typed = fields();
    const tooBig = (await apply(typed, { bytes: big, name: "cv.pdf", type: "application/pdf" })) as {
      init?: { status?: number };
      data?: { result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    };
    expect(tooBig.init?.status).toBe(413);
    expect(tooBig.data?.result?.error?.cv).toEqual(["Your CV must be 5 MB or smaller."]);
    // The cover note comes after the file in the form, and is still given back to the form.
    expect(tooBig.data?.result?.initialValue).toMatchObject({ name: typed.name, coverNote: typed.coverNote });
    const missing = (await apply(fields(), null)) as { data?: { result?: { error?: Record<string, string[]> } } };
    expect(missing.data?.result?.error?.cv?.[0]).toMatch(/Please attach your CV/);
    expect(await db().$count(jobApplications)).toBe(0);
    expect(await cvObjects()).toEqual([]);
  });
});
