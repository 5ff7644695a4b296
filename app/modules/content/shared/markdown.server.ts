import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

const allowedTags = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "strong",
  "em",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "code",
  "pre",
  "img",
];

/** Sanitises HTML for pages: a fixed set of tags, safe link targets, no scripts, styles or handlers. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "width", "height", "loading"] },
    allowedSchemes: ["https", "http", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https", "data"] },
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? "")
          ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" }
          : attribs,
      }),
    },
  });
}

/** Renders staff-written Markdown to sanitised HTML, stored beside the source so pages never re-render it. */
export function renderMarkdown(markdown: string): string {
  return sanitizeRichHtml(marked.parse(markdown, { async: false, gfm: true }));
}
