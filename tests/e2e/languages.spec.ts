import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";
import { aFamily } from "../support/trial-family.ts";

/*
 * The public site in English, Hindi and Marathi: the address says the language, the header moves between them
 * on the same page, and search engines are told of each. Runs with JavaScript on and off.
 */

const hindi = { lang: "hi-IN", home: "होम", trial: "फ्री ट्रायल बुक करें", menu: "भाषा: हिन्दी", language: "हिन्दी" };
const marathi = { lang: "mr-IN", home: "मुख्य पान", trial: "मोफत ट्रायल बुक करा", menu: "भाषा: मराठी", language: "मराठी" };
const pages = [
  { path: "/hi", title: "ऐसे हुनर, जिनसे नन्हे मन आगे बढ़ें", ...hindi },
  { path: "/mr/faq", title: "नेहमीचे प्रश्न", ...marathi },
  { path: "/hi/about-us", title: "SkillSprouts के बारे में", ...hindi },
  { path: "/mr/our-methodology", title: "आमची पद्धत", ...marathi },
] as const;

/** Opens the header's language menu, named for the page's language ("Language: English", "भाषा: हिन्दी"). */
async function openLanguageMenu(page: Page, name: string) {
  await page.getByRole("banner").getByLabel(name, { exact: true }).click();
}

