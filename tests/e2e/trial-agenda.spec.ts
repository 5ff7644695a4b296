import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

test("staff see today's booked child on the agenda at phone width and mark attendance", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
}) => {
  const run = `${test.info().project.name}-${Date.now()}`;
  const child = `Aarav ${run}`;
  // A class of this run that started up to ten minutes ago, with one booked child. It never starts before
  // India's midnight: just after it, ten minutes ago is yesterday, and the agenda begins at today.
  const [session] = await database<{ id: number }[]>`
    insert into trial_sessions (course_id, starts_at, minutes, mode, capacity, booked, teacher_name)
    values ('abacus', greatest(now() - interval '10 minutes',
      date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'),
      45, 'online', 6, 1, ${`Teacher ${run}`}) returning id`;
  const sessionId = session?.id ?? 0;
  try {
    await database`
      insert into trial_bookings (submission_id, session_id, child_name, child_age, parent_name, phone, email, phone_e164)
      values (gen_random_uuid(), ${sessionId}, ${child}, 7, 'Neha Kulkarni', '98200 12345', 'neha@example.com',
        '+919820012345')`;
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsAdmin();
    await hydrated("/admin/trial-agenda");
    await expect(page.getByRole("heading", { level: 1, name: "Trial class agenda" })).toBeVisible();
    const children = page.getByRole("list", { name: /^Children in Abacus/ }).filter({ hasText: child });
    await expect(children.getByRole("link", { name: /Call/ }).first()).toHaveAttribute("href", /^tel:/);
    await checkA11y();
    await children.getByRole("button", { name: new RegExp(`^Attended\\s*:\\s*${child}$`) }).click();
    await expect
      .poll(async () => {
        const [row] = await database<{ status: string }[]>`
          select status from trial_bookings where session_id = ${sessionId}`;
        return row?.status;
      })
      .toBe("attended");
    await screenshots(page, "trial-agenda");
  } finally {
    await database`delete from trial_bookings where session_id = ${sessionId}`;
    await database`delete from trial_sessions where id = ${sessionId}`;
  }
});

test("staff cancel a class at phone width after confirming, and find its family to call", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
}) => {
  const run = `${test.info().project.name}-${Date.now()}`;
  const child = `Diya ${run}`;
  const teacher = `Teacher ${run}`;
  // A class of this run tomorrow, with one booked child (no lead: the agenda lists the booking itself).
  const [session] = await database<{ id: number }[]>`
    insert into trial_sessions (course_id, starts_at, minutes, mode, capacity, booked, teacher_name)
    values ('abacus', now() + interval '1 day', 45, 'online', 6, 1, ${teacher}) returning id`;
  const sessionId = session?.id ?? 0;
  try {
    await database`
      insert into trial_bookings (submission_id, session_id, child_name, child_age, parent_name, phone, email, phone_e164)
      values (gen_random_uuid(), ${sessionId}, ${child}, 7, 'Ritu Shah', '98200 54321', 'ritu@example.com',
        '+919820054321')`;
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsAdmin();
    await hydrated(`/admin/trial-agenda?teacher=${encodeURIComponent(teacher)}`);
    const card = page.getByRole("article").filter({ hasText: child });
    await card.getByRole("link", { name: /^Cancel this class/ }).click();
    const confirm = card.getByRole("group", { name: /^Cancel Abacus at / });
    await expect(confirm).toContainText("Its family gets an e-mail saying sorry");
    await checkA11y();
    await confirm.getByRole("link", { name: "Keep the class" }).click();
    await expect(card.getByRole("group")).toHaveCount(0);
    await card.getByRole("link", { name: /^Cancel this class/ }).click();
    await card.getByRole("button", { name: "Yes, cancel the class" }).click();
    await expect(page).toHaveURL(/#call-back$/);
    const calls = page.getByRole("region", { name: "To call back" });
    const call = calls.getByRole("listitem").filter({ hasText: child });
    await expect(call).toContainText("We cancelled the class");
    await expect(call.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /sorry%20we%20had%20to%20cancel/,
    );
    const [row] = await database<{ status: string; cancelledBy: string }[]>`
      select status, cancelled_by as "cancelledBy" from trial_bookings where session_id = ${sessionId}`;
    expect(row).toEqual({ status: "cancelled", cancelledBy: "office" });
    await checkA11y();
    await screenshots(page, "trial-agenda-cancelled");
  } finally {
    await database`delete from trial_bookings where session_id = ${sessionId}`;
    await database`delete from trial_sessions where id = ${sessionId}`;
  }
});
