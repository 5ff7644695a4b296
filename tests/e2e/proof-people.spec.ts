import sharp from "sharp";
import { expect, test } from "../support/e2e.ts";

test("About Us names the leaders the blog's bylines name, never a placeholder", async ({ page, checkA11y }) => {
  await page.goto("/about-us");
  const leadership = page.locator("section", { has: page.getByRole("heading", { name: "Our Leadership" }) });
  await expect(leadership.getByRole("heading", { level: 3, name: "Meera Kulkarni" })).toBeVisible();
  await expect(leadership.getByText("Head of Abacus Training")).toBeVisible();
  await expect(leadership.getByText("Curriculum Head – Communicative English")).toBeVisible();
  await expect(leadership.getByText("Coding Program Lead")).toBeVisible();
  await expect(page.getByText("Name to be announced")).toHaveCount(0);
  await checkA11y();
});

test("an admin adds and edits a leader, and About Us shows them at once", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  // The two projects run at once: each adds its own leader.
  const name = `Asha Rao ${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/manage-leaders");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Leaders" })).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: /^Add New/ }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role", { exact: true }).fill("Head of Teacher Training");
  await page.getByLabel("Bio", { exact: true }).fill("Trains the teachers of our partner schools.");
  await page.getByLabel("Place on About Us").fill("90");
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#8b5cf6" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "asha.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByLabel("Published on About Us")).toBeChecked();
  await checkA11y();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Leader Saved").first()).toBeVisible();

  await page.goto("/about-us");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByText("Head of Teacher Training")).toBeVisible();
  await expect(card.getByText("Trains the teachers of our partner schools.")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/leaders\/.+\.webp$/);

  await hydrated("/admin/manage-leaders");
  await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name: /^Edit/ }).click();
  await page.getByLabel("Bio", { exact: true }).fill("Leads the training of every SkillSprouts teacher.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Leader Saved").first()).toBeVisible();
  await page.goto("/about-us");
  await expect(card.getByText("Leads the training of every SkillSprouts teacher.")).toBeVisible();

  // Unpublished, the leader leaves About Us.
  await hydrated("/admin/manage-leaders");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await row.getByRole("link", { name: /^Edit/ }).click();
  await page.getByLabel("Published on About Us").uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Leader Saved").first()).toBeVisible();
  await expect(row.getByText("Not shown: unpublished")).toBeVisible();
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { name })).toHaveCount(0);

  await hydrated("/admin/manage-leaders");
  await row.getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Leader Deleted").first()).toBeVisible();
});

test("an admin gives a testimonial a course, and that course's page shows it", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  // Each project its own course, which no built-in testimonial names, and its own testimonial.
  const course = javaScriptEnabled
    ? { id: "vedic-maths", title: "Vedic Maths" }
    : { id: "communicative-english", title: "Communicative English" };
  const quote = `The shortcuts made homework quick (${javaScriptEnabled ? "js" : "nojs"} ${Date.now()}).`;
  const person = `Sneha Kulkarni (${javaScriptEnabled ? "js" : "nojs"})`;
  const heading = `What Parents and Schools Say About ${course.title}`;

  // The built-in testimonials speak of Abacus, English and Coding; Vedic Maths has none, so no section.
  await page.goto("/programs/abacus");
  await expect(page.getByRole("heading", { name: "What Parents and Schools Say About Abacus" })).toBeVisible();
  await page.goto(`/programs/${course.id}`);
  await expect(page.getByText(quote)).toHaveCount(0);
  if (javaScriptEnabled) await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);

  await signInAsAdmin();
  await hydrated("/admin/manage-testimonials");
  await page.getByRole("link", { name: /^Add New/ }).click();
  await page.getByLabel("Name", { exact: true }).fill(person);
  await page.getByLabel("Role", { exact: true }).fill("Parent of Tanvi, Class 5");
  await page.getByLabel("Quote", { exact: true }).fill(quote);
  await page.getByLabel("Course", { exact: true }).selectOption({ label: course.title });
  await checkA11y();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Testimonial Saved").first()).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: person });
  await expect(row).toContainText(course.title);

  await page.goto(`/programs/${course.id}`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: heading }) });
  await expect(section.getByText(quote)).toBeVisible();
  await expect(section.getByText("Parent of Tanvi, Class 5")).toBeVisible();
  await checkA11y();
  // The home page keeps showing every testimonial (other courses' pages leave it out: integration tests).
  await page.goto("/");
  await expect(page.getByText(quote)).toHaveCount(1);

  // Moved to no particular course: the course page no longer shows it.
  await hydrated("/admin/manage-testimonials");
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByLabel("Course", { exact: true })).toHaveValue(course.id);
  await page.getByLabel("Course", { exact: true }).selectOption({ label: "No particular course" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Testimonial Saved").first()).toBeVisible();
  await page.goto(`/programs/${course.id}`);
  await expect(page.getByText(quote)).toHaveCount(0);
  if (javaScriptEnabled) await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);

  await hydrated("/admin/manage-testimonials");
  await row.getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Testimonial Deleted").first()).toBeVisible();
});
