import { expect, test } from "../support/e2e.ts";
import { subjectsTo } from "../support/outbox.ts";
import { aFamily, fillBookingDetails } from "../support/trial-family.ts";

test("a parent moves a booked trial class to another time, then cancels it, from the booking's link", async ({
  page,
  hydrated,
  checkA11y,
  request,
  database,
}) => {
  // Three axe checks on a busy machine: well over the default.
  test.setTimeout(240_000);
  const family = aFamily("change", "8");
  const childName = `Anaya ${test.info().project.name}`;
  await hydrated("/trial-class");
  const form = page.getByRole("region", { name: "Book a Trial Class Now" });
  await fillBookingDetails(form, { course: "Abacus", age: "7", childName: childName, family });
  await form.getByRole("button", { name: "Show Open Classes" }).click();
  const pick = page.getByRole("region", { name: "Choose a Trial Class" });
  await pick.getByRole("radio").first().check();
  await pick.getByRole("button", { name: "Book This Class" }).click();
  await expect(page).toHaveURL(/\/trial-class\/booking\/\d+-[\w-]{32}#booking-heading$/);
  const viewPath = new URL(page.url()).pathname;
  const bookingId = Number(/\/booking\/(\d+)-/.exec(viewPath)?.[1]);

  // The view link is not a change link.
  expect((await request.get(`${viewPath}/change`)).status()).toBe(404);

  await page.getByRole("link", { name: "Move or cancel this trial class" }).click();
  await expect(page).toHaveURL(/\/trial-class\/booking\/\d+-[\w-]{32}\/change$/);
  const changePath = new URL(page.url()).pathname;
  expect(changePath).not.toBe(`${viewPath}/change`);
  await expect(page.getByRole("heading", { name: `Change ${childName}'s trial class` })).toBeVisible();
  await expect(page.getByText(/IST/).first()).toBeVisible();
  await checkA11y();

  const [before] = await database<{ sessionId: number }[]>`
    select session_id as "sessionId" from trial_bookings where id = ${bookingId}`;
  const choice = page.getByRole("radio").first();
  const label = await page.locator(`label[for="${await choice.getAttribute("id")}"]`).innerText();
  await choice.check();
  await page.getByRole("button", { name: "Move to This Class" }).click();
  await expect(page).toHaveURL(/\/change\?done=moved#change-heading$/);
  await expect(page.getByRole("status")).toContainText("Done: the trial class is moved");
  await expect(page.getByRole("heading", { name: `Change ${childName}'s trial class` })).toBeFocused();
  // The page shows the chosen time now: "5:30 – 6:15 PM IST".
  const time = /^.*?IST/.exec(label)?.[0] ?? "";
  await expect(page.getByRole("definition").filter({ hasText: time })).toBeVisible();
  const [after] = await database<{ sessionId: number }[]>`
    select session_id as "sessionId" from trial_bookings where id = ${bookingId}`;
  expect(after?.sessionId).not.toBe(before?.sessionId);
  await checkA11y();

  // Cancelling asks once more, on a page of its own; "No, keep it" leaves everything as it was.
  await page.getByRole("link", { name: "Cancel This Booking" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this trial class?" })).toBeVisible();
  await page.getByRole("link", { name: "No, Keep It" }).click();
  await expect(page.getByRole("heading", { name: `Change ${childName}'s trial class` })).toBeVisible();
  await page.getByRole("link", { name: "Cancel This Booking" }).click();
  await checkA11y();
  await page.getByRole("button", { name: "Yes, Cancel the Trial Class" }).click();
  await expect(page).toHaveURL(/\/change\?done=cancelled#change-heading$/);
  await expect(page.getByRole("heading", { name: `${childName}'s trial class is cancelled` })).toBeFocused();
  await expect(page.getByRole("link", { name: "Book another trial class" })).toBeVisible();
  const [cancelled] = await database<{ status: string }[]>`select status from trial_bookings where id = ${bookingId}`;
  expect(cancelled?.status).toBe("cancelled");
  // Each change is mailed to the parent too, by the background job: the new time, then the cancel.
  await expect
    .poll(() => subjectsTo(family.email), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Moved: Abacus trial class, .+ IST \| SkillSprouts$/),
        expect.stringMatching(/^Cancelled: Abacus trial class, /),
      ]),
    );

  await page.goto(viewPath);
  await expect(page.getByRole("heading", { name: "This trial class was cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Move or cancel this trial class" })).toHaveCount(0);
});
