import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e.ts";

/*
 * The public site in English, Hindi and Marathi: the address says the language, the header moves between them
 * on the same page, and search engines are told of each. Runs with JavaScript on and off.
 */

const pages = [
  { path: "/hi", lang: "hi-IN", home: "होम", trial: "फ्री ट्रायल बुक करें", menu: "भाषा: हिन्दी", language: "हिन्दी" },
  {
    path: "/mr/faq",
    lang: "mr-IN",
    home: "मुख्य पान",
    trial: "मोफत ट्रायल बुक करा",
    menu: "भाषा: मराठी",
    language: "मराठी",
  },
  {
    path: "/hi/about-us",
    lang: "hi-IN",
    home: "होम",
    trial: "फ्री ट्रायल बुक करें",
    menu: "भाषा: हिन्दी",
    language: "हिन्दी",
  },
] as const;

/** Opens the header's language menu, named for the page's language ("Language: English", "भाषा: हिन्दी"). */
async function openLanguageMenu(page: Page, name: string) {
  await page.getByRole("banner").getByLabel(name, { exact: true }).click();
}

for (const { path, lang, home, trial, menu, language } of pages) {
  test(`${path} is in its language, names the page in the others, and passes axe`, async ({
    page,
    hydrated,
    checkA11y,
    baseURL,
  }) => {
    await hydrated(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const main = page.getByRole("navigation", { name: "मुख्य मेनू" });
    await expect(main.getByRole("link", { name: home, exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: trial, exact: true })).toBeVisible();

    const page_ = path.replace(/^\/(hi|mr)/, "") || "/";
    const at = (prefix: string) => `${baseURL}${prefix}${prefix && page_ === "/" ? "" : page_}`;
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    await expect(page.locator('link[hreflang="en-IN"]')).toHaveAttribute("href", at(""));
    await expect(page.locator('link[hreflang="hi-IN"]')).toHaveAttribute("href", at("/hi"));
    await expect(page.locator('link[hreflang="mr-IN"]')).toHaveAttribute("href", at("/mr"));
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", at(""));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);

    // The language menu: the same page in each language, the current one marked.
    await openLanguageMenu(page, menu);
    await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", page_);
    await expect(page.getByRole("link", { name: language, exact: true })).toHaveAttribute("aria-current", "page");
    await checkA11y();
  });
}

test("the language menu keeps the page and its query, with JavaScript on or off", async ({ page, hydrated }) => {
  await hydrated("/faq?from=menu");
  await openLanguageMenu(page, "Language: English");
  await page.getByRole("link", { name: "मराठी", exact: true }).click();
  await expect(page).toHaveURL(/\/mr\/faq\?from=menu$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr-IN");
  await openLanguageMenu(page, "भाषा: मराठी");
  await page.getByRole("link", { name: "हिन्दी", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/faq\?from=menu$/);
  await openLanguageMenu(page, "भाषा: हिन्दी");
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?from=menu$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("a page's links lead on in its language, and its structured data says which", async ({ page, hydrated }) => {
  await hydrated("/mr/faq");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "गोपनीयता सूचना" })).toHaveAttribute(
    "href",
    "/mr/privacy",
  );
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "ॲडमिन पॅनल" })).toHaveAttribute(
    "href",
    "/admin/login",
  );
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(json).toMatchObject({ "@type": "FAQPage", inLanguage: "mr-IN" });
  await page.getByRole("navigation", { name: "मुख्य मेनू" }).getByRole("link", { name: "संपर्क" }).click();
  await expect(page).toHaveURL(/\/mr\/contact$/);
});

test.describe("an address the site does not have", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("is not found, in the language it asked for", async ({ page }) => {
    const answer = await page.goto("/hi/no-such-page");
    expect(answer?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  });
});

test("the sitemap lists every page in each language, each naming the others", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/about-us", "/hi/about-us", "/mr/about-us", "/hi", "/mr/programs/abacus"]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="mr-IN" href="${baseURL}/mr/faq"/>`);
  expect(sitemap).not.toContain("/hi/admin");
  // A page outside the shell is in English only, and names no other language.
  expect(await (await request.get("/brainy-chat")).text()).not.toMatch(/hreflang/i);
});

