import { eq } from "drizzle-orm";
import type { z } from "zod";
import { siteContent, stats } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import type { SiteContentSchema } from "./site-content-admin.ts";

/** Hero texts and company figures in one transaction: the home page never shows half an edit. */
export async function saveSiteContent(input: z.output<typeof SiteContentSchema>): Promise<void> {
  await db().transaction(async (tx) => {
    for (const [key, value] of [
      ["hero_title", input.heroTitle],
      ["hero_subtitle", input.heroSubtitle],
    ] as const) {
      await tx
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value } });
    }
    for (const stat of input.stats) {
      await tx.update(stats).set({ value: stat.value, label: stat.label }).where(eq(stats.id, stat.id));
    }
  });
}
