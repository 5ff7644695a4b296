import { asc, eq, inArray } from "drizzle-orm";
import { programs, siteContent, stats } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

export type ShellData = {
  logoUrl: string | null;
  programLinks: { id: string; title: string }[];
};

/**
 * What the header and footer need on every public page: the logo and the program links. These reads, like the
 * other public content reads, are kept in memory until content changes (`#app/server/hot-cache.server.ts`);
 * callers must not modify what they get.
 */
export async function getShellData(): Promise<ShellData> {
  return cachedContent("shell", async () => {
    const [logoRows, programRows] = await Promise.all([
      db().select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, "site_logo")),
      db()
        .select({ id: programs.id, title: programs.title })
        .from(programs)
        .where(eq(programs.isPublished, true))
        .orderBy(asc(programs.sortOrder), asc(programs.title)),
    ]);
    const logoKey = logoRows[0]?.value;
    return { logoUrl: logoKey ? `/media/${logoKey}` : null, programLinks: programRows };
  });
}

export async function getHeroContent(): Promise<{ title: string; subtitle: string }> {
  return cachedContent("hero", async () => {
    const rows = await db()
      .select({ key: siteContent.key, value: siteContent.value })
      .from(siteContent)
      .where(inArray(siteContent.key, ["hero_title", "hero_subtitle"]));
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    return { title: byKey.get("hero_title") ?? "", subtitle: byKey.get("hero_subtitle") ?? "" };
  });
}

export async function getStats() {
  return cachedContent("stats", () =>
    db()
      .select({ id: stats.id, icon: stats.icon, value: stats.value, label: stats.label })
      .from(stats)
      .orderBy(asc(stats.sortOrder), asc(stats.id)),
  );
}
