import { sql } from "drizzle-orm";
import { db } from "./db.server.ts";

/**
 * Rendered HTML of pages that are the same for every anonymous visitor, kept per content version.
 * The CSP nonce is stored as a placeholder and replaced per response, so no two responses share one.
 * Kept small (LRU by insertion) because only a few dozen public URLs exist.
 */
const MAX_ENTRIES = 200;
const entries = new Map<string, { html: string; etag: string }>();
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

export async function currentContentVersion(): Promise<number> {
  const rows = await db().execute<{ version: number }>(sql`select version from content_version where id = 1`);
  return rows[0]?.version ?? 0;
}

export function cacheKey(version: number, buildId: string, url: string): string {
  return `${version}:${buildId}:${url}`;
}

export function readCachedHtml(key: string, nonce: string): { html: string; etag: string } | null {
  const entry = entries.get(key);
  if (!entry) return null;
  return { html: entry.html.replaceAll(NONCE_PLACEHOLDER, nonce), etag: entry.etag };
}

export function storeCachedHtml(key: string, html: string, nonce: string, etag: string): void {
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, { html: html.replaceAll(nonce, NONCE_PLACEHOLDER), etag });
}

export function clearHtmlCache(): void {
  entries.clear();
}
