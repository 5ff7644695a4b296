import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { withCriticalCss } from "./critical-css.server.ts";
import { withDeadline } from "./db-deadline.server.ts";
import { db } from "./db.server.ts";
import { keepLastGood, readLastGood } from "./last-good-copies.server.ts";
import { logger } from "./logger.server.ts";
import { storedResponse, storedSize, type StoredResponse } from "./stored-response.server.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page that is the same for every anonymous visitor, with its compressed forms, made once. A page
 * showing figures that change without an edit is kept only until `freshUntil` (a time in ms).
 */
export type CachedPage = StoredResponse & { url: string; contentVersion: number; freshUntil?: number };

// Pages are 60–70 KB (about 10 KB compressed each way); a few hundred fit easily.
const MAX_BYTES = 48 * 1024 * 1024;
// Anonymous pages may be stored by the browser but revalidated on every use, and never by a shared cache:
// the same URL is a different page for a signed-in visitor.
const CACHE_CONTROL = "private, no-cache";

/**
 * Pages by URL. An entry belongs to the content version it was rendered at; it is served only while that is
 * still the current version, or, while the database cannot tell the current version, as the last good page.
 */
const pages = new LRUCache<string, CachedPage>({
  maxSize: MAX_BYTES,
  sizeCalculation: storedSize,
});
const storing = new Set<string>();
/**
 * A public page asks for the content version only while the change feed is down, and answers from its last good
 * copy if the database does not say: a visitor waits this long at most, not the whole database deadline.
 */
const VERSION_READ_DEADLINE_MS = 1500;

/** The version from the database itself: for when the change feed is not listening. */
export async function currentContentVersion(): Promise<number> {
  const rows = await withDeadline(
    db()
      .execute<{ version: number }>(sql`select version from content_version where id = 1`)
      .then((result) => result.rows),
    VERSION_READ_DEADLINE_MS,
    "the content version",
  );
  return rows[0]?.version ?? 0;
}

/** Pages past their freshness being drawn again, by URL, with when that began. */
const refreshing = new Map<string, number>();
/** A redraw that has not stored its page by then (it failed, or turned out personal) lets another try. */
const REFRESH_GIVE_UP_MS = 10_000;

/**
 * The page kept for this URL and content version. Once a page is past its freshness, one request is let through
 * to draw it again while the others are still answered with it, so a class opening the page at once costs one
 * render, not thirty.
 */
export function findPage(url: string, contentVersion: number, now = Date.now()): CachedPage | undefined {
  const page = pages.get(url);
  if (page?.contentVersion !== contentVersion) return undefined;
  if (page.freshUntil === undefined || now < page.freshUntil) return page;
  const since = refreshing.get(url);
  if (since !== undefined && now - since < REFRESH_GIVE_UP_MS) return page;
  refreshing.set(url, now);
  return undefined;
}

/**
 * The page last rendered for this URL, whatever its version, by this process or another of this instance: only
 * for when the database is unreachable.
 */
export async function lastGoodPage(url: string): Promise<CachedPage | undefined> {
  return pages.get(url) ?? (await readLastGood<CachedPage>("page", url));
}

/**
 * Keeps a rendered page with its brotli and gzip forms. Compression runs off the main thread and only once
 * per URL and version; a page rendered for an older version than the one kept is dropped.
 */
export async function storePage(
  url: string,
  contentVersion: number,
  html: Buffer,
  headers: Record<string, string>,
  freshForSeconds?: number,
): Promise<void> {
  const rendered = Date.now();
  const job = `${contentVersion}:${url}`;
  const kept = pages.get(url);
  // A page kept for good is made once per version; one kept for a while is replaced by each redraw.
  if (storing.has(job) || (kept?.contentVersion === contentVersion && kept.freshUntil === undefined)) return;
  storing.add(job);
  try {
    // The rules it uses inline, the stylesheet after the first paint.
    html = Buffer.from(await withCriticalCss(html.toString("utf8")));
    // The best brotli level for a site's own paths; a quick one for made-up query strings, so a flood of
    // them costs little more than the renders themselves.
    const quality = url.includes("?") ? 5 : zlib.BROTLI_MAX_QUALITY;
    const [br, gz] = await Promise.all([
      brotliAsync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      gzipAsync(html, { level: 9 }),
    ]);
    const current = pages.get(url);
    if (current && current.contentVersion > contentVersion) return;
    const page = {
      ...buildPage(url, contentVersion, html, br, gz, headers),
      ...(freshForSeconds ? { freshUntil: rendered + freshForSeconds * 1000 } : {}),
    };
    pages.set(url, page);
    refreshing.delete(url);
    await keepLastGood("page", url, page);
  } catch (error) {
    logger.warn({ err: error, url }, "a page could not be kept in the page cache");
  } finally {
    storing.delete(job);
  }
}

function buildPage(
  url: string,
  contentVersion: number,
  html: Buffer,
  br: Buffer,
  gz: Buffer,
  headers: Record<string, string>,
): CachedPage {
  const cacheControl = headers["cache-control"] ?? CACHE_CONTROL;
  return { url, contentVersion, ...storedResponse({ identity: html, br, gzip: gz }, headers, cacheControl) };
}

export function clearHtmlCache(): void {
  pages.clear();
  refreshing.clear();
}
