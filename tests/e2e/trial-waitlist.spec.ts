import { expect, test } from "../support/e2e.ts";
import { linkFor } from "../support/outbox.ts";
import { screenshots } from "../support/screenshots.ts";
import { aFamily, fillBookingDetails } from "../support/trial-family.ts";

test.use({ allowedConsoleErrors: [/status of (400|409)/] });

/*
 * A parent whose class is full waits for it; the office adds a seat; the parent books it from the mailed link.
 * Each project has a course of its own, and the class takes 14-year-olds only, so no other run ever sees it.
 */
test("a parent joins a full class's waiting list and books the seat the office adds", async ({
  page,
  hydrated,
  checkA11y,
  database,
  signInAsAdmin,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const course = javaScriptEnabled
    ? { id: "vedic-maths", title: "Vedic Maths" }
    : { id: "communicative-english", title: "Communicative English" };
  const teacher = `Teacher waitlist ${project}-${Date.now()}`;
  const family = aFamily("waitlist", "8");
  const childName = `Riya ${project}`;
  const [session] = await database<{ id: number }[]>`
    insert into trial_sessions (course_id, starts_at, minutes, mode, capacity, booked, teacher_name, min_age, max_age)
    values (${course.id}, date_trunc('minute', now()) + interval '2 days', 45, 'online', 1, 1, ${teacher}, 14, 14)
    returning id`;
  const sessionId = session?.id ?? 0;
  try {
    await page.setViewportSize({ width: 360, height: 800 });
    await hydrated("/trial-class");
    const form = page.getByRole("region", { name: "Book a Trial Class Now" });
    await fillBookingDetails(form, { course: course.title, age: "14", childName, family });
    await form.getByRole("button", { name: "Show Open Classes" }).click();

    const pick = page.getByRole("region", { name: "Choose a Trial Class" });
    const full = pick.getByRole("group", { name: "Full classes" });
    await expect(full.getByText("Full", { exact: true })).toBeVisible();
    await checkA11y();
    await screenshots(page, "trial-waitlist-pick");
    await full.getByRole("radio").first().check();
    await pick.getByRole("button", { name: "Join the Waiting List" }).click();
    const joined = page.getByRole("status").filter({ hasText: `${childName} is on the waiting list` });
    await expect(joined).toContainText(family.email);
    await checkA11y();
    await screenshots(page, "trial-waitlist-joined");

    // The office sees the family waiting on the agenda, and adds a seat to the class.
    await signInAsAdmin();
    await hydrated(`/admin/trial-agenda?teacher=${encodeURIComponent(teacher)}`);
    const waiting = page.getByRole("list", { name: /^Waiting for / });
    await expect(waiting).toContainText(childName);
    await expect(waiting.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:/);
    await checkA11y();
    await screenshots(page, "trial-waitlist-agenda");
    await hydrated(`/admin/trial-schedule?class=${sessionId}#class-${sessionId}`);
    const card = page.locator(`#class-${sessionId}`);
    await expect(card).toContainText("1 waiting");
    await card.getByLabel("Seats").fill("2");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.locator(`#class-${sessionId}`)).toContainText("1 of 2 seats booked");

    // The family's mail leads to the seat.
    const link = await linkFor(family.email, "/trial-class/waitlist", "\\d+-[\\w-]{32}", "/");
    await hydrated(new URL(link).pathname);
    await expect(page.getByRole("heading", { name: `A seat is free for ${childName}` })).toBeVisible();
    await checkA11y();
    await screenshots(page, "trial-waitlist-offer");
    await page.getByRole("button", { name: "Book This Seat" }).click();
    await expect(page).toHaveURL(/\/trial-class\/booking\/\d+-[\w-]{32}#booking-heading$/);
    await expect(page.getByRole("heading", { name: `${childName}'s trial class is booked` })).toBeVisible();
  } finally {
    await database`delete from trial_waitlist where session_id = ${sessionId}`;
    await database`delete from trial_bookings where session_id = ${sessionId}`;
    await database`delete from trial_sessions where id = ${sessionId}`;
  }
});
