import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  forgetCriticalCss,
  inlineCriticalCssFrom,
  markupVocabulary,
  withCriticalCss,
  withKnownCriticalCss,
} from "#app/server/critical-css.server.ts";

const CSS = [
  ".title{font-weight:800}",
  ".unused-rule{color:red}",
  ".field-error{color:#b91c1c}",
  "[aria-invalid=true]{border-color:#b91c1c}",
].join("\n");

/** A contact page as React renders it: one stylesheet link in the head, a submission id of its own. */
function page({ submissionId = "11111111-2222-3333-4444-555555555555", error = false, text = "Write to us" } = {}) {
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/assets/app-test.css" data-precedence="default"/><title>Contact</title></head>',
    `<body><h1 class="title">${text}</h1><form method="post">`,
    `<input type="hidden" name="submissionId" value="${submissionId}"/>`,
    `<input name="email" aria-invalid="${error}"/>`,
    error ? '<p class="field-error">Please enter your e-mail.</p>' : "",
    '</form><script type="module" src="/assets/islands.js"></script></body></html>',
  ].join("");
}

let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "critical-css-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "app-test.css"), CSS);
  inlineCriticalCssFrom(dir);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

beforeEach(forgetCriticalCss);

describe("a page's markup vocabulary", () => {
  it("is the same whatever the page's text and submission id, and changes when it shows something new", () => {
    const plain = markupVocabulary(page());
    expect(markupVocabulary(page({ submissionId: "99999999-2222-3333-4444-555555555555", text: "Hello" }))).toBe(plain);
    expect(markupVocabulary(page({ error: true }))).not.toBe(plain);
  });
});

describe("critical CSS", () => {
  it("puts the rules the page uses in its head and the stylesheet after the first paint", async () => {
    const html = await withCriticalCss(page());
    expect(html).toContain("<style>.title{font-weight:800}</style><title>");
    expect(html).not.toContain("unused-rule");
    expect(html).not.toContain("field-error");
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="stylesheet"');
    expect(html).toMatch(
      /<\/script><noscript data-deferred-stylesheet="\/assets\/app-test.css"><link rel="stylesheet" href="\/assets\/app-test.css"><\/noscript><\/body><\/html>$/,
    );
    // The page is otherwise as React rendered it.
    expect(html).toContain('value="11111111-2222-3333-4444-555555555555"');
    expect(html).toContain('<meta charSet="utf-8"/>');
  });

  it("sends a page for one visitor as rendered the first time, and with its rules from then on", async () => {
    const first = page();
    expect(withKnownCriticalCss(first)).toBe(first);
    await withCriticalCss(first); // the rules being worked out in the background
    const next = withKnownCriticalCss(page({ submissionId: "99999999-2222-3333-4444-555555555555" }));
    expect(next).toContain("<style>.title{font-weight:800}</style>");
    expect(next).toContain('value="99999999-2222-3333-4444-555555555555"');
  });

  it("works out the rules again for a form shown with its errors", async () => {
    await withCriticalCss(page());
    const withErrors = await withCriticalCss(page({ error: true }));
    expect(withErrors).toMatch(/<style>[^<]*\.field-error\{color:#b91c1c\}/);
    expect(withErrors).toMatch(/<style>[^<]*\[aria-invalid=true\]/);
  });

  it("leaves a page alone that has no stylesheet link in its head", async () => {
    const bare = "<!DOCTYPE html><html><head><title>x</title></head><body><p>x</p></body></html>";
    expect(await withCriticalCss(bare)).toBe(bare);
  });
});
