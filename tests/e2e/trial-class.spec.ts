import { readFile } from "node:fs/promises";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "../support/admin-session.ts";
import { expect, test } from "../support/e2e.ts";

test.use({ allowedConsoleErrors: [/status of 400/] });

test("the student brochure's QR code leads parents to the trial class form", async ({ page, baseURL }) => {
  await page.goto("/brochures/print/student");
  await expect(page.getByRole("img", { name: "QR code: book a free trial class" })).toBeVisible();
  await expect(page.getByRole("link", { name: `${baseURL}/trial-class` })).toHaveAttribute(
    "href",
    `${baseURL}/trial-class`,
  );
  await page.goto("/brochures/print/official");
  await expect(page.getByRole("link", { name: `${baseURL}/book-offline-demo` })).toBeVisible();
});

test("a parent books a free trial class, and it reaches the admin inbox and its CSV export", async ({
  page,
  hydrated,
  checkA11y,
  javaScriptEnabled,
  logIn,
}) => {
  // Many steps, each checked with axe: more than the default 30 s on a busy machine.
  test.slow();
  const childName = `Aarav ${test.info().project.name} ${Date.now()}`;
  await hydrated("/trial-class");
  await expect(page.getByRole("heading", { level: 1, name: "Book a Free Trial Class" })).toBeVisible();
  await checkA11y();
  const form = page.getByRole("region", { name: "Trial Class Request" });

  // Sent empty: every field says what it needs, as the other forms do (in place with JavaScript, from the server without).
  await form.getByRole("button", { name: "Request Trial Class" }).click();
  for (const error of [
    "Please enter your child's name.",
    "Please choose your child's age.",
    "Please choose a course.",
    "Please choose a preferred time.",
    "Please enter your name.",
    "Please enter a phone number.",
    "Please enter your e-mail address.",
    "Please confirm that you are the child's parent or guardian and agree to us using these details.",
  ]) {
    await expect(form.getByText(error)).toBeVisible();
  }
  if (javaScriptEnabled) await expect(form.getByLabel("Child's first name")).toBeFocused();
  await checkA11y();

  await form.getByLabel("Child's first name").fill(childName);
  await form.getByLabel("Child's age").selectOption("7");
  await expect(form.getByLabel("Course").locator("option")).toHaveText([
    "Choose a course",
    "Abacus",
    "Vedic Maths",
    "Communicative English",
    "Coding",
    "Not sure yet – please advise",
  ]);
  await form.getByLabel("Course").selectOption("Abacus");
  await form.getByLabel("Preferred time").selectOption("Saturday morning (10 AM – 12 PM)");
  await form.getByLabel("Your name").fill("Neha Kulkarni");
  await form.getByLabel("Phone").fill("12");
  await form.getByLabel("Email").fill("neha@example.com");
  await form.getByLabel(/I am this child's parent or guardian/).check();
  await form.getByRole("button", { name: "Request Trial Class" }).click();
  await expect(form.getByText("Please enter a phone number of 7 to 20 digits, e.g. +91 98765 43210.")).toBeVisible();
  await form.getByLabel("Phone").fill("+91 98200 11111");
  await form.getByRole("button", { name: "Request Trial Class" }).click();

  const confirmation = page.getByRole("status").filter({ hasText: "Thank you, Neha Kulkarni!" });
  await expect(confirmation).toContainText(`your request for an Abacus trial class for ${childName}`);
  // Announced: focus is on the confirmation's heading, with JavaScript and without, and it is in view.
  const heading = confirmation.getByRole("heading", { name: "Thank you, Neha Kulkarni!" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(confirmation).toContainText("Preferred time: Saturday morning (10 AM – 12 PM).");
  await checkA11y();

  await logIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await hydrated("/admin/inbox?list=trials");
  await expect(page.getByRole("link", { name: /^Trial class requests/ })).toHaveAttribute("aria-current", "page");
  const entry = page.getByRole("listitem").filter({ hasText: childName });
  await expect(entry).toContainText("Neha Kulkarni");
  await expect(entry).toContainText("+91 98200 11111");
  await expect(entry).toContainText("Saturday morning (10 AM – 12 PM)");
  await checkA11y();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export Trial class requests as CSV/ }).click();
  const csv = await readFile((await (await downloading).path()) ?? "", "utf8");
  expect(csv).toContain('"Child","Age","Course","Preferred time","Parent","Phone","E-mail"');
  expect(csv).toContain(`"${childName}","7","Abacus","Saturday morning (10 AM – 12 PM)","Neha Kulkarni"`);
});

test("the same trial class form sent twice is stored once; a bot's is not stored", async ({ page, request, logIn }) => {
  // The page gives this browser its form token; the same form sent from it twice is one request.
  await request.get("/trial-class");
  const childName = `Twice ${test.info().project.name} ${Date.now()}`;
  const fields = {
    childName,
    childAge: "9",
    courseName: "Coding",
    preferredSlot: "Weekday evening (5 – 7 PM)",
    parentName: "Sameer Joshi",
    phone: "+91 98200 22222",
    email: `sameer-${test.info().project.name}@example.com`,
    guardianConsent: "on",
  };
  for (let i = 0; i < 2; i++) {
    const response = await request.post("/trial-class", { form: fields, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/trial-class#confirmation-heading");
  }
  const bot = { ...fields, childName: `Bot ${childName}`, website: "spam" };
  expect((await request.post("/trial-class", { form: bot, maxRedirects: 0 })).status()).toBe(302);
  const bad = await request.post("/trial-class", { form: { ...fields, childAge: "3" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Our courses are for children aged 4 to 14.");

  await logIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await page.goto("/admin/inbox?list=trials&status=all");
  await expect(page.getByRole("listitem").filter({ hasText: childName })).toHaveCount(1);
  await expect(page.getByRole("listitem").filter({ hasText: `Bot ${childName}` })).toHaveCount(0);
});

test("an admin moves a lead to the trash in one step, and restores it from there", async ({
  page,
  hydrated,
  checkA11y,
  request,
  logIn,
}) => {
  const run = `${test.info().project.name} ${Date.now()}`;
  const childName = `Delete me ${run}`;
  // A parent of this run only: the trash lists leads by who sent them.
  const parentName = `Farah Khan ${run}`;
  await request.get("/trial-class");
  await request.post("/trial-class", {
    form: {
      childName,
      childAge: "5",
      courseName: "Vedic Maths",
      preferredSlot: "Weekday afternoon (3 – 5 PM)",
      parentName,
      phone: "+91 98200 33333",
      email: "farah@example.com",
      guardianConsent: "on",
    },
    maxRedirects: 0,
  });

  await logIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await hydrated("/admin/inbox?list=trials");
  const entry = page.getByRole("listitem").filter({ hasText: childName });
  await entry.getByRole("button", { name: new RegExp(`^Move to trash\\s*: ${parentName}$`) }).click();
  await expect(page.getByText("Moved to the trash").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox\?list=trials$/);
  await expect(page.getByRole("listitem").filter({ hasText: childName })).toHaveCount(0);
  await page.goto("/admin/inbox?list=trials&status=all");
  await expect(page.getByRole("listitem").filter({ hasText: childName })).toHaveCount(0);

  // The trash keeps it, and restoring puts it back in the list.
  await page.goto("/admin/inbox/trash");
  await checkA11y();
  await page.getByRole("button", { name: new RegExp(`^Restore\\s*: ${parentName}$`) }).click();
  await expect(page.getByText("Restored").first()).toBeVisible();
  await page.goto("/admin/inbox?list=trials");
  await expect(page.getByRole("listitem").filter({ hasText: childName })).toHaveCount(1);
});
