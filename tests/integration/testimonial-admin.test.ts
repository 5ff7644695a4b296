import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testimonials } from "#db/schema.ts";
import { quotePreview } from "#app/modules/content/testimonials/testimonial-admin.ts";
import { action } from "#app/routes/admin/manage-testimonials.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { fakeExe } from "../support/files.ts";
import { postAsAdmin } from "../support/admin-requests.ts";

const page = "/admin/manage-testimonials";
let png: Uint8Array;

async function avatars() {
  const listed = await storage().client.send(
    new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: "avatars/" }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

function save(fields: Record<string, string>, avatar?: Uint8Array) {
  const body = new FormData();
  body.set("intent", fields.id ? "update" : "create");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (avatar) body.set("avatar", new File([Buffer.from(avatar)], "me.png", { type: "image/png" }));
  return postAsAdmin(action, page, body);
}

describe("testimonial management", () => {
  beforeAll(async () => {
    await storage().ensureBucket();
    png = new Uint8Array(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: "#16a34a" } })
        .png()
        .toBuffer(),
    );
  });
  beforeEach(async () => {
    await truncateAll();
    for (const key of await avatars()) await storage().delete(key);
  });

  it("stores the avatar re-encoded as a small square WebP, replaces it on edit and removes it on delete", async () => {
    const fields = { name: "Anita Desai", role: "Parent", quote: "My daughter now loves maths.", rating: "5" };
    expect(((await save(fields, png)) as Response).status).toBe(302);
    const [row] = await db().select().from(testimonials);
    expect(row?.avatarKey).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    const object = await storage().get(row?.avatarKey ?? "");
    const stored = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });

    await save({ ...fields, id: String(row?.id), version: "1", quote: "Changed." }, png);
    const [edited] = await db().select().from(testimonials);
    expect(edited?.quote).toBe("Changed.");
    expect(await avatars()).toEqual([edited?.avatarKey]);
    expect(edited?.avatarKey).not.toBe(row?.avatarKey);

    await postAsAdmin(action, page, { intent: "delete", id: String(row?.id) });
    expect(await db().$count(testimonials)).toBe(0);
    expect(await avatars()).toEqual([]);
  });

  it("refuses a program renamed as a picture and a stale edit, leaving nothing behind", async () => {
    const bad = (await save({ name: "X", role: "Y", quote: "Z", rating: "5" }, fakeExe())) as {
      data?: { toast?: { description: string } };
    };
    expect(bad.data?.toast?.description).toBe("Please choose a picture (PNG, JPEG, WebP or GIF).");
    expect(await db().$count(testimonials)).toBe(0);

    await save({ name: "A", role: "B", quote: "C", rating: "4" });
    const [row] = await db().select().from(testimonials);
    await save({ name: "A", role: "B", quote: "First", rating: "4", id: String(row?.id), version: "1" });
    const stale = (await save(
      { name: "A", role: "B", quote: "Second", rating: "4", id: String(row?.id), version: "1" },
      png,
    )) as { init?: { status?: number } };
    expect(stale.init?.status).toBe(409);
    expect((await db().select().from(testimonials))[0]?.quote).toBe("First");
    expect(await avatars()).toEqual([]);

    // Deleted in another tab meanwhile: answered inside the back office with what was typed, nothing stored.
    await db().delete(testimonials);
    await expect(
      save(
        { name: "A", role: "B", quote: "Typed after it was deleted", rating: "4", id: String(row?.id), version: "2" },
        png,
      ),
    ).rejects.toMatchObject({
      init: { status: 404 },
      data: {
        lostWork: "record-deleted",
        record: "testimonial",
        againUrl: "/admin/manage-testimonials?new=1",
        typed: expect.arrayContaining([{ name: "quote", label: "Quote", value: "Typed after it was deleted" }]),
      },
    });
    expect(await db().$count(testimonials)).toBe(0);
    expect(await avatars()).toEqual([]);
  });

  it("refuses an avatar over 5 MB with the size limit, keeping what was typed", async () => {
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(png.subarray(0, 1024));
    const refused = (await save({ name: "Anita Desai", role: "Parent", quote: "Lovely.", rating: "5" }, huge)) as {
      init?: { status?: number };
      data?: { toast?: { title: string; description: string }; result?: { initialValue?: Record<string, unknown> } };
    };
    expect(refused.init?.status).toBe(413);
    expect(refused.data?.toast).toEqual({
      title: "Testimonial not saved",
      description: "The picture must be 5 MB or smaller.",
    });
    expect(refused.data?.result?.initialValue?.quote).toBe("Lovely.");
    expect(await db().$count(testimonials)).toBe(0);
    expect(await avatars()).toEqual([]);
  });

  it("cuts the list preview at 40 characters", () => {
    expect(quotePreview("a".repeat(45))).toBe(`${"a".repeat(40)}…`);
    expect(quotePreview("short")).toBe("short");
  });
});
