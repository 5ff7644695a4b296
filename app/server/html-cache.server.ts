import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import Beasties from "beasties";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { db } from "./db.server.ts";
import { logger } from "./logger.server.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/** One way of sending a page: its bytes and every header, ready for `writeHead`. */
export type PageVariant = { headers: Record<string, string>; body: Buffer };

/** A rendered page that is the same for every anonymous visitor, with its compressed forms, made once. */
export type CachedPage = {
  url: string;
  contentVersion: number;
  etag: string;
  variants: Record<Encoding, PageVariant>;
  /** Headers for a 304, which carries no body. */
  notModifiedHeaders: Record<string, string>;
};

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
  sizeCalculation: (page) =>
    page.variants.identity.body.length + page.variants.br.body.length + page.variants.gzip.body.length,
});
const storing = new Set<string>();
let criticalCss: Beasties | null = null;

/**
 * Where the built stylesheets are, so a kept page can carry the rules it uses inline. Without it (development)
 * pages are kept as rendered.
 */
export function inlineCriticalCssFrom(clientDir: string): void {
  criticalCss = new Beasties({
    path: clientDir,
    publicPath: "/",
    // The full stylesheet moves to the end of the body: it no longer holds up the first paint, and no inline
    // script is needed to load it (the CSP allows none).
    preload: "body",
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    reduceInlineStyles: false,
    logLevel: "warn",
  });
}

/**
 * The page with the CSS rules it uses inlined (a few KB compressed), or as it was if that fails. The full
 * stylesheet, which beasties moves to the end of the body, is named on a <noscript> element instead: its link
 * applies it without JavaScript, the page script applies it after the first paint
 * (`app/islands/deferred-stylesheet.ts`). A stylesheet link, even there, would be fetched first thing and
 * waited for.
 */
async function withCriticalCss(url: string, html: Buffer): Promise<Buffer> {
  if (!criticalCss) return html;
  try {
    const inlined = await criticalCss.process(html.toString("utf8"));
    return Buffer.from(
      inlined.replace(
        /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*><\/body>/,
        '<noscript data-deferred-stylesheet="$1"><link rel="stylesheet" href="$1"></noscript></body>',
      ),
    );
  } catch (error) {
    logger.warn({ err: error, url }, "critical CSS could not be inlined; keeping the page as rendered");
    return html;
  }
}

/** The version from the database itself: for when the change feed is not listening. */
export async function currentContentVersion(): Promise<number> {
  const rows = await db().execute<{ version: number }>(sql`select version from content_version where id = 1`);
  return rows[0]?.version ?? 0;
}

export function findPage(url: string, contentVersion: number): CachedPage | undefined {
  const page = pages.get(url);
  return page?.contentVersion === contentVersion ? page : undefined;
}

/** The page last rendered for this URL, whatever its version: only for when the database is unreachable. */
export function lastGoodPage(url: string): CachedPage | undefined {
  return pages.get(url);
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
): Promise<void> {
  const job = `${contentVersion}:${url}`;
  if (storing.has(job) || findPage(url, contentVersion)) return;
  storing.add(job);
  try {
    html = await withCriticalCss(url, html);
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
    pages.set(url, buildPage(url, contentVersion, html, br, gz, headers));
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
  const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
  const common = { ...headers, "cache-control": CACHE_CONTROL, etag, vary: "Accept-Encoding" };
  const variant = (body: Buffer, encoding?: string): PageVariant => ({
    body,
    headers: {
      ...common,
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": String(body.length),
    },
  });
  return {
    url,
    contentVersion,
    etag,
    variants: { br: variant(br, "br"), gzip: variant(gz, "gzip"), identity: variant(html) },
    notModifiedHeaders: { "cache-control": CACHE_CONTROL, etag, vary: "Accept-Encoding" },
  };
}

export function clearHtmlCache(): void {
  pages.clear();
}
