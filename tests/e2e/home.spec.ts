import { expect, test } from "../support/e2e.ts";

test("the testimonial carousel shows every testimonial, and with JavaScript wraps both ways", async ({
  page,
  hydrated,
  javaScriptEnabled,
}) => {
  await hydrated("/");
  const carousel = page.getByRole("region", { name: "Testimonials" });
  await expect(carousel.getByRole("listitem")).toHaveCount(5);
  await expect(carousel.getByRole("img", { name: /Rated [45] out of 5/ }).first()).toBeVisible();
  if (!javaScriptEnabled) {
    await expect(carousel.getByRole("button")).toHaveCount(0);
    return;
  }
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText("1 / 5")).toBeVisible();
  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(carousel.getByText("5 / 5")).toBeVisible();
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(carousel.getByText("1 / 5")).toBeVisible();
});

test.describe("with motion allowed", { tag: "@js" }, () => {
  test.use({ contextOptions: { reducedMotion: "no-preference" } });

  test("the carousel advances by itself every five seconds and holds still under the pointer", async ({
    page,
    hydrated,
  }) => {
    // Auto-advance needs JavaScript. The page's clock is the test's: five seconds pass when the test says so.
    await page.clock.install();
    await hydrated("/");
    const carousel = page.getByRole("region", { name: "Testimonials" });
    await expect(carousel.getByText("1 / 5")).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(carousel.getByText("2 / 5")).toBeVisible();
    await carousel.hover();
    await page.clock.runFor(6_000);
    await expect(carousel.getByText("2 / 5")).toBeVisible();
    // Paused, it stays put once the pointer and focus have gone, until Play.
    const leave = async () => {
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    await carousel.getByRole("button", { name: "Pause" }).click();
    await leave();
    await page.clock.runFor(11_000);
    await expect(carousel.getByText("2 / 5")).toBeVisible();
    await carousel.getByRole("button", { name: "Play" }).click();
    await leave();
    await page.clock.runFor(5_000);
    await expect(carousel.getByText("3 / 5")).toBeVisible();
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the company's figures fit their cards and nothing is wider than the screen", async ({ page, hydrated }) => {
    await hydrated("/");
    const figures = page.getByRole("region", { name: "SkillSprouts in Numbers" }).locator("dd");
    await expect(figures).toHaveCount(4);
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      // Within its card's padding, not only its border: a figure that reaches the edge reads as cut.
      const fits = await figure.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const card = element.parentElement;
        if (!card) return false;
        const style = getComputedStyle(card);
        const edge = card.getBoundingClientRect();
        return (
          box.left >= edge.left + parseFloat(style.paddingLeft) - 1 &&
          box.right <= edge.right - parseFloat(style.paddingRight) + 1
        );
      });
      expect(fits, `${await figure.textContent()} fits its card`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
