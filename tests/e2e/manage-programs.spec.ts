import { expect, test } from "../support/e2e.ts";

test.use({ allowedConsoleErrors: [/status of 404/] });

// Two journeys, not one: the page holds every program's whole form, and together they outgrew a test's time
// on a busy machine.
test("an admin sees every program's fields", async ({ page, hydrated, checkA11y, signInAsAdmin }) => {
  await signInAsAdmin();
  await hydrated("/admin/manage-programs");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Programs" })).toBeVisible();
  await page.locator("summary", { hasText: "Vedic Maths" }).click();
  const vedic = page.locator("#program-vedic-maths");
  await expect(vedic.getByLabel("Title", { exact: true })).toHaveValue("Vedic Maths");
  await expect(vedic.getByLabel("Features (one per line)")).not.toHaveValue("");
  await checkA11y();
});

test("an admin adds a hidden program and deletes it", async ({ page, hydrated, signInAsAdmin }) => {
  const title = `Chess Club ${test.info().project.name} ${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/manage-programs");
  await page.getByRole("link", { name: "Add a program" }).click();
  const form = page.locator("#program-new");
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Short description", { exact: true }).fill("Think ahead, move by move.");
  await form.getByLabel("Description", { exact: true }).fill("Strategy games for sharp minds.");
  await form.getByLabel("Full description", { exact: true }).fill("Children learn chess step by step.");
  await form.getByLabel("Features (one per line)").fill("Openings\nTactics");
  await form.getByLabel("What students learn (one per line)").fill("Plan ahead");
  await form.getByLabel("Benefits (one per line)").fill("Patience");
  await form.getByLabel("Show on the website").uncheck();
  await form.getByRole("button", { name: "Add program" }).click();
  await expect(page.getByText("Program added").first()).toBeVisible();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const item = page.locator(`#program-${slug}`);
  await expect(item.getByText("Hidden")).toBeVisible();
  expect((await page.request.get(`/programs/${slug}`)).status()).toBe(404);

  // Opened as a page the framework runs: a click before it has taken over the page could be lost.
  await hydrated(`/admin/manage-programs?delete=${slug}`);
  await expect(page.getByText("Are you sure?")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Program deleted").first()).toBeVisible();
  await expect(page.locator(`#program-${slug}`)).toHaveCount(0);
});

test("Save All Changes saves the edits made in every program card, not only one", async ({
  page,
  hydrated,
  checkA11y,
  database,
  signInAsAdmin,
}) => {
  // Two hidden programs of this run's own, so the run with and without JavaScript do not meet.
  const run = `${test.info().project.name}-${Date.now()}`;
  const ids = [`robotics-${run}`, `drama-${run}`];
  for (const [index, id] of ids.entries()) {
    await database`
      insert into programs (id, icon, title, short_description, description, full_description, color, features,
        learning_outcomes, benefits, is_published, sort_order)
      values (${id}, 'Sparkles', ${`Program ${index + 1} ${run}`}, 'One line.', 'Two lines.', 'Three lines.',
        'from-rose-400 to-pink-500', '["A feature"]', '["An outcome"]', '["A benefit"]', false, ${1000 + index})`;
  }
  try {
    await signInAsAdmin();
    await hydrated("/admin/manage-programs");
    for (const [index, id] of ids.entries()) {
      await page.locator(`#program-${id} summary`).click();
      await page
        .locator(`#program-${id}`)
        .getByLabel("Title", { exact: true })
        .fill(`Renamed ${index + 1} ${run}`);
    }
    // The Marathi is edited beside the English, in the same card.
    await page.locator(`#program-${ids[1]}`).getByLabel("Title in Marathi").fill("नाटक");
    await checkA11y();
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("Programs Saved").first()).toBeVisible();
    const rows = await database<{ id: string; title: string; version: number }[]>`
      select id, title, version from programs where id = any(${ids}) order by sort_order`;
    expect(rows).toEqual([
      { id: ids[0], title: `Renamed 1 ${run}`, version: 2 },
      { id: ids[1], title: `Renamed 2 ${run}`, version: 2 },
    ]);
    for (const id of ids) await expect(page.locator(`#program-${id} summary`)).toContainText(/Renamed/);
    const [drama] = await database<{ title: string }[]>`
      select translations->'mr'->>'title' as title from programs where id = ${ids[1] ?? ""}`;
    expect(drama?.title).toBe("नाटक");
    // Without its descriptions, the Marathi page still shows them in English: the list says so.
    await expect(page.locator(`#program-${ids[1]} summary`)).toContainText("Marathi page in English");
  } finally {
    await database`delete from programs where id = any(${ids})`;
  }
});
