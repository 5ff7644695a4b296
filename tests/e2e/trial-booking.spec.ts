import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e.ts";
import { aFamily, fillBookingDetails } from "../support/trial-family.ts";

test.use({ allowedConsoleErrors: [/status of (400|409)/] });

/** The whole page at phone (360 px) and desktop width, for a person to look at, when SCREENSHOT_DIR is set. */
async function lookAt(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a parent books an open trial class, and gets its date, time in IST, place and calendar links", async ({
  page,
  hydrated,
  checkA11y,
  request,
}) => {
  // Four axe checks and the screenshots: well over the default on a busy machine.
  test.setTimeout(240_000);
  const family = aFamily("booking", "9");
  const childName = `Ishaan ${test.info().project.name}`;
  await hydrated("/trial-class");
  const form = page.getByRole("region", { name: "Book a Trial Class Now" });
  await checkA11y();
  await lookAt(page, "trial-booking-start");

  // A child outside the course's ages is told which course fits.
  await fillBookingDetails(form, { course: "Vedic Maths", age: "5", childName: childName, family });
  await form.getByRole("button", { name: "Show Open Classes" }).click();
  const again = page.getByRole("region", { name: "Book a Trial Class Now" });
  await expect(again.getByText("Vedic Maths is for children aged 8 to 14.")).toBeVisible();
  await expect(again.getByText(/For a 5-year-old, Abacus \(ages 5–14\) or Communicative English/)).toBeVisible();
  await checkA11y();

  await again.getByLabel("Course").selectOption("Abacus");
  await again.getByLabel(/I am this child's parent or guardian/).check();
  await again.getByRole("button", { name: "Show Open Classes" }).click();

  const pick = page.getByRole("region", { name: "Choose a Trial Class" });
  await expect(pick.getByText("Open trial classes in Abacus for a 5-year-old")).toBeVisible();
  const choices = pick.getByRole("radio");
  await expect(choices.first()).toBeVisible();
  await expect(pick.getByText(/\d+ seats? left/).first()).toBeVisible();
  await expect(pick.getByText(/IST/).first()).toBeVisible();
  await expect(pick.getByRole("button", { name: "Ask Us to Call Me" })).toBeVisible();
  // The honeypot rides along with the step a bot may post by itself.
  await expect(pick.locator('input[name="website_from"]')).toHaveCount(1);
  await checkA11y();
  await lookAt(page, "trial-booking-pick");

  await choices.first().check();
  await pick.getByRole("button", { name: "Book This Class" }).click();

  await expect(page).toHaveURL(/\/trial-class\/booking\/\d+-[\w-]{32}#booking-heading$/);
  const booked = page.getByRole("status").filter({ hasText: `${childName}'s trial class is booked` });
  const heading = booked.getByRole("heading", { name: `${childName}'s trial class is booked` });
  await expect(heading).toBeFocused();
  await expect(booked).toContainText("Abacus (free trial class)");
  await expect(booked).toContainText(/IST/);
  await expect(booked).toContainText(family.email);
  await expect(booked.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=.+&dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z&details=.+&location=/,
  );
  await checkA11y();
  await lookAt(page, "trial-booking-confirmed");

  const invite = await booked.getByRole("link", { name: "Download Calendar Invite (.ics)" }).getAttribute("href");
  const ics = await request.get(invite ?? "");
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const text = await ics.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain("SUMMARY:Abacus trial class");
  expect((await request.get(`${(invite ?? "").replace(/-[\w-]{32}\//, `-${"x".repeat(32)}/`)}`)).status()).toBe(404);
});

test("a parent whom no listed time suits asks for a call instead, as today", async ({ page }) => {
  const family = aFamily("booking", "9");
  await page.goto("/trial-class");
  const form = page.getByRole("region", { name: "Book a Trial Class Now" });
  await fillBookingDetails(form, { course: "Coding", age: "9", childName: "Meera", family });
  await form.getByRole("button", { name: "Show Open Classes" }).click();

  const pick = page.getByRole("region", { name: "Choose a Trial Class" });
  await pick.getByLabel("Preferred time").selectOption("Weekday evening (5 – 7 PM)");
  await pick.getByRole("button", { name: "Ask Us to Call Me" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Thank you, Neha Kulkarni!" });
  await expect(confirmation).toContainText("your request for a Coding trial class for Meera");
  await expect(confirmation).toContainText("Preferred time: Weekday evening (5 – 7 PM).");
});

test("a bot that fills the hidden field of the class step books no seat", async ({ request, database }) => {
  const family = aFamily("booking", "9");
  // The page gives this browser its form token.
  await request.get("/trial-class");
  const [session] = await database<{ id: number }[]>`
    select id from trial_sessions
    where course_id = 'abacus' and status = 'scheduled' and booked < capacity and starts_at > now() + interval '1 day'
    order by starts_at limit 1`;
  expect(session).toBeDefined();
  const response = await request.post("/trial-class", {
    form: {
      intent: "book-class",
      courseName: "Abacus",
      childAge: "7",
      childName: "Botty",
      ...family,
      guardianConsent: "on",
      sessionId: String(session?.id),
      website: "https://spam.example",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/trial-class");
  const [stored] = await database<{ count: number }[]>`
    select count(*)::int as count from trial_bookings where email = ${family.email}`;
  expect(stored?.count).toBe(0);
});
