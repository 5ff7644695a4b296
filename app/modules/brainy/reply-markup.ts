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

/** A phone number in a sentence: eight digits or more, with spaces or dashes between ("+91 22 4000 1234"). */
const PHONE_IN_TEXT = /(?<![\w+])\+?\d[\d -]{6,}\d(?!\w)/g;
const EMAIL_IN_TEXT = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?![\w-])/g;
const TEL = /^tel:\+?\d{6,15}$/;
const MAILTO = /^mailto:[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** The href a link may have, or null when it must stay text. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  // A phone to call or an address to write to, and nothing else of those schemes (no "?body=").
  if (TEL.test(href) || MAILTO.test(href)) return href;
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

/**
 * Text with its phone numbers and e-mail addresses as links, so a parent on a phone taps to call or write: the
 * offline answers and a model's both name them in plain text.
 */
function contactLinks(text: string): ReplyInline[] {
  const found = [
    ...[...text.matchAll(PHONE_IN_TEXT)].flatMap((match) => {
      const digits = match[0].replace(/\D/g, "");
      if (digits.length < 8 || digits.length > 15) return [];
      return [{ at: match.index, text: match[0], href: `tel:${match[0].startsWith("+") ? "+" : ""}${digits}` }];
    }),
    ...[...text.matchAll(EMAIL_IN_TEXT)].map((match) => ({
      at: match.index,
      text: match[0],
      href: `mailto:${match[0]}`,
    })),
  ].sort((a, b) => a.at - b.at);
  const inlines: ReplyInline[] = [];
  let cursor = 0;
  for (const link of found) {
    if (link.at < cursor) continue;
    if (link.at > cursor) inlines.push({ type: "text", text: text.slice(cursor, link.at) });
    inlines.push({ type: "link", text: link.text, href: link.href, external: false });
    cursor = link.at + link.text.length;
  }
  if (cursor < text.length) inlines.push({ type: "text", text: text.slice(cursor) });
  return inlines;
}

/** Splits one paragraph into text and safe links. */
export function parseInline(text: string): ReplyInline[] {
  const inlines: ReplyInline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    for (const inline of contactLinks(value)) {
      const last = inlines.at(-1);
      if (inline.type === "text" && last?.type === "text") last.text += inline.text;
      else inlines.push(inline);
    }
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
    if (href) inlines.push({ type: "link", text: linkText, href, external: /^https?:/i.test(href) });
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
