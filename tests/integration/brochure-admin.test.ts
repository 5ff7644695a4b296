import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { brochures, programs } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { getPublishedProgram } from "#app/modules/content/programs/programs.server.ts";
import { storeThenSave } from "#app/modules/media/uploads.server.ts";
import { action } from "#app/routes/admin/manage-brochures.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { fakeExe, tinyPdf } from "../support/files.ts";
import { postAsAdmin } from "../support/admin-requests.ts";

const page = "/admin/manage-brochures";

async function objects(prefix: string) {
  const listed = await storage().client.send(new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

function upload(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const body = new FormData();
  body.set("intent", "upload");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("file", new File([Buffer.from(file.bytes)], file.name, { type: "application/pdf" }));
  return postAsAdmin(action, page, body);
}

type Failure = { data?: { toast?: { title: string; description: string } } };

describe("brochure management", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });
  beforeEach(async () => {
    await db().delete(brochures);
    for (const key of await objects("brochures/")) await storage().delete(key);
  });

  it("uploads a PDF, links it to a program's course PDF, and deletes row and file together", async () => {
    const response = (await upload(
      { name: "Abacus guide", description: "For parents", programId: "abacus" },
      { bytes: tinyPdf(), name: "guide.pdf" },
    )) as Response;
    expect(response.status).toBe(302);
    const [row] = await db().select().from(brochures);
    expect(await objects("brochures/")).toEqual([row?.fileKey]);
    expect((await getPublishedProgram("abacus"))?.brochureKey).toBe(row?.fileKey);

    await postAsAdmin(action, page, { intent: "delete", id: row?.id ?? "" });
    expect(await db().$count(brochures)).toBe(0);
    expect(await objects("brochures/")).toEqual([]);
    const [abacus] = await db()
      .select({ brochureId: programs.brochureId })
      .from(programs)
      .where(eq(programs.id, "abacus"));
    expect(abacus?.brochureId).toBeNull();
  });

  it("refuses a renamed program and missing information with the spec's texts, storing nothing", async () => {
    const exe = (await upload({ name: "x", description: "y" }, { bytes: fakeExe(), name: "brochure.pdf" })) as Failure;
    expect(exe.data?.toast).toEqual({ title: "Invalid File Type", description: "Please upload a PDF file." });
    const missing = (await upload({ name: "", description: "y" }, { bytes: tinyPdf(), name: "b.pdf" })) as Failure;
    expect(missing.data?.toast).toEqual({
      title: "Missing Information",
      description: "Please provide a name, description, and select a PDF file.",
    });
    expect(await db().$count(brochures)).toBe(0);
    expect(await objects("brochures/")).toEqual([]);
  });

  it("leaves no orphan object when the database insert fails", async () => {
    await expect(
      storeThenSave("brochures", { bytes: tinyPdf(), mime: "application/pdf", ext: "pdf" }, async () => {
        throw new Error("insert failed");
      }),
    ).rejects.toThrow("insert failed");
    expect(await objects("brochures/")).toEqual([]);
  });
});
