import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteContent } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { getHeroContent, getShellData, getStats } from "#app/modules/site/shell.server.ts";
import { action, loader } from "#app/routes/admin/edit-content.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { fakeExe } from "../support/files.ts";
import { loadAs, postAs, postAsAdmin } from "../support/admin-requests.ts";
import { testAdmin, testVisitor } from "../support/route-context.ts";
import { editContentForm } from "../support/site-content-form.ts";

const page = "/admin/edit-content";
type Outcome = { data?: { toast?: { title: string; description: string } }; init?: { status?: number } };

async function logos() {
  const listed = await storage().client.send(new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: "logos/" }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

async function logoKey() {
  const [row] = await db().select().from(siteContent).where(eq(siteContent.key, "site_logo"));
  return row?.value ?? null;
}

async function storedImage(key: string) {
  const object = await storage().get(key);
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

/** The form as the page sends it, with some texts changed and optionally a logo. */
async function save(
  changes: { heroTitle?: string; heroSubtitle?: string; useBuiltInLogo?: boolean } = {},
  logo?: { bytes: Uint8Array; name: string; type: string },
  user: AuthUser | null = testAdmin,
) {
  const body = await editContentForm({
    ...(changes.heroTitle ? { heroTitle: changes.heroTitle } : {}),
    ...(changes.heroSubtitle ? { heroSubtitle: changes.heroSubtitle } : {}),
    ...(changes.useBuiltInLogo ? { useBuiltInLogo: "on" } : {}),
  });
  if (logo) body.set("logo", new File([Buffer.from(logo.bytes)], logo.name, { type: logo.type }));
  return postAs(user, action, page, body);
}

describe("logo upload in Edit Site Content", () => {
  let widePng: Uint8Array;
  let squareJpeg: Uint8Array;
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
    widePng = new Uint8Array(
      await sharp({ create: { width: 1600, height: 400, channels: 4, background: "#16a34a" } })
        .png()
        .toBuffer(),
    );
    squareJpeg = new Uint8Array(
      await sharp({ create: { width: 500, height: 500, channels: 3, background: "#f59e0b" } })
        .jpeg()
        .toBuffer(),
    );
  });
  beforeEach(async () => {
    await db().delete(siteContent).where(eq(siteContent.key, "site_logo"));
    for (const key of await logos()) await storage().delete(key);
  });

  it("stores a re-encoded PNG that the header shows, replaces it, and goes back to the built-in logo", async () => {
    const first = (await save({}, { bytes: widePng, name: "logo.png", type: "image/png" })) as Response;
    expect(first.status).toBe(302);
    const firstKey = await logoKey();
    expect(firstKey).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(await sharp(await storedImage(firstKey ?? "")).metadata()).toMatchObject({
      format: "png",
      width: 800,
      height: 200,
    });
    expect((await getShellData()).logoUrl).toBe(`/media/${firstKey}`);

    await save({}, { bytes: squareJpeg, name: "logo.jpg", type: "image/jpeg" });
    const secondKey = await logoKey();
    expect(secondKey).not.toBe(firstKey);
    expect(await logos()).toEqual([secondKey]);
    expect(await sharp(await storedImage(secondKey ?? "")).metadata()).toMatchObject({ width: 240, height: 240 });

    await save({ useBuiltInLogo: true });
    expect(await logoKey()).toBeNull();
    expect(await logos()).toEqual([]);
    expect((await getShellData()).logoUrl).toBeNull();
  });

  it("rasterises an SVG, so its scripts, handlers, foreign objects and links never reach a page", async () => {
    const svg = `<?xml version="1.0"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" onload="alert(1)">
        <script>alert(document.cookie)</script>
        <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.com"></iframe></foreignObject>
        <image xlink:href="https://example.com/track.png" width="10" height="10"/>
        <rect width="120" height="40" rx="8" fill="#15803d"/>
      </svg>`;
    const response = (await save(
      {},
      { bytes: new TextEncoder().encode(svg), name: "logo.svg", type: "image/svg+xml" },
    )) as Response;
    expect(response.status).toBe(302);
    const key = await logoKey();
    expect(key).toMatch(/\.png$/);
    const stored = await storedImage(key ?? "");
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 720, height: 240 });
    expect(stored.includes("script")).toBe(false);
  });

  it("refuses a renamed program, an SVG with entities and a file over 5 MB, changing nothing", async () => {
    const exe = (await save(
      { heroTitle: "Not saved" },
      { bytes: fakeExe(), name: "logo.png", type: "image/png" },
    )) as Outcome;
    expect(exe.init?.status).toBe(400);
    expect(exe.data?.toast).toEqual({ title: "Error Saving", description: "Please choose a PNG, JPEG or SVG logo." });
    const entities = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&a;</text></svg>`;
    const bomb = (await save(
      {},
      { bytes: new TextEncoder().encode(entities), name: "l.svg", type: "image/svg+xml" },
    )) as Outcome;
    expect(bomb.data?.toast?.description).toBe("Please choose a PNG, JPEG or SVG logo.");
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(widePng);
    const tooBig = (await save({}, { bytes: big, name: "logo.png", type: "image/png" })) as Outcome;
    expect(tooBig.init?.status).toBe(413);
    expect(tooBig.data?.toast?.description).toBe("The logo must be 5 MB or smaller.");

    expect((await getHeroContent()).title).not.toBe("Not saved");
    expect(await logoKey()).toBeNull();
    expect(await logos()).toEqual([]);
  });

  it("removes the new file when the save fails, keeping the current logo", async () => {
    await save({}, { bytes: widePng, name: "logo.png", type: "image/png" });
    const current = await logoKey();
    await db().execute(
      sql`alter table site_content add constraint site_content_test_refuse check (value <> 'Refused title')`,
    );
    try {
      const failed = (await save(
        { heroTitle: "Refused title" },
        { bytes: squareJpeg, name: "logo.jpg", type: "image/jpeg" },
      )) as Outcome;
      expect(failed.init?.status).toBe(500);
      expect(failed.data?.toast).toEqual({
        title: "Error Saving",
        description: "Could not save content. Please try again.",
      });
    } finally {
      await db().execute(sql`alter table site_content drop constraint site_content_test_refuse`);
    }
    expect(await logoKey()).toBe(current);
    expect(await logos()).toEqual([current]);
  });

  it("refuses a second tab's save over a newer version, keeping what it typed and storing no logo", async () => {
    // Both tabs were opened before either saved.
    const first = await editContentForm({ heroTitle: "Learning that grows with every child" });
    const second = await editContentForm({ heroSubtitle: "A second tab's subtitle.", "stats[0].value": "250+" });
    second.set("logo", new File([Buffer.from(squareJpeg)], "logo.jpg", { type: "image/jpeg" }));
    expect(((await postAsAdmin(action, page, first)) as Response).status).toBe(302);
    const refused = (await postAsAdmin(action, page, second)) as Outcome & {
      data?: { result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> } };
    };
    expect(refused.init?.status).toBe(409);
    expect(refused.data?.toast?.description).toMatch(/^Someone else saved the site content/);
    expect(refused.data?.result?.initialValue?.heroSubtitle).toBe("A second tab's subtitle.");
    expect(await getHeroContent()).toMatchObject({ title: "Learning that grows with every child" });
    expect((await getStats())[0]?.value).not.toBe("250+");
    expect(await logos()).toEqual([]);
  });

  it("refuses anyone but an admin", async () => {
    await expect(save({}, { bytes: widePng, name: "logo.png", type: "image/png" }, null)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(save({}, { bytes: widePng, name: "logo.png", type: "image/png" }, testVisitor)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(loadAs(null, loader, page)).rejects.toMatchObject({ status: 302 });
    expect(await logos()).toEqual([]);
  });
});
