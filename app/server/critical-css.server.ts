import { readFileSync } from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { LRUCache } from "lru-cache";
import { logger } from "./logger.server.ts";

/**
 * Critical CSS for the pages sent without the framework's JavaScript: the rules a page uses go inline in its head
 * and the full stylesheet loads after the first paint, so a phone paints without waiting for it.
 *
 * Working out which rules a page uses (beasties, parsing the page and the stylesheet) takes 30–100 ms, too much
 * for every view. The answer depends only on the page's markup vocabulary (its tags, classes and the attributes
 * the stylesheet selects on), not on its text, so it is worked out once per vocabulary and reused: by every
 * blog post, by every view of the contact form whatever its submission id, and again only when a page shows
 * something new (a form re-shown with its errors).
 */

let beasties: Beasties | null = null;
let builtClientDir = "";

/** Where the built stylesheets are. Without it (development) pages are sent as rendered. */
export function inlineCriticalCssFrom(clientDir: string): void {
  builtClientDir = clientDir;
  beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // Beasties moves the full stylesheet to the end of the body; `withStyle` does the same (see there).
    preload: "body",
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    reduceInlineStyles: false,
    logLevel: "warn",
  });
}

// About 30 KB each; a site has a few dozen vocabularies at most.
const known = new LRUCache<string, string>({ max: 200 });
const learning = new Map<string, Promise<string | null>>();

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:="([^"]*)")?/g;
/** Attributes the stylesheet selects on by value, not only by presence. */
const VALUE_SELECTED = new Set(["type", "hidden", "aria-invalid", "aria-disabled"]);

/**
 * What decides which rules a page needs: its tag names, class names, attribute names and the values of the
 * attributes selected by value. Two pages with the same vocabulary need the same rules.
 */
export function markupVocabulary(html: string): string {
  const words = new Set<string>();
  for (const [, tag = "", attributes = ""] of html.matchAll(TAG)) {
    words.add(tag.toLowerCase());
    for (const [, name = "", value = ""] of attributes.matchAll(ATTRIBUTE)) {
      const attribute = name.toLowerCase();
      if (attribute === "class") for (const name of value.split(/\s+/)) words.add(`.${name}`);
      else words.add(VALUE_SELECTED.has(attribute) ? `[${attribute}=${value}]` : `[${attribute}]`);
    }
  }
  return [...words].sort().join(" ");
}

/**
 * The page with `style` (the critical rules) in place of its stylesheet link, and the link named at the end of
 * the body on a <noscript> element instead: its link applies the stylesheet without JavaScript, the page script
 * applies it after the first paint (`app/islands/deferred-stylesheet.ts`). A stylesheet link, even at the end of
 * the body, would be fetched first thing and waited for. A page with other than one stylesheet is left alone.
 */
function withStyle(html: string, style: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  const [link] = links;
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (links.length !== 1 || !link || link.index > headEnd || bodyEnd < 0) return html;
  const href = link[1] ?? "";
  return (
    html.slice(0, link.index) +
    style +
    html.slice(link.index + link[0].length, bodyEnd) +
    `<noscript data-deferred-stylesheet="${href}"><link rel="stylesheet" href="${href}"></noscript>` +
    html.slice(bodyEnd)
  );
}

const fontFacesByStylesheet = new Map<string, string>();

/**
 * The stylesheet's @font-face rules (the Devanagari face). Beasties keeps a face only where a kept rule names its
 * family, and ours is named through a custom property (`--font-devanagari`), so it never would. A face that
 * arrives with the full stylesheet, after the first layout, is not taken up by text already drawn with the
 * fallback: on a device without a Devanagari font of its own, a Hindi page stayed in empty boxes. Every page
 * carries the faces (a few hundred bytes); their unicode-range means a page without Devanagari downloads nothing.
 */
function fontFaces(html: string): string {
  const href = [...html.matchAll(STYLESHEET)][0]?.[1];
  if (!href || !builtClientDir) return "";
  let faces = fontFacesByStylesheet.get(href);
  if (faces === undefined) {
    try {
      faces = (readFileSync(path.join(builtClientDir, href), "utf8").match(/@font-face\s*\{[^}]*\}/g) ?? []).join("");
    } catch {
      faces = "";
    }
    fontFacesByStylesheet.set(href, faces);
  }
  return faces;
}

/** The critical rules with the stylesheet's font faces, where beasties left them out. */
function withFontFaces(style: string, html: string): string {
  if (style.includes("@font-face")) return style;
  return style.replace(/<\/style>$/, `${fontFaces(html)}</style>`);
}

/** Runs beasties on one page of a vocabulary and keeps the <style> element it made. */
function learn(vocabulary: string, html: string): Promise<string | null> {
  const pending = learning.get(vocabulary);
  if (pending) return pending;
  const styles = new Set(html.match(/<style[^>]*>[\s\S]*?<\/style>/g));
  const work = (async () => {
    try {
      const processed = (await beasties?.process(html)) ?? "";
      const made = processed.match(/<style[^>]*>[\s\S]*?<\/style>/g)?.find((element) => !styles.has(element));
      if (!made) return null;
      const style = withFontFaces(made, html);
      known.set(vocabulary, style);
      return style;
    } catch (error) {
      logger.warn({ err: error }, "critical CSS could not be worked out; the page keeps its stylesheet link");
      return null;
    } finally {
      learning.delete(vocabulary);
    }
  })();
  learning.set(vocabulary, work);
  return work;
}

/** For a page about to be kept and served many times: waits, if need be, for its rules to be worked out. */
export async function withCriticalCss(html: string): Promise<string> {
  if (!beasties) return html;
  const vocabulary = markupVocabulary(html);
  const style = known.get(vocabulary) ?? (await learn(vocabulary, html));
  return style ? withStyle(html, style) : html;
}

/**
 * For a page rendered for one visitor: its rules inline if its vocabulary is known; if not, the page goes as
 * rendered this once, and the rules are worked out in the background for the next view.
 */
export function withKnownCriticalCss(html: string): string {
  if (!beasties) return html;
  const vocabulary = markupVocabulary(html);
  const style = known.get(vocabulary);
  if (style) return withStyle(html, style);
  void learn(vocabulary, html);
  return html;
}

/** For tests: forget what was worked out. */
export function forgetCriticalCss(): void {
  known.clear();
}