for (const { path, title, lang, home, trial, menu, language } of pages) {
  test(`${path} is in its language, names the page in the others, and passes axe`, async ({
    page,
    hydrated,
    checkA11y,
    baseURL,
  }) => {
    await hydrated(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const main = page.getByRole("navigation", { name: "मुख्य मेनू" });
    await expect(main.getByRole("link", { name: home, exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: trial, exact: true })).toBeVisible();

    const page_ = path.replace(/^\/(hi|mr)/, "") || "/";
    // The home link ("/hi") is current on the home page only, though every Hindi address starts with it.
    const homeLink = main.getByRole("link", { name: home, exact: true });
    if (page_ === "/") await expect(homeLink).toHaveAttribute("aria-current", "page");
    else await expect(homeLink).not.toHaveAttribute("aria-current");
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
    // Two axe passes and the staff's inbox: more than a page's usual time.
    test.slow();
    const name = `आशा ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
    await hydrated("/mr/contact");
    await expect(page.getByRole("heading", { level: 1, name: "संपर्क करा" })).toBeVisible();
    const form = page.getByRole("region", { name: "आम्हाला संदेश पाठवा" });
    await expect(form.getByRole("link", { name: "आम्ही तुमची माहिती कशी जपतो" })).toHaveAttribute("href", "/mr/privacy");
    await checkA11y();

    // A name of spaces passes the browser's own check; the schema, in the page or on the server, answers in Marathi.
    await form.getByLabel("पूर्ण नाव").fill("  ");
    await form.getByLabel("ई-मेल").fill(`asha.${javaScriptEnabled ? "js" : "nojs"}@example.com`);
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

test("the Marathi home page shows the courses in Marathi and leads to a course page in Marathi", async ({
  page,
  hydrated,
  checkA11y,
}) => {
  await hydrated("/mr");
  await expect(page.getByRole("heading", { level: 1, name: "लहान मनांना घडवणारी कौशल्ये" })).toBeVisible();
  await expect(page.locator("#programs-heading")).toHaveText("आमचे कोर्स");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "कम्युनिकेटिव्ह इंग्लिश" })).toHaveAttribute(
    "href",
    "/mr/programs/communicative-english",
  );
  const courses = page.locator("#programs");
  await expect(courses.getByRole("heading", { level: 3, name: "अबॅकस", exact: true })).toBeVisible();
  await expect(courses.getByText("वय 5–14 वर्षे")).toBeVisible();
  await expect(page.locator("#stats-heading")).toHaveText("आकड्यांमध्ये SkillSprouts");
  await expect(page.getByText("पार्टनर शाळा", { exact: true })).toBeVisible();
  // Every course here has its Marathi, so nothing on the card is marked as English.
  await expect(courses.locator('[lang="en"]')).toHaveCount(0);
  await checkA11y();
  await screenshots(page, "home-mr");

  await courses.getByRole("link", { name: "अधिक जाणून घ्या (वैदिक गणितबद्दल)" }).click();
  await expect(page).toHaveURL(/\/mr\/programs\/vedic-maths$/);
  await expect(page.getByRole("heading", { level: 1, name: "वैदिक गणित" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "मुले काय शिकतील?" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "वैदिक गणित शिकण्याचे फायदे" })).toBeVisible();
  await expect(page.getByRole("link", { name: "मोफत ट्रायल क्लास बुक करा" }).first()).toHaveAttribute(
    "href",
    "/mr/trial-class?course=vedic-maths#booking-form-heading",
  );
  // The facts the site puts together from numbers are in Marathi; those staff wrote in words are marked English.
  const facts = page.locator("section", { has: page.locator("#course-facts-heading") });
  await expect(facts.getByRole("heading", { level: 2 })).toHaveText("वैदिक गणित: एका नजरेत");
  await expect(facts.getByText("वय", { exact: true })).toBeVisible();
  await expect(facts.locator("dd", { hasText: /बॅचमध्ये जास्तीत जास्त \d+ मुले/ })).not.toHaveAttribute("lang");
  await expect(facts.locator("dt", { hasText: "प्रमाणपत्र" }).locator("+ dd")).toHaveAttribute("lang", "en");
  await checkA11y();
  await screenshots(page, "course-mr");
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

test.describe("a parent on the trial class page in Hindi or Marathi", () => {
  // Without JavaScript, a refused step is the server's 400 answer, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("books a class on /mr/trial-class: the form, its errors and the open classes in Marathi", async ({
    page,
    hydrated,
    checkA11y,
  }) => {
    test.slow();
    const family = aFamily("languages", "9");
    const childName = `आरव ${test.info().project.name}`;
    await hydrated("/mr/trial-class");
    await expect(page.locator("html")).toHaveAttribute("lang", "mr-IN");
    await expect(page.getByRole("heading", { level: 1, name: "मोफत ट्रायल क्लास बुक करा" })).toBeVisible();
    const form = page.getByRole("region", { name: "आत्ताच ट्रायल क्लास बुक करा" });
    await checkA11y();

    // A name of spaces passes the browser's own check; the schema, in the page or on the server, answers in Marathi.
    await form.getByLabel("कोर्स").selectOption("Vedic Maths");
    await form.getByLabel("मुलाचे वय").selectOption("5");
    await form.getByLabel("मुलाचे पहिले नाव").fill("  ");
    await form.getByLabel("तुमचे नाव").fill(family.parentName);
    await form.getByLabel("फोन").fill(family.phone);
    await form.getByLabel("ई-मेल").fill(family.email);
    await form.getByLabel(/मी या मुलाचा पालक आहे/).check();
    await form.getByRole("button", { name: "खुले क्लास दाखवा" }).click();
    await expect(form.getByText("कृपया तुमच्या मुलाचे नाव लिहा.")).toBeVisible();

    // The course's ages are the server's to check: its advice is in Marathi too, course names in English.
    await form.getByLabel("मुलाचे पहिले नाव").fill(childName);
    await form.getByLabel(/मी या मुलाचा पालक आहे/).check();
    await form.getByRole("button", { name: "खुले क्लास दाखवा" }).click();
    await expect(form.getByText("Vedic Maths हा कोर्स 8 ते 14 वर्षे वयाच्या मुलांसाठी आहे.")).toBeVisible();
    await expect(form.getByText(/5 वर्षांच्या मुलासाठी Abacus \(5–14 वर्षे\)/)).toBeVisible();
    await checkA11y();

    await form.getByLabel("कोर्स").selectOption("Abacus");
    await form.getByLabel(/मी या मुलाचा पालक आहे/).check();
    await form.getByRole("button", { name: "खुले क्लास दाखवा" }).click();

    const pick = page.getByRole("region", { name: "ट्रायल क्लास निवडा" });
    await expect(pick.getByText("खुले ट्रायल क्लास: Abacus, 5 वर्षांच्या मुलासाठी.")).toBeVisible();
    await expect(pick.getByText(/\d+ जागा शिल्लक/).first()).toBeVisible();
    await expect(pick.getByText(/IST$/).first()).toBeVisible();
    await expect(pick.getByRole("link", { name: "कोर्स किंवा माहिती बदला" })).toHaveAttribute("href", "/mr/trial-class");
    await checkA11y();

    await pick.getByRole("radio").first().check();
    await pick.getByRole("button", { name: "हा क्लास बुक करा" }).click();
    // The booking's own page, and the page that moves or cancels it, are in Marathi too.
    await expect(page).toHaveURL(/\/mr\/trial-class\/booking\/\d+-[\w-]{32}#booking-heading$/);
    await expect(page.getByRole("heading", { name: `${childName}साठी ट्रायल क्लास बुक झाला आहे` })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Abacus (मोफत ट्रायल क्लास)" })).toBeVisible();
    await checkA11y();
    await screenshots(page, "trial-booking-mr");
    await page.getByRole("link", { name: "हा ट्रायल क्लास बदला किंवा रद्द करा" }).click();
    await expect(page).toHaveURL(/\/mr\/trial-class\/booking\/\d+-[\w-]{32}\/change$/);
    await expect(page.getByRole("heading", { name: `${childName}साठीचा ट्रायल क्लास बदला` })).toBeVisible();
    await expect(page.getByRole("group", { name: "दुसरी वेळ निवडा (भारतीय वेळ, IST)" })).toBeVisible();
    await page.getByRole("link", { name: "हे बुकिंग रद्द करा" }).click();
    await expect(page.getByRole("heading", { name: "हा ट्रायल क्लास रद्द करायचा?" })).toBeVisible();
    await checkA11y();
    await screenshots(page, "trial-cancel-mr");
    await page.getByRole("button", { name: "हो, ट्रायल क्लास रद्द करा" }).click();
    await expect(page.getByRole("status").filter({ hasText: "झाले: ट्रायल क्लास रद्द केला आहे." })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${childName}साठीचा ट्रायल क्लास रद्द झाला आहे` })).toBeVisible();
    await expect(page.getByRole("link", { name: "दुसरा ट्रायल क्लास बुक करा" })).toHaveAttribute("href", "/mr/trial-class");
  });

  test("asks for a call on /hi/trial-class, is answered in Hindi, and the time is stored in English", async ({
    page,
    hydrated,
    checkA11y,
    javaScriptEnabled,
    database,
  }) => {
    test.slow();
    const childName = `अनन्या ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
    await hydrated("/hi/trial-class");
    await expect(page.getByRole("heading", { level: 1, name: "फ्री ट्रायल क्लास बुक करें" })).toBeVisible();
    const form = page.getByRole("region", { name: "ट्रायल क्लास के लिए रिक्वेस्ट" });
    await expect(form.getByLabel("पसंद का समय").locator("option")).toHaveText([
      "समय चुनें",
      "सोमवार–शुक्रवार, दोपहर 3 – 5 बजे",
      "सोमवार–शुक्रवार, शाम 5 – 7 बजे",
      "शनिवार, सुबह 10 – दोपहर 12 बजे",
      "शनिवार, दोपहर 12 – 2 बजे",
    ]);
    await expect(form.getByLabel("कोर्स").locator("option").last()).toHaveText("अभी तय नहीं – कृपया सलाह दें");

    // Sent empty: every field says what it needs, in Hindi (in place with JavaScript, from the server without).
    await form.getByRole("button", { name: "ट्रायल क्लास की रिक्वेस्ट भेजें" }).click();
    for (const error of [
      "कृपया अपने बच्चे का नाम लिखें।",
      "कृपया अपने बच्चे की उम्र चुनें।",
      "कृपया कोर्स चुनें।",
      "कृपया अपनी पसंद का समय चुनें।",
      "कृपया अपना नाम लिखें।",
      "कृपया फ़ोन नंबर लिखें।",
      "कृपया अपना ई-मेल पता लिखें।",
      "कृपया पुष्टि करें कि आप इस बच्चे के माता-पिता या अभिभावक हैं",
    ]) {
      await expect(form.getByText(error)).toBeVisible();
    }
    await checkA11y();

    await form.getByLabel("बच्चे का पहला नाम").fill(childName);
    await form.getByLabel("बच्चे की उम्र").selectOption("7");
    await form.getByLabel("कोर्स").selectOption("Abacus");
    await form.getByLabel("पसंद का समय").selectOption("शनिवार, सुबह 10 – दोपहर 12 बजे");
    await form.getByLabel("आपका नाम").fill("नेहा कुलकर्णी");
    await form.getByLabel("फ़ोन").fill("+91 98200 11111");
    await form.getByLabel("ई-मेल").fill(`neha.${javaScriptEnabled ? "js" : "nojs"}@example.com`);
    await form.getByLabel(/मैं इस बच्चे का\/की माता-पिता या अभिभावक हूँ/).check();
    await form.getByRole("button", { name: "ट्रायल क्लास की रिक्वेस्ट भेजें" }).click();

    await expect(page).toHaveURL(/\/hi\/trial-class#confirmation-heading$/);
    const confirmation = page.getByRole("status").filter({ hasText: "नेहा कुलकर्णी" });
    await expect(confirmation).toContainText(`${childName} के लिए Abacus ट्रायल क्लास की आपकी रिक्वेस्ट हमें मिल गई है।`);
    await expect(confirmation).toContainText("आपकी पसंद का समय: शनिवार, सुबह 10 – दोपहर 12 बजे।");
    await expect(confirmation.getByRole("button", { name: "दूसरे बच्चे के लिए बुक करें" })).toBeVisible();
    await checkA11y();

    // Staff read the time as they always have.
    const [stored] = await database<{ preferred_slot: string }[]>`
      select preferred_slot from trial_class_requests where child_name = ${childName}`;
    expect(stored?.preferred_slot).toBe("Saturday morning (10 AM – 12 PM)");
  });
});

test.describe("a school on the Hindi demo page", () => {
  // Without JavaScript, the refused send is the server's 400 answer, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("books a demo in Hindi and is thanked in Hindi", async ({ page, hydrated, checkA11y, javaScriptEnabled }) => {
    const person = `कविता अय्यर ${javaScriptEnabled ? "js" : "nojs"}`;
    await hydrated("/hi/book-offline-demo");
    await expect(page.getByRole("heading", { level: 1, name: "स्कूल में फ्री डेमो बुक करें" })).toBeVisible();
    const form = page.getByRole("region", { name: "डेमो रिक्वेस्ट फ़ॉर्म" });
    await expect(form.getByLabel("कोर्स").locator("option").last()).toHaveText("एक से ज़्यादा कोर्स");
    await checkA11y();

    await form.getByLabel("संपर्क व्यक्ति का नाम").fill(person);
    await form.getByLabel("स्कूल का नाम").fill("  ");
    await form.getByLabel("जगह", { exact: true }).fill("ठाणे");
    await form.getByLabel("ई-मेल").fill(`pradhanacharya.${javaScriptEnabled ? "js" : "nojs"}@hindi-school.example`);
    await form.getByLabel("फ़ोन").fill("+91 98200 12345");
    await form.getByLabel("कोर्स").selectOption("एक से ज़्यादा कोर्स");
    await form.getByLabel("पसंद की तारीख़").fill("2099-01-05");
    await form.getByRole("button", { name: "डेमो की रिक्वेस्ट भेजें" }).click();
    await expect(form.getByText("कृपया स्कूल का नाम लिखें।")).toBeVisible();

    await form.getByLabel("स्कूल का नाम").fill("ग्रीन वैली स्कूल");
    await form.getByRole("button", { name: "डेमो की रिक्वेस्ट भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/book-offline-demo#confirmation-heading$/);
    const confirmation = page
      .getByRole("status")
      .filter({ has: page.getByRole("heading", { name: `धन्यवाद, ${person}!` }) });
    await expect(confirmation).toContainText("ग्रीन वैली स्कूल में एक से ज़्यादा कोर्स के डेमो के लिए आपकी रिक्वेस्ट हमें मिल गई है");
    await expect(confirmation).toContainText("5 जनवरी 2099");
    await expect(confirmation.getByRole("link", { name: "होम पेज पर वापस जाएँ" })).toHaveAttribute("href", "/hi");
    await checkA11y();
  });
});
