/**
 * Brainy's replies are Markdown-ish text (from the model or the offline answerer). They are shown through
 * this deliberately tiny reader, which only ever produces paragraphs of text and links to http(s) addresses
 * or paths on this site. Everything else (HTML, images, other link schemes) stays inert text.
 */

export type ReplyInline =
  { type: "text"; text: string } | { type: "link"; text: string; href: string; external: boolean };

/** A paragraph: runs of text and links. */
export type ReplyBlock = ReplyInline[];

const LINK_PATTERN = /\[([^\]\n]{1,300})\]\(\s*<?([^)\s>]{1,2000})>?\s*\)|<?(https?:\/\/[^\s<>()[\]]+)>?/g;
const LIST_MARKER = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/;
const HEADING_MARKER = /^\s{0,3}#{1,6}\s+/;

/** The href a link may have, or null when it must stay text. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  // A path on this site, but not "//host" or "/\host", which browsers treat as another site.
  if (/^\/(?![/\\])/.test(href)) return /[\s\\]/.test(href) ? null : href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Drops emphasis and code markers, which the chat shows as plain text. */
function plainMarks(text: string): string {
  return text
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?=[^\w*]|$)/g, "$1$2")
    .replace(/`([^`\n]+)`/g, "$1");
}

/** Splits one paragraph into text and safe links. */
export function parseInline(text: string): ReplyInline[] {
  const inlines: ReplyInline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = inlines.at(-1);
    if (last?.type === "text") last.text += value;
    else inlines.push({ type: "text", text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [whole, label, target, bare] = match;
    const start = match.index;
    pushText(plainMarks(text.slice(cursor, start)));
    cursor = start + whole.length;
    if (bare) {
      // A sentence's closing punctuation is not part of the address.
      const trimmed = bare.replace(/[.,;:!?'"]+$/, "");
      if (whole === bare) cursor -= bare.length - trimmed.length;
      const href = safeHref(trimmed);
      if (href) inlines.push({ type: "link", text: trimmed, href, external: true });
      else pushText(trimmed);
      continue;
    }
    const linkText = plainMarks(label ?? "").trim() || (target ?? "");
    const href = safeHref(target ?? "");
    if (href) inlines.push({ type: "link", text: linkText, href, external: !href.startsWith("/") });
    else pushText(linkText);
  }
  pushText(plainMarks(text.slice(cursor)));
  return inlines;
}

/** The reply as paragraphs: blank lines separate them, and each list item or heading is one of its own. */
export function parseReply(text: string): ReplyBlock[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(" "));
    current = [];
  };
  for (const rawLine of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (!line) {
      flush();
    } else if (LIST_MARKER.test(line)) {
      flush();
      current.push(`• ${line.replace(LIST_MARKER, "")}`);
      flush();
    } else if (HEADING_MARKER.test(line)) {
      flush();
      current.push(line.replace(HEADING_MARKER, ""));
      flush();
    } else {
      current.push(line);
    }
  }
  flush();
  return paragraphs.map(parseInline).filter((block) => block.length > 0);
}

/** The reply as one line of plain text, for announcing it to screen readers. */
export function replyPlainText(text: string): string {
  return parseReply(text)
    .map((block) => block.map((inline) => inline.text).join(""))
    .join(" ");
}
