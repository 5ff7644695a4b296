import { expect, test } from "../support/e2e.ts";

test.describe("privacy notice", () => {
  test("says what is kept, for the configured periods, and how to ask for deletion", async ({ page, checkA11y }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
    await expect(page.getByText(/Last updated: \d{1,2} \w+ \d{4}/)).toBeVisible();
    for (const heading of [
      "What we keep, why, and for how long",
      "Children's data",
      "Brainy, our chat helper",
      "Cookies",
      "No trackers or third-party scripts",
      "Who sees your data",
      "Your rights, and how to ask",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    // The defaults of RETENTION_LEADS_MONTHS, RETENTION_CVS_MONTHS and RETENTION_CHAT_GAPS_MONTHS.
    const contactItem = page.getByRole("region", { name: "Messages from the contact form" });
    await expect(contactItem).toContainText("24 months (2 years) from the day you send it.");
    await expect(page.getByRole("region", { name: "Job applications and CVs" })).toContainText("12 months (1 year)");
    await expect(page.getByRole("region", { name: "Questions Brainy could not answer" })).toContainText(
      "6 months from the day it was asked.",
    );
    await expect(page.getByText(/Google's Gemini service/).first()).toBeVisible();
    const rights = page.getByRole("region", { name: "Your rights, and how to ask" });
    await expect(rights.getByRole("link", { name: "hello@skillsprouts.in" })).toHaveAttribute(
      "href",
      "mailto:hello@skillsprouts.in?subject=Privacy%20request",
    );
    await rights.getByRole("link", { name: "our contact form" }).click();
    await expect(page.getByLabel("Subject")).toHaveValue("Privacy request");
    await page.goto("/privacy");
    await checkA11y();
  });

  const forms: [string, string][] = [
    ["/contact", "We use these details only to answer your message."],
    ["/book-offline-demo", "We use these details only to arrange the demo."],
    ["/careers", "We use your application and CV only to consider you for this job."],
    ["/trial-class", "We use these details only to arrange the trial class"],
    ["/signup", "Under 18? Please ask a parent or guardian before signing up."],
    ["/brainy-chat", "Please don't type names, phone numbers or addresses."],
    ["/about-us", "We use your address only to send the newsletter."],
  ];
  for (const [url, line] of forms) {
    test(`${url} says beside its form what the details are for, with a link to the notice`, async ({ page }) => {
      await page.goto(url);
      // Openings come and go in other tests: any one's form will do.
      if (url === "/careers")
        await page
          .getByRole("link", { name: /^Apply Now/ })
          .first()
          .click();
      // The trial page has two forms (booking a time, asking for a call), each with its note: the first will do.
      const note = page.locator("p").filter({ hasText: line }).first();
      await expect(note).toBeVisible();
      await expect(note.getByRole("link", { name: "How we look after your data" })).toHaveAttribute("href", "/privacy");
    });
  }
});

test.describe("the contact page's map", () => {
  test("loads nothing from OpenStreetMap until the visitor asks for it", async ({
    page,
    hydrated,
    checkA11y,
    javaScriptEnabled,
  }) => {
    const fromOsm: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("openstreetmap.org")) fromOsm.push(request.url());
    });
    // No network here: the map's page answers from the test, so the frame has something to show.
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map of Mira Road</p>" }),
    );
    await hydrated("/contact");
    await checkA11y();
    const map = page.getByRole("region", { name: "Find us in Mira Road" });
    await expect(map.getByText("it loads only when you ask for it")).toBeVisible();
    await expect(map.locator("iframe")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(fromOsm).toEqual([]);

    await map
      .getByRole(javaScriptEnabled ? "button" : "link", { name: "Show the map (loads from OpenStreetMap)" })
      .click();
    const frame = page.getByRole("region", { name: "Find us in Mira Road" }).locator("iframe");
    await expect(frame).toHaveAttribute("title", "Map of Mira Road, Mumbai");
    await expect(frame).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=19\.28/,
    );
    await expect(
      page.frameLocator('iframe[title="Map of Mira Road, Mumbai"]').getByText("Map of Mira Road"),
    ).toBeVisible();
    expect(fromOsm.length).toBeGreaterThan(0);
    if (javaScriptEnabled) {
      // In place, without leaving the page, and focus moves to the map.
      await expect(page).toHaveURL(/\/contact$/);
      await expect(frame).toBeFocused();
    } else {
      await expect(page).toHaveURL(/\/contact\?map=1#map$/);
    }
  });
});

test.describe("share previews and search engines", () => {
  for (const url of ["/", "/about-us", "/privacy", "/programs/abacus", "/blog/1", "/brochures/print/student"]) {
    test(`${url} names a 1200×630 share picture`, async ({ page, request, baseURL }) => {
      await page.goto(url);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/og-image.png`);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /SkillSprouts/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const image = await request.get("/og-image.png");
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const png = await image.body();
      // The PNG header: width and height are the big-endian numbers after the IHDR chunk's name.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  for (const url of ["/login", "/signup", "/forgot-password"]) {
    test(`${url} has its canonical URL and stays out of search results`, async ({ page, request, baseURL }) => {
      await page.goto(`${url}?redirectTo=%2Ffun-zone`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${url}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // A crawler must be allowed to fetch the page to read its noindex.
      expect(await (await request.get("/robots.txt")).text()).not.toContain(`Disallow: ${url}\n`);
    });
  }
});

test.describe("print brochures on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const url of ["/brochures/print/official", "/brochures/print/student"]) {
    test(`${url} shrinks each slide to the screen, and prints each on a full A4 page`, async ({
      page,
      hydrated,
      checkA11y,
    }) => {
      await hydrated(url);
      const slides = page.locator("main section.brochure-slide");
      await expect(slides).toHaveCount(8);
      for (const slide of await slides.all()) {
        const box = await slide.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        // Still an A4 landscape shape.
        expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1123 / 794, 2);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkA11y();

      await page.emulateMedia({ media: "print" });
      for (const slide of await slides.all()) {
        const box = await slide.boundingBox();
        // 297 × 210 mm at 96 px per inch.
        expect(box?.width).toBeCloseTo(1122.5, 0);
        expect(box?.height).toBeCloseTo(793.7, 0);
      }
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(8);
    });
  }
});

test.describe("Brainy's tip", { tag: "@js" }, () => {
  // The tip is shown by the page's script.

  test("leaves by itself after a few seconds and can be closed sooner", async ({ page, hydrated }) => {
    await page.clock.install();
    await hydrated("/about-us");
    const tip = page.getByText("Ask me anything!");
    await page.clock.runFor(2_500);
    await expect(tip).toBeVisible();
    await page.clock.runFor(8_000);
    await expect(tip).toBeHidden();

    await hydrated("/faq");
    await page.clock.runFor(2_500);
    await expect(tip).toBeVisible();
    await page.getByRole("button", { name: "Hide this tip" }).click();
    await expect(tip).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with Brainy" })).toBeFocused();
    // Closed means closed: it does not come back on this page.
    await page.clock.runFor(20_000);
    await expect(tip).toBeHidden();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("never shows over the page", async ({ page, hydrated }) => {
      await page.clock.install();
      await hydrated("/about-us");
      await page.clock.runFor(3_000);
      await expect(page.getByRole("button", { name: "Chat with Brainy" })).toBeVisible();
      await expect(page.getByText("Ask me anything!")).toBeHidden();
    });
  });
});

test('a demo confirmation reads "an Abacus demo"', async ({ page, hydrated }) => {
  await hydrated("/book-offline-demo");
  await page.getByLabel("Contact person").fill("Mr. Anil Desai");
  await page.getByLabel("School name").fill("Sunrise Public School");
  await page.getByLabel("Location").fill("Mira Road");
  await page.getByLabel("Email").fill("anil@sunrise.example");
  await page.getByLabel("Phone").fill("+91 98200 54321");
  await page.getByLabel("Course").selectOption("Abacus");
  await page.getByLabel("Preferred date").fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Request Demo" }).click();
  const confirmation = page
    .getByRole("status")
    .filter({ has: page.getByRole("heading", { name: "Thank you, Mr. Anil Desai!" }) });
  await expect(confirmation).toContainText("your request for an Abacus demo at Sunrise Public School");
  await expect(page.getByText("a Abacus")).toHaveCount(0);
});
