import { readFile } from "node:fs/promises";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

test("a message sent on the site becomes a lead: found by part of its phone, worked, exported, trashed and deleted", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
}) => {
  // A long journey through six pages, each checked by axe.
  test.setTimeout(90_000);
  const run = `${test.info().project.name} ${Date.now()}`;
  const subject = `Batch timings ${run}`;
  // A phone number of this run only, so the search finds this lead and no other.
  const digits = String(Date.now()).slice(-5);
  const phone = `+91 98${digits.slice(0, 3)} ${digits.slice(3)}${test.info().project.name === "js" ? "111" : "222"}`;
  const name = `Rohan Mehta ${run}`;
  // The parent arrives from an advert's link on the home page, then goes on to the contact page.
  await hydrated("/?utm_source=facebook&utm_medium=paid&utm_campaign=diwali");
  await hydrated("/contact");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill("rohan@example.com");
  await page.getByLabel("Phone (optional)").fill(phone);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("When do the Saturday batches start?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank You!")).toBeVisible();

  await signInAsAdmin();
  await hydrated("/admin/dashboard");
  await expect(page.getByRole("link", { name: /^Inbox\s*\d+ unread/ })).toBeVisible();
  await checkA11y();

  // Found by part of the phone number, as staff remember it from a missed call.
  await hydrated("/admin/inbox");
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  const partOfPhone = phone.replace(/\D/g, "").slice(4, 10);
  await page.getByRole("searchbox", { name: "Search" }).fill(partOfPhone);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${partOfPhone}`));
  const entry = page.getByRole("listitem").filter({ hasText: subject });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Unread");
  await expect(entry.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/${phone.replace(/\D/g, "")}`,
  );
  await expect(entry.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", `tel:+${phone.replace(/\D/g, "")}`);
  await expect(entry.getByRole("link", { name: /^E-mail/ })).toHaveAttribute("href", "mailto:rohan@example.com");
  await checkA11y();
  await screenshots(page, "inbox-search");

  // The lead's page: everything it sent, its pipeline and notes.
  await entry.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("When do the Saturday batches start?")).toBeVisible();
  await expect(page.getByText("facebook / paid / diwali · landed on /")).toBeVisible();
  await checkA11y();
  // A note and the fields are saved together: nothing typed is lost whichever is done first.
  await page.getByLabel("Add a note (optional)").fill("Called back: wants the Saturday 10 AM batch.");
  await page.getByLabel("Status").selectOption("demo_booked");
  await page.getByLabel("Owner").selectOption({ label: "Site Admin" });
  await page.getByLabel("Follow up on").fill("2026-12-02");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Lead updated").first()).toBeVisible();
  // The note says who wrote it, by name.
  await expect(page.getByRole("listitem").filter({ hasText: "wants the Saturday 10 AM batch" })).toContainText(
    "Site Admin",
  );
  await expect(page.getByLabel("Add a note (optional)")).toHaveValue("");
  await expect(page.getByLabel("Status")).toHaveValue("demo_booked");
  await expect(page.getByLabel("Follow up on")).toHaveValue("2026-12-02");
  await checkA11y();
  await screenshots(page, "inbox-lead");

  // Back in the list, filtered by its new status and owner.
  await page.getByRole("link", { name: "← Back to the inbox" }).click();
  // The lead page has its own Status and Owner: the filters are the list's only once it is shown.
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("demo_booked");
  await page.getByLabel("Owner").selectOption({ label: "Site Admin" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=demo_booked/);
  const worked = page.getByRole("listitem").filter({ hasText: subject });
  await expect(worked).toContainText("Demo booked");
  await expect(worked).toContainText("Owner: Site Admin");
  await expect(worked).toContainText("1 note");
  await expect(worked).not.toContainText("Unread");
  await checkA11y();

  // The same view as an Excel workbook (read back in the integration tests).
  await expect(page.getByRole("link", { name: /Export these leads as Excel/ })).toHaveAttribute(
    "href",
    /^\/admin\/inbox\/export\/leads\?.*format=xlsx/,
  );
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export these leads as CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^skillsprouts-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  // India time, the phone as typed (to paste into WhatsApp), and the note itself with who wrote it.
  expect(csv).toContain(
    `"${name}","rohan@example.com","${phone}","${subject}","","","","","","When do the Saturday batches start?",` +
      `"+${phone.replace(/\D/g, "")}","Demo booked","Site Admin","2026-12-02","`,
  );
  expect(csv).toMatch(/"\d{4}-\d\d-\d\d \d\d:\d\d","Contact message"/);
  expect(csv).toMatch(
    /Site Admin: Called back: wants the Saturday 10 AM batch\.","yes","facebook \/ paid \/ diwali","\/"/,
  );

  // Moved to the trash from its page, then undone from the list it lands on: back as it was.
  await worked.getByRole("link", { name, exact: true }).click();
  await page.getByRole("button", { name: new RegExp(`^Move to trash\\s*: ${name}$`) }).click();
  await expect(page.getByText("Moved to the trash").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox\?/);
  await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);
  const undo = page.getByRole("status").filter({ hasText: `The contact message of ${name} can be restored` });
  await checkA11y();
  await undo.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Restored").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(1);

  // Deleted on request: to the trash from the list, then for good from the trash by an admin.
  await page
    .getByRole("listitem")
    .filter({ hasText: subject })
    .getByRole("button", { name: new RegExp(`^Move to trash\\s*: ${name}$`) })
    .click();
  await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole("link", { name: "Trash", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
  // The trash's own list, not the toasts (also list items) that name the lead.
  const trashed = page.getByRole("main").getByRole("listitem").filter({ hasText: name });
  await expect(trashed).toContainText("Moved to the trash by Site Admin");
  await checkA11y();
  await screenshots(page, "inbox-trash");
  await trashed.getByRole("link", { name: new RegExp(`^Delete for good\\s*: ${name}$`) }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(`the contact message of ${name} and its notes. It cannot be restored.`);
  await checkA11y();
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Deleted for good").first()).toBeVisible();
  await expect(trashed).toHaveCount(0);
  const left = await database`
    select id from contact_messages where subject = ${subject}
    union all select id from lead_trash where name = ${name}`;
  expect(left).toHaveLength(0);
  const audit = await database<{ summary: string }[]>`
    select summary from admin_audit_log where summary like ${`%the lead of ${name}%`} order by id`;
  expect(audit.map((entry) => entry.summary)).toEqual([
    `Moved the lead of ${name} (contact message) to the trash`,
    `Restored the lead of ${name} (contact message) from the trash`,
    `Moved the lead of ${name} (contact message) to the trash`,
    `Deleted the lead of ${name} (contact message) for good`,
  ]);
});

test("the pager walks a long list on and back by its links, each page the one its number says", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
}) => {
  const run = `Pages${test.info().project.name}${Date.now()}`;
  // 60 leads of this run, one a minute: three pages of 25, 25 and 10, newest first.
  await database`
    insert into contact_messages (name, email, subject, message, created_at)
    select ${run} || ' Parent ' || lpad(i::text, 2, '0'), 'p' || i || '@example.com', 'Fees', 'How much?',
      now() - make_interval(mins => 60 - i)
    from generate_series(1, 60) as i`;
  await signInAsAdmin();
  const names = () => page.getByRole("heading", { name: new RegExp(`^${run} Parent`) }).allTextContents();
  const pages = page.getByRole("navigation", { name: "Pages" });

  await hydrated(`/admin/inbox?q=${run}`);
  await expect(pages).toContainText("Page 1 of 3");
  expect((await names())[0]).toBe(`${run} Parent 60`);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(pages).toContainText("Page 2 of 3");
  await expect(page).toHaveURL(/page=2&after=\d+-messages-\d+/);
  const second = await names();
  expect([second[0], second.at(-1)]).toEqual([`${run} Parent 35`, `${run} Parent 11`]);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(pages).toContainText("Page 3 of 3");
  expect(await names()).toHaveLength(10);
  await checkA11y();

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(pages).toContainText("Page 2 of 3");
  await expect(page).toHaveURL(/page=2&before=\d+-messages-\d+/);
  expect(await names()).toEqual(second);
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(pages).toContainText("Page 1 of 3");
  expect((await names())[0]).toBe(`${run} Parent 60`);
});

test("on a phone the inbox shows its leads first, with the filters and bulk actions folded", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
  database,
}) => {
  const name = `Phone-width parent ${test.info().project.name} ${Date.now()}`;
  await database`insert into contact_messages (name, email, subject, message) values (${name}, 'p@example.com', 'Fees', 'How much?')`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin();
  await hydrated("/admin/inbox");

  // Whichever lead is newest (other journeys add leads too): the list starts on the first screen.
  const firstLead = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox") })
    .first();
  await expect(firstLead).toBeVisible();
  const box = await firstLead.boundingBox();
  expect(box?.y ?? Infinity).toBeLessThan(844);
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Assign" })).toBeHidden();
  await checkA11y();

  // Unfolded with a tap (a plain disclosure, with or without JavaScript).
  await page.getByText("Search and filters", { exact: true }).click();
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeVisible();
  // Last: taking them leaves the page at desktop width, where the line to tap is gone.
  await screenshots(page, "inbox-phone");
});
