import { eq } from "drizzle-orm";
import type { z } from "zod";
import { siteContent, stats } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import type { LoadedContentSchema, SiteContentSchema } from "./site-content-admin.ts";

export type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * Hero texts, company figures and (through `also`, e.g. the logo) more in one transaction: the home page never
 * shows half an edit. Given what the form showed (`loaded`), only what this admin changed is written, so two
 * admins editing different texts at the same time both keep their changes.
 */
export async function saveSiteContent(
  input: z.output<typeof SiteContentSchema>,
  options: { loaded?: z.output<typeof LoadedContentSchema> | null; also?: (tx: Transaction) => Promise<void> } = {},
): Promise<void> {
  const { loaded, also } = options;
  await db().transaction(async (tx) => {
    for (const [key, value, shown] of [
      ["hero_title", input.heroTitle, loaded?.heroTitle],
      ["hero_subtitle", input.heroSubtitle, loaded?.heroSubtitle],
    ] as const) {
      if (loaded && value === shown) continue;
      await tx
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value } });
    }
    for (const stat of input.stats) {
      const shown = loaded?.stats.find((before) => before.id === stat.id);
      if (shown && shown.value === stat.value && shown.label === stat.label) continue;
      await tx.update(stats).set({ value: stat.value, label: stat.label }).where(eq(stats.id, stat.id));
    }
    await also?.(tx);
  });
}