test.describe("a browser that reads Marathi first", { tag: "@js" }, () => {
  test.use({ locale: "mr-IN" });

  test("is offered the page in Marathi once, never sent there", async ({ page, hydrated }) => {
    await hydrated("/about-us");
    await expect(page).toHaveURL(/\/about-us$/);
    const offer = page.getByRole("complementary", { name: "हे पान मराठीमध्येही आहे." });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "नको, धन्यवाद" }).click();
    await expect(offer).toHaveCount(0);
    await hydrated("/faq");
    await expect(page.getByRole("button", { name: "नको, धन्यवाद" })).toHaveCount(0);
  });

  test("follows the offer to the same page in Marathi, which offers nothing more", async ({ page, hydrated }) => {
    await hydrated("/faq");
    await page.getByRole("link", { name: "मराठीमध्ये वाचा" }).click();
    await expect(page).toHaveURL(/\/mr\/faq$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("link", { name: "मराठीमध्ये वाचा" })).toHaveCount(0);
    await hydrated("/about-us");
    await expect(page.getByRole("link", { name: "मराठीमध्ये वाचा" })).toHaveCount(0);
  });
});

test.describe("a parent on the Marathi contact page", () => {
  // Without JavaScript, the refused send is the server's 400 answer, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("writes, is answered in Marathi, and staff see the language", async ({
    page,
    hydrated,
    checkA11y,
    javaScriptEnabled,
    signInAsAdmin,
  }) => {
    const name = `आशा ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
    await hydrated("/mr/contact");
    await expect(page.getByRole("heading", { level: 1, name: "संपर्क करा" })).toBeVisible();
    const form = page.getByRole("region", { name: "आम्हाला संदेश पाठवा" });
    await expect(form.getByRole("link", { name: "आम्ही तुमची माहिती कशी जपतो" })).toHaveAttribute("href", "/mr/privacy");
    await checkA11y();

    // A name of spaces passes the browser's own check; the schema, in the page or on the server, answers in Marathi.
    await form.getByLabel("पूर्ण नाव").fill("  ");
    await form.getByLabel("ई-मेल").fill("asha@example.com");
    await form.getByLabel("विषय").fill("अबॅकस");
    await form.getByLabel("संदेश", { exact: true }).fill("माझ्या मुलीसाठी अबॅकसची माहिती हवी आहे.");
    await form.getByRole("button", { name: "संदेश पाठवा" }).click();
    await expect(form.getByText("कृपया तुमचे पूर्ण नाव लिहा.")).toBeVisible();
    await checkA11y();

    await form.getByLabel("पूर्ण नाव").fill(name);
    await form.getByRole("button", { name: "संदेश पाठवा" }).click();
    await expect(page).toHaveURL(/\/mr\/contact#thanks-heading$/);
    await expect(page.getByRole("heading", { name: "धन्यवाद!" })).toBeFocused();
    await expect(page.getByText("तुमचा संदेश पाठवला आहे.")).toBeVisible();

    await signInAsAdmin();
    await hydrated(`/admin/inbox?q=${encodeURIComponent(name)}`);
    const lead = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(lead.getByText("Prefers Marathi")).toBeVisible();
  });
});

test("the Hindi FAQ shows staff's Hindi, and marks a question not yet translated as English", async ({
  page,
  hydrated,
  checkA11y,
  database,
}) => {
  const question = `Do you run a summer camp? ${Date.now()}`;
  const [added] = await database<{ id: number }[]>`
    insert into faqs (question, answer) values (${question}, 'Yes, in May.') returning id`;
  try {
    await hydrated("/hi/faq");
    await expect(page.getByRole("heading", { level: 1, name: "अक्सर पूछे जाने वाले सवाल" })).toBeVisible();
    const translated = page.locator("details", { hasText: "मेरे बच्चे के लिए शुरू करने की सही उम्र क्या है?" });
    await expect(translated).toHaveCount(1);
    await expect(translated).not.toHaveAttribute("lang");
    await expect(page.locator("details", { hasText: question })).toHaveAttribute("lang", "en");
    await checkA11y();
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(json).toMatchObject({ "@type": "FAQPage", inLanguage: "hi-IN" });
    const names = (json.mainEntity as { name: string }[]).map((entry) => entry.name);
    expect(names).toContain("मेरे बच्चे के लिए शुरू करने की सही उम्र क्या है?");
    expect(names).not.toContain(question);
  } finally {
    await database`delete from faqs where id = ${added?.id ?? 0}`;
  }
});
