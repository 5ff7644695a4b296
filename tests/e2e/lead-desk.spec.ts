import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

// The bulk form sent with nothing ticked is answered 400, as a refused form is.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test("staff give several leads to someone at once, send a WhatsApp template, and read the lead's history", async ({
  page,
  context,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const run = `${test.info().project.name}${Date.now()}`;
  const parents = [`Neha Kulkarni ${run}`, `Farah Khan ${run}`];
  for (const [index, parent] of parents.entries()) {
    await database`
      insert into trial_class_requests (child_name, child_age, course_name, preferred_slot, parent_name, phone, email)
      values (${index === 0 ? "Kabir" : "Zoya"}, 7, 'Abacus', 'Saturday morning', ${parent}, '98200 11111',
        ${`parent${index}.${run}@example.com`})`;
  }
  // WhatsApp's site is not reached from the tests: its page is stood in for.
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  await signInAsAdmin();

  await hydrated(`/admin/inbox?q=${run}`);
  const bulk = page.getByRole("form", { name: "Change several leads at once" });
  // Nothing ticked: said so, and nothing changes.
  await bulk.getByLabel("Give them to").selectOption({ label: "Site Admin" });
  await bulk.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please tick the leads to change first." })).toBeVisible();
  for (const parent of parents) await page.getByRole("checkbox", { name: `Select ${parent}` }).check();
  await bulk.getByLabel("Give them to").selectOption({ label: "Site Admin" });
  await checkA11y();
  await screenshots(page, "inbox-bulk");
  await bulk.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("2 leads given to Site Admin").first()).toBeVisible();
  // With JavaScript, focus lands on the list's count, not the top of the page (the form folds away on a phone).
  if (javaScriptEnabled) await expect(page.getByRole("status").filter({ hasText: /^\d+ entr/ })).toBeFocused();
  for (const parent of parents) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: parent }) });
    await expect(card).toContainText("Owner: Site Admin");
    await expect(page.getByRole("checkbox", { name: `Select ${parent}` })).not.toBeChecked();
  }

  // The lead's page offers the templates that suit it, filled in.
  await page.getByRole("link", { name: parents[0], exact: true }).click();
  const messages = page.getByRole("region", { name: "Send a message" });
  const confirmation = messages.getByRole("listitem").filter({ hasText: "Trial class confirmation" });
  await expect(confirmation).toContainText(`Namaste ${parents[0]}, this is Site Admin from SkillSprouts.`);
  await expect(confirmation.getByRole("link", { name: /E-mail it/ })).toHaveAttribute(
    "href",
    /^mailto:parent0\..+@example\.com\?subject=Kabir's%20free%20Abacus%20trial%20class&body=Namaste%20/,
  );
  await checkA11y();

  // WhatsApp opens with the message typed in; once it went, one tap logs it on the lead's history.
  const opening = context.waitForEvent("page");
  await confirmation.getByRole("link", { name: /Open in WhatsApp/ }).click();
  const whatsApp = await opening;
  await expect.poll(() => whatsApp.url()).toMatch(/^https:\/\/wa\.me\/919820011111\?text=Namaste%20Neha%20Kulkarni/);
  await whatsApp.close();
  const history = page.getByRole("region", { name: "History and notes" });
  await expect(history.getByRole("listitem").filter({ hasText: "sent a WhatsApp message" })).toHaveCount(0);
  await confirmation.getByRole("button", { name: /^Sent on WhatsApp\s*: Trial class confirmation$/ }).click();
  await expect(page.getByText("Logged: WhatsApp message sent").first()).toBeVisible();
  await expect(history.getByRole("listitem").filter({ hasText: "sent a WhatsApp message" })).toContainText(
    "Site Admin sent a WhatsApp message: “Trial class confirmation”",
  );
  await expect(history).toContainText("Site Admin took the lead");
  await expect(history).toContainText(`${parents[0]} sent the trial class request`);
  await checkA11y();
  await screenshots(page, "inbox-lead-history");

  // Time to first contact is on the dashboard.
  await hydrated("/admin/dashboard");
  const chart = page.getByRole("region", { name: "Time to first contact, by owner" });
  await expect(chart.getByRole("img")).toHaveAccessibleName(/Site Admin: .+ contacted/);
  await checkA11y();
});

test("an admin writes a message template, and a detail the inbox does not know is refused with the text kept", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  const name = `Batch reminder ${test.info().project.name}${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/settings");
  const templates = page.getByRole("region", { name: "Message templates" });
  await expect(templates.getByRole("region", { name: "Trial class confirmation" })).toBeVisible();
  const adding = templates.getByRole("region", { name: "Add a template" });
  await adding.getByLabel("Name").fill(name);
  await adding.getByLabel("E-mail subject").fill("Your batch");
  await adding.getByLabel("Message").fill("Namaste {parent}, {chlid}'s batch starts on Monday.");
  await adding.getByRole("button", { name: "Add template" }).click();
  await expect(adding.getByText("{chlid} is not a detail the inbox knows.", { exact: false })).toBeVisible();
  await expect(adding.getByLabel("Message")).toHaveValue("Namaste {parent}, {chlid}'s batch starts on Monday.");
  await checkA11y();
  await adding.getByLabel("Message").fill("Namaste {parent}, {child}'s batch starts on Monday.");
  await adding.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByText("Template added").first()).toBeVisible();
  const added = templates.getByRole("region", { name });
  await expect(added.getByLabel("Message")).toHaveValue("Namaste {parent}, {child}'s batch starts on Monday.");
  await expect(adding.getByLabel("Name")).toHaveValue("");
  await screenshots(page, "settings-templates");
  await added.getByRole("button", { name: /^Delete template/ }).click();
  await expect(page.getByText("Template deleted").first()).toBeVisible();
  await expect(templates.getByRole("region", { name })).toHaveCount(0);
});
