import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

/*
 * Staff keep the trial class schedule at phone width, with JavaScript on and off. Nothing here reaches the booking
 * page other runs use: the weekly class is paused, the single class is for 3-year-olds only, and the closed day is
 * past the weeks the schedule makes.
 */

const DAY = 24 * 3600_000;
const indiaDate = (at: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata" }).format(at);

test.use({ allowedConsoleErrors: [/status of 400/] });

test("staff add, change and remove a weekly class, a single class and a closed day at phone width", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const run = `${test.info().project.name}-${Date.now()}`;
  const teacher = `Teacher ${run}`;
  // Each project closes a day of its own, two months ahead.
  const closedDay = indiaDate(new Date(Date.now() + (javaScriptEnabled ? 60 : 61) * DAY));
  const classDay = indiaDate(new Date(Date.now() + (javaScriptEnabled ? 20 : 21) * DAY));
  try {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsAdmin();
    await hydrated("/admin/trial-schedule");
    await expect(page.getByRole("heading", { level: 1, name: "Trial class schedule" })).toBeVisible();
    await checkA11y();

    // A weekly class, paused so it makes no classes: a mistake first, told on its field.
    await page.getByRole("link", { name: "Add a weekly class" }).click();
    const weekly = page.getByRole("region", { name: "Add a weekly class" });
    await weekly.getByLabel("Course").selectOption({ label: "Abacus" });
    await weekly.getByLabel("Day of the week").selectOption("Sunday");
    await weekly.getByLabel("Start (IST)").fill("07:15");
    await weekly.getByLabel("Where").selectOption("At our office");
    await weekly.getByLabel("Teacher").fill(teacher);
    await weekly.getByRole("checkbox", { name: /Make classes from this every week/ }).uncheck();
    await weekly.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/Please enter the address/).first()).toBeVisible();
    await checkA11y();
    await page.getByLabel("Address").fill("2nd floor, Mira Road");
    await page.getByRole("button", { name: "Save" }).click();
    const listed = page.getByRole("listitem").filter({ hasText: teacher });
    await expect(listed).toContainText("Sunday 07:15 IST · Abacus");
    await expect(listed).toContainText("Paused");

    // Edited, then deleted after confirming.
    await listed.getByRole("link", { name: /^Edit/ }).click();
    await page.getByLabel("Seats").fill("12");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: teacher })).toContainText("12 seats");
    await page
      .getByRole("listitem")
      .filter({ hasText: teacher })
      .getByRole("link", { name: /^Delete/ })
      .click();
    await page.getByRole("button", { name: /^Delete/ }).click();
    await expect(page.getByRole("listitem").filter({ hasText: teacher })).toHaveCount(0);

    // A day closed, then opened again.
    await page.getByLabel("Day to close").fill(closedDay);
    await page.getByLabel("Reason (for staff)").fill(`Training ${run}`);
    await page.getByRole("button", { name: "Close this day" }).click();
    const closed = page.getByRole("region", { name: "Closed days" }).getByRole("listitem").filter({ hasText: run });
    await expect(closed).toBeVisible();
    await closed.getByRole("button", { name: /^Open again/ }).click();
    await expect(
      page.getByRole("region", { name: "Closed days" }).getByRole("listitem").filter({ hasText: run }),
    ).toHaveCount(0);

    // A single class, then its meeting link added.
    await page.getByRole("link", { name: "Add a class" }).click();
    const adding = page.getByRole("region", { name: "Add a class" });
    await adding.getByLabel("Course").selectOption({ label: "Abacus" });
    await adding.getByLabel("Day").fill(classDay);
    await adding.getByLabel("Start (IST)").fill("18:40");
    await adding.getByLabel("Where").selectOption("Online");
    await adding.getByLabel("Teacher").fill(teacher);
    await adding.getByLabel("Youngest age").fill("3");
    await adding.getByLabel("Oldest age").fill("3");
    await adding.getByRole("button", { name: "Add the class" }).click();
    const added = page.getByRole("listitem").filter({ hasText: teacher });
    await expect(added).toContainText("6:40 – 7:25 PM IST · Abacus");
    await expect(added).toContainText("No meeting link yet");
    await added.getByRole("link", { name: /^Change/ }).click();
    await added.getByLabel("Meeting link (online classes)").fill("https://meet.example.com/trial");
    await checkA11y();
    await added.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: teacher })).not.toContainText("No meeting link yet");
    const [row] = await database<{ meetingUrl: string; minAge: number }[]>`
      select meeting_url as "meetingUrl", min_age as "minAge" from trial_sessions where teacher_name = ${teacher}`;
    expect(row).toEqual({ meetingUrl: "https://meet.example.com/trial", minAge: 3 });
    await screenshots(page, "trial-schedule");
  } finally {
    await database`delete from trial_sessions where teacher_name = ${teacher}`;
    await database`delete from trial_patterns where teacher_name = ${teacher}`;
    await database`delete from trial_closures where day = ${closedDay}`;
  }
});
