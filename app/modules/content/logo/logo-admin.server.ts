import { eq } from "drizzle-orm";
import type { z } from "zod";
import { siteContent } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { reencodeLogo } from "#app/modules/media/images.server.ts";
import { storeThenSave } from "#app/modules/media/uploads.server.ts";
import type { SiteContentWithLogoSchema } from "./logo-admin.ts";
import {
  saveSiteContent,
  SiteContentConflict,
  type Transaction,
} from "#app/modules/content/site-content/site-content-admin.server.ts";

const LOGO_KEY = "site_logo";

export async function getLogoKey(): Promise<string | null> {
  const [row] = await db().select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, LOGO_KEY));
  return row?.value ?? null;
}

/**
 * Saves the texts and the logo together. A new logo is made safe (re-encoded or rasterised to PNG), stored under
 * the public logos/ prefix, and put in the same transaction as the texts; if that fails the new file is removed.
 * The logo it replaces (or that the built-in one replaces) is removed from storage after.
 */
export async function saveSiteContentAndLogo(
  input: z.output<typeof SiteContentWithLogoSchema>,
): Promise<"saved" | "not-a-logo" | "conflict"> {
  const { logo, useBuiltInLogo, ...texts } = input;
  let png: Uint8Array | null = null;
  if (logo && logo.size > 0) {
    png = await reencodeLogo(new Uint8Array(await logo.arrayBuffer()));
    if (!png) return "not-a-logo";
  }
  let replacedKey: string | null = null;
  const save = async (newKey: string | null) => {
    await saveSiteContent(texts, async (tx: Transaction) => {
      // Locked, so two admins replacing the logo at once each remove the one they replaced.
      const [current] = await tx
        .select({ value: siteContent.value })
        .from(siteContent)
        .where(eq(siteContent.key, LOGO_KEY))
        .for("update");
      if (newKey) {
        await tx
          .insert(siteContent)
          .values({ key: LOGO_KEY, value: newKey })
          .onConflictDoUpdate({ target: siteContent.key, set: { value: newKey } });
      } else if (useBuiltInLogo && current) {
        await tx.delete(siteContent).where(eq(siteContent.key, LOGO_KEY));
      } else {
        return;
      }
      replacedKey = current?.value ?? null;
    });
    return "saved" as const;
  };
  try {
    // A refused save throws, so the new file is removed again.
    if (png) await storeThenSave("logos", { bytes: png, mime: "image/png", ext: "png" }, save);
    else await save(null);
  } catch (error) {
    if (error instanceof SiteContentConflict) return "conflict";
    throw error;
  }
  if (replacedKey) await storage().deleteQuietly(replacedKey);
  return "saved";
}
