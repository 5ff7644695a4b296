import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

async function openNumbers(page: Page, chart: string) {
  const card = page.getByRole("region", { name: chart });
  await card.getByText("Show the numbers").click();
  return card;
}

test("the dashboard charts leads by week, program and stage, with the numbers as tables matching the inbox", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
}) => {
  // Two axe runs over the dashboard's charts and tables: more than the default 30 s on a busy machine.
  test.slow();
  await signInAsAdmin();
  await hydrated("/admin/dashboard");
  const leads = page.getByRole("region", { name: "Leads", exact: true });
  await expect(leads.getByRole("img").first()).toBeVisible();

  // A trial class request for a program of this run only, made now: it shows in every chart.
  const program = `Robotics ${test.info().project.name} ${Date.now()}`;
  await database`insert into trial_class_requests
    (child_name, child_age, course_name, preferred_slot, parent_name, phone, email, status)
    values ('Kabir', 7, ${program}, 'Saturday', 'Neha', '9820011111', 'neha@example.com', 'contacted')`;
  // Counted by its own program: the totals move as other tests add and delete their leads at the same time.
  await hydrated("/admin/dashboard");
  const programs = await openNumbers(page, "Demo and trial class requests, by program");
  await expect(programs.getByRole("row", { name: new RegExp(`^${program}`) })).toHaveText(
    new RegExp(`${program}\\s*0\\s*1\\s*1`),
  );
  await expect(programs.getByRole("img")).toHaveAccessibleName(new RegExp(`${program}: 1 request`));
  await openNumbers(page, "From new lead to enrolment");
  await checkA11y();

  // The charts' period opens in the inbox, every type and status, with the new lead in it. (That the counts are
  // the inbox's rows is proven by the integration test: here other tests add leads at the same time.)
  await page.getByRole("link", { name: "Open them in the inbox" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox\?status=all&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await page.getByRole("searchbox", { name: "Search" }).fill(program);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText(/^1 entry(, of any status)?$/)).toBeVisible();

  // Another period, chosen with a plain GET form.
  await hydrated("/admin/dashboard");
  await page.getByLabel("Period").selectOption("4");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]weeks=4/);
  await openNumbers(page, "Leads per week, by type");
  await expect(
    page.getByRole("table", { name: "Leads per week, by type" }).getByRole("rowheader").filter({ hasNotText: "All" }),
  ).toHaveCount(4);
  await checkA11y();

  await screenshots(page, "charts", leads);
});
