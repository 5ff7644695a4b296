import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "../support/admin-session.ts";
import { expect, test } from "../support/e2e.ts";

// A form sent with a mistake is answered 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

test("a course page says the course's facts at a glance, and its trial button chooses the course", async ({
  page,
  hydrated,
  checkA11y,
}) => {
  await hydrated("/programs/coding");
  const facts = page.getByRole("region", { name: "Coding at a glance" });
  const fact = (label: string) => facts.locator("dt", { hasText: label }).locator("+ dd");
  await expect(fact("Ages")).toHaveText("7–14");
  await expect(fact("Course length")).toHaveText("6 levels of about 3 months each");
  await expect(fact("Classes")).toHaveText("90-minute classes, once a week");
  await expect(fact("Batch size")).toHaveText("Up to 8 children in a batch");
  await expect(fact("Online")).toContainText("Saturdays or Sundays 11 AM–12:30 PM");
  await expect(fact("In partner schools")).toBeVisible();
  // Coding is not taught at the office: no row says it is.
  await expect(facts.locator("dt", { hasText: "At our office" })).toHaveCount(0);
  await expect(fact("Certificate")).toContainText("final project");
  await expect(fact("Fees")).toContainText("before you enrol");
  await checkA11y();

  await page.locator("aside").getByRole("link", { name: "Book a Free Trial Class", exact: true }).click();
  await expect(page).toHaveURL(/\/trial-class\?course=coding#booking-form-heading$/);
  // Both forms start from the course: booking a time, and below it the call request.
  const booking = page.getByRole("region", { name: "Book a Trial Class Now" });
  await expect(booking.getByLabel("Course")).toHaveValue("Coding");
  await expect(booking.getByLabel("Child's first name")).toBeEmpty();
  await expect(page.getByRole("region", { name: "Trial Class Request" }).getByLabel("Course")).toHaveValue("Coding");

  await page.goto("/programs/coding");
  await page.locator("aside").getByRole("link", { name: "For schools: book a demo" }).click();
  await expect(page).toHaveURL(/\/book-offline-demo$/);
});

test("the FAQ answers the course questions course by course, from the same facts", async ({
  page,
  hydrated,
  checkA11y,
}) => {
  await hydrated("/faq");
  const courses = page.getByRole("region", { name: "About our courses" });
  await courses.getByText("How many children are in a batch?").click();
  const answers = courses.locator("details[open] li");
  await expect(answers).toHaveText([
    "Abacus: Up to 12 children in a batch.",
    "Vedic Maths: Up to 15 children in a batch.",
    "Communicative English: Up to 10 children in a batch.",
    "Coding: Up to 8 children in a batch.",
  ]);
  await checkA11y();
  await answers.getByRole("link", { name: "Coding" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Coding" })).toBeVisible();
});

test("staff change a course's fact in Manage Programs, and the page and the FAQ say the new one", async ({
  page,
  hydrated,
  logIn,
}) => {
  test.slow();
  await logIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await hydrated("/admin/manage-programs");
  const vedic = page.locator("#program-vedic-maths");
  await vedic.locator("summary").click();
  const batch = vedic.getByLabel("Most children in a batch");
  await expect(batch).toHaveValue("15");

  await batch.fill("ten");
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expect(
    vedic.getByText("Please enter the batch size as a whole number from 1 to 60, or leave it empty."),
  ).toBeVisible();

  await vedic.getByLabel("Most children in a batch").fill("14");
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expect(page.getByText("Saved in the database: Vedic Maths.")).toBeVisible();

  try {
    await page.goto("/programs/vedic-maths");
    await expect(page.getByRole("region", { name: "Vedic Maths at a glance" })).toContainText(
      "Up to 14 children in a batch",
    );
    await page.goto("/faq");
    await expect(page.getByRole("region", { name: "About our courses" }).locator("details").nth(2)).toContainText(
      "Vedic Maths: Up to 14 children in a batch.",
    );
  } finally {
    await hydrated("/admin/manage-programs");
    await page.locator("#program-vedic-maths summary").click();
    await page.locator("#program-vedic-maths").getByLabel("Most children in a batch").fill("15");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Saved in the database: Vedic Maths.")).toBeVisible();
  }
});

test("a parent books for a second child without typing their own details again", async ({ page, hydrated }) => {
  test.slow();
  const first = `Ira ${test.info().project.name} ${Date.now()}`;
  // Its own address: a family may send three forms in ten minutes, and other runs of this test are families too.
  const email = `sunita.${test.info().project.name}.${Date.now()}@example.com`;
  await hydrated("/trial-class?course=abacus");
  const form = page.getByRole("region", { name: "Trial Class Request" });
  await form.getByLabel("Child's first name").fill(first);
  await form.getByLabel("Child's age").selectOption("6");
  await form.getByLabel("Preferred time").selectOption("Weekday evening (5 – 7 PM)");
  await form.getByLabel("Your name").fill("Sunita Rao");
  await form.getByLabel("Phone").fill("+91 98200 22222");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/I am this child's parent or guardian/).check();
  await form.getByRole("button", { name: "Request Trial Class" }).click();
  const thanks = page.getByRole("status").filter({ hasText: "Thank you, Sunita Rao!" });
  await expect(thanks).toContainText(`an Abacus trial class for ${first}`);

  await page.getByRole("button", { name: "Book for another child" }).click();
  const again = page.getByRole("region", { name: "Trial Class Request" });
  await expect(again.getByLabel("Your name")).toHaveValue("Sunita Rao");
  await expect(again.getByLabel("Phone")).toHaveValue("+91 98200 22222");
  await expect(again.getByLabel("Email")).toHaveValue(email);
  await expect(again.getByLabel("Child's first name")).toBeEmpty();
  await expect(again.getByLabel("Course")).toHaveValue("");

  const second = `Kabir ${test.info().project.name} ${Date.now()}`;
  await again.getByLabel("Child's first name").fill(second);
  await again.getByLabel("Child's age").selectOption("10");
  await again.getByLabel("Course").selectOption("Communicative English");
  await again.getByLabel("Preferred time").selectOption("Saturday morning (10 AM – 12 PM)");
  await again.getByLabel(/I am this child's parent or guardian/).check();
  await again.getByRole("button", { name: "Request Trial Class" }).click();
  await expect(thanks).toContainText(`a Communicative English trial class for ${second}`);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the free trial is one tap away on every public page, and in the menu", async ({ page, hydrated }) => {
    // Not over the Fun Zone's games, where Brainy's button steps aside too.
    for (const path of ["/", "/about-us", "/programs/abacus", "/faq", "/blog"]) {
      await hydrated(path);
      const bar = page.getByRole("link", { name: "Book a Free Trial Class", exact: true }).last();
      await expect(bar).toBeInViewport();
      await expect(bar).toHaveAttribute("href", "/trial-class");
    }
    await page.getByRole("banner").getByLabel("Menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Book a Free Trial Class" })).toHaveAttribute("href", "/trial-class");
    await expect(menu.getByRole("link", { name: "For Schools: Book a Demo" })).toHaveAttribute(
      "href",
      "/book-offline-demo",
    );
    // Not on the form itself.
    await hydrated("/trial-class");
    await expect(page.getByRole("link", { name: "Book a Free Trial Class", exact: true })).toHaveCount(0);
  });

  test("what is scrolled to clears the trial bar", async ({ page, hydrated }) => {
    await hydrated("/contact");
    const field = page.getByLabel("Full name");
    // Scrolled to the foot of the screen (as keyboard focus and find-in-page may do): it stays above the bar.
    await field.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const bar = page.getByRole("link", { name: "Book a Free Trial Class", exact: true }).last();
    const [fieldBox, barBox] = await Promise.all([field.boundingBox(), bar.boundingBox()]);
    expect(fieldBox && fieldBox.y + fieldBox.height).toBeLessThanOrEqual((barBox?.y ?? 0) - 8);
  });

  test("the trial bar never covers the end of a page", async ({ page, hydrated }) => {
    await hydrated("/about-us");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" });
    const bar = page.getByRole("link", { name: "Book a Free Trial Class", exact: true }).last();
    const [privacyBox, barBox] = await Promise.all([privacy.boundingBox(), bar.boundingBox()]);
    expect(privacyBox && barBox && privacyBox.y + privacyBox.height).toBeLessThan(barBox?.y ?? 0);
  });
});
