import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

test("the dashboard shows how trial classes turned out, by course, mode and source", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
}) => {
  // A course of this run only, held two days ago: one child came, one did not.
  const course = `robotics-${test.info().project.name}-${Date.now()}`;
  const [session] = await database<{ id: number }[]>`
    insert into trial_sessions (course_id, starts_at, minutes, mode, capacity, booked)
    values (${course}, now() - interval '2 days', 45, 'online', 6, 2) returning id`;
  const sessionId = session?.id ?? 0;
  try {
    for (const status of ["attended", "no_show"]) {
      await database`
        insert into trial_bookings (submission_id, session_id, child_name, child_age, parent_name, phone, email, status)
        values (gen_random_uuid(), ${sessionId}, 'Kabir', 7, 'Neha', '9820011111', 'neha@example.com', ${status})`;
    }
    await signInAsAdmin();
    await hydrated("/admin/dashboard");
    const panel = page.getByRole("region", { name: "Trial Classes" });
    await expect(panel.getByText("Trial requests that booked a class")).toBeVisible();
    const byCourse = panel.getByRole("table", { name: "Show-up rate by course" });
    await expect(byCourse.getByRole("row", { name: new RegExp(`^${course}`) })).toHaveText(
      new RegExp(`${course}\\s*1\\s*1\\s*50%`),
    );
    await expect(panel.getByRole("table", { name: "Show-up rate by mode" })).toContainText("Online");
    await checkA11y();
    await screenshots(page, "trial-outcomes", panel);
  } finally {
    await database`delete from trial_bookings where session_id = ${sessionId}`;
    await database`delete from trial_sessions where id = ${sessionId}`;
  }
});
