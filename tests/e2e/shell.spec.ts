import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage } from "#app/modules/i18n/languages.ts";
import { expect, test } from "../support/e2e.ts";
import { linkFor } from "../support/outbox.ts";
import { adminRoutes, bareRoutes, bareRoutesWithPrivacyLink, shellRoutes } from "./routes.ts";

test.describe("every route answers", () => {
  for (const url of shellRoutes) {
    test(`${url} renders inside the shell, accessibly`, async ({ page, checkA11y }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await page.title()).toMatch(/SkillSprouts/);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      // In the page's own language, leading to the notice in that language.
      const language = languageOfPath(url);
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: translator(language)("footer.privacyNotice") }),
      ).toHaveAttribute("href", pathInLanguage("/privacy", language));
      await checkA11y();
    });
  }

  for (const url of bareRoutes) {
    test(`${url} renders without header and footer`, async ({ page, checkA11y }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      if (bareRoutesWithPrivacyLink.includes(url))
        await expect(page.locator('a[href="/privacy"]').first()).toBeVisible();
      await checkA11y();
    });
  }

  for (const url of adminRoutes) {
    test(`${url} refuses an anonymous visitor`, async ({ page, request }) => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
      const post = await request.post(url, { form: { x: "1" }, maxRedirects: 0 });
      expect(post.status()).toBe(403);
    });
  }

  test.describe("missing pages", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("an unknown page is a friendly 404", async ({ page, checkA11y }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go back to Home" })).toBeVisible();
      await checkA11y();
    });

    test("an unknown program and an unknown post answer 404 with the spec's texts", async ({ page }) => {
      expect((await page.goto("/programs/juggling"))?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Program not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go back to Home" })).toBeVisible();
      expect((await page.goto("/blog/999"))?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 - Post not found" })).toBeVisible();
    });
  });
});

test.describe("header", () => {
  test("has the logo, six main links, the More menu, the free trial and the schools' demo", async ({
    page,
    hydrated,
  }) => {
    await hydrated("/about-us");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Our Courses", "About Us", "Fun Zone", "Feeds", "Contact"]) {
      await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await main.getByText("More").click();
    const more = [
      "Story Time",
      "Our Methodology",
      "For Schools",
      "Blog",
      "FAQ",
      "Brochures",
      "Careers",
      "Book Offline Demo",
    ];
    for (const name of more) await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    await main.getByRole("link", { name: "Careers", exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a Free Trial" })).toHaveAttribute(
      "href",
      "/trial-class",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "For Schools: Demo" })).toHaveAttribute(
      "href",
      "/book-offline-demo",
    );
  });

  test("the logo leads home and Our Courses lands on the course list", async ({ page, hydrated }) => {
    await hydrated("/faq");
    await page.getByRole("banner").getByRole("link", { name: "SkillSprouts home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Courses" }).click();
    await expect(page).toHaveURL(/\/#programs$/);
    await expect(page.getByRole("heading", { name: "Courses We Offer" })).toBeInViewport();
  });

  test("the old /our-courses address redirects to the course list on the home page", async ({ page, request }) => {
    const response = await request.get("/our-courses", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/#programs");
    await page.goto("/our-courses");
    await expect(page).toHaveURL(/\/#programs$/);
    await expect(page.getByRole("heading", { name: "Courses We Offer" })).toBeInViewport();
    // One page, one title: the home page's.
    expect(await page.title()).toBe("SkillSprouts");
  });

  test("the More menu closes on a click outside it and on Escape", { tag: "@js" }, async ({ page, hydrated }) => {
    // Without JavaScript the menu closes from its own toggle.
    await hydrated("/about-us");
    const main = page.getByRole("navigation", { name: "Main" });
    const careers = main.getByRole("link", { name: "Careers", exact: true });
    await main.getByText("More").click();
    await expect(careers).toBeVisible();
    await page.locator("main").click({ position: { x: 8, y: 300 } });
    await expect(careers).toBeHidden();
    await main.getByText("More").click();
    await expect(careers).toBeVisible();
    // A click inside the menu (not on a link) leaves it open.
    await main.locator("details ul").click({ position: { x: 4, y: 4 } });
    await expect(careers).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(careers).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens with the same items and closes on navigation", async ({ page, hydrated, checkA11y }) => {
    await hydrated("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByLabel("Menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    // The pages, then the free trial and the schools' demo.
    await expect(menu.getByRole("link")).toHaveCount(16);
    await checkA11y();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test(
    "closes when the keyboard leaves it, so focus never lands on a link hidden under it",
    { tag: "@js" },
    async ({ page, hydrated }) => {
      await hydrated("/about-us");
      await page.getByLabel("Menu").click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      const last = menu.getByRole("link", { name: "For Schools: Book a Demo" });
      await last.focus();
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      // Where focus went is on screen and not under the sticky header.
      const focused = await page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect();
        const header = document.querySelector("header")?.getBoundingClientRect();
        return box && header ? { top: box.top, bottom: box.bottom, headerBottom: header.bottom } : null;
      });
      expect(focused).not.toBeNull();
      expect(focused?.top).toBeGreaterThanOrEqual(focused?.headerBottom ?? Infinity);
      expect(focused?.bottom).toBeLessThanOrEqual(740);
    },
  );
});

test.describe("footer", () => {
  test("lists contact details, links, programs, socials and the year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Mira Road, Mumbai, Maharashtra, India")).toBeVisible();
    await expect(footer.getByRole("link", { name: "hello@skillsprouts.in" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin/login");
    await expect(footer.getByRole("link", { name: "Book Offline Demo" })).toBeVisible();
    for (const name of ["Facebook", "Twitter", "Instagram", "LinkedIn", "YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    for (const id of ["abacus", "vedic-maths", "communicative-english", "coding"]) {
      await expect(footer.locator(`a[href="/programs/${id}"]`)).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} SkillSprouts`);
  });

  test("the newsletter form adds an address once it is confirmed from the mail, and answers a repeat kindly", async ({
    page,
    hydrated,
    checkA11y,
  }) => {
    const email = `parent-${test.info().project.name}-${Date.now()}@example.com`;
    const signUp = async (expected: string) => {
      await hydrated("/about-us");
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Your e-mail address").fill(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText(expected)).toBeVisible();
      await expect(page).toHaveURL(/\/about-us$/);
    };
    await signUp("Almost done: please check your e-mail");

    await hydrated(await linkFor(email, "/newsletter/confirm", "[\\w-]+\\.[\\w-]+"));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your newsletter subscription" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByText("Subscribed!")).toBeVisible();

    await signUp("You're already subscribed");
  });
});

test.describe("home", () => {
  test("shows the seeded hero, programs and stats", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Explore Courses" })).toBeVisible();
    for (const title of ["Abacus", "Vedic Maths", "Communicative English", "Coding"]) {
      await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }
    // The figures' values are staff's to edit (another test does, meanwhile); their labels stay.
    for (const label of ["Partner Schools", "Teachers Trained", "Students", "Years of Experience"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
  });
});
