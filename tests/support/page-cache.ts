import type { Visitor } from "./visitor.ts";

/**
 * Reads a page until it comes from the page cache (a page is kept a moment after it was first sent, once its
 * compressed forms are made) and returns its HTML.
 */
export async function cachedPage(visitor: Visitor, path: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await visitor.get(path);
    const html = await response.text();
    if (response.status === 200 && response.headers.get("x-html-cache") === "hit") return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never came from the page cache`);
}

/** Signs in as the admin on `admin`'s instance and gives the first FAQ a new answer. */
export async function editFirstFaq(admin: Visitor, answer: string): Promise<void> {
  const list = await admin.html("/admin/manage-faqs");
  const faqId = /href="[^"]*\?edit=(\d+)"/.exec(list)?.[1];
  if (!faqId) throw new Error("no FAQ to edit");
  const saved = await admin.submitForm(`/admin/manage-faqs?edit=${faqId}`, "form[method=post]:has(textarea)", {
    answer,
  });
  if (saved.status !== 302) throw new Error(`saving the FAQ answered ${saved.status}`);
}

/** The code of a page's inline scripts: not script files, not JSON data blocks. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , code = ""]) => code);
}
