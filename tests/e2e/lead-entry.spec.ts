import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { createCookie } from "react-router";
import type { Sql } from "../support/admin-session.ts";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

// A refused form is answered 400, and the import page refuses staff with 403: both are logged by the browser.
test.use({ allowedConsoleErrors: [/status of 40[03] \(/] });

/** A member of staff of this test only, signed in as the app signs people in: a session row and its cookie. */
async function signInAsStaff(database: Sql, context: BrowserContext, baseURL: string, fullName: string) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const [staff] = await database<{ id: string }[]>`
    insert into users (email, full_name, password_hash, role, email_verified_at)
    values (${email}, ${fullName}, 'x', 'staff', now()) returning id`;
  const token = randomBytes(32).toString("base64url");
  const sessionId = createHash("sha256").update(token).digest("hex");
  await database`insert into sessions (id, user_id, expires_at) values (${sessionId}, ${staff?.id ?? ""}, now() + interval '1 day')`;
  const secret = (await readFile(path.join(process.env.E2E_DATA_DIR ?? "", "session-secret"), "utf8")).trim();
  const header = await createCookie("__session", { secrets: [secret], path: "/" }).serialize(token);
  const value = header.slice(header.indexOf("=") + 1, header.indexOf(";"));
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** Nothing on the page is wider than a phone's screen of 390 px. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("staff enter a parent's phone call as a new lead, theirs and read, with a note and a follow-up", async ({
  page,
  context,
  hydrated,
  checkA11y,
  database,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const run = `${test.info().project.name}${Date.now()}`;
  const parent = `Neha Kulkarni ${run}`;
  const staffName = `Sita Iyer ${run}`;
  await signInAsStaff(database, context, baseURL ?? "", staffName);

  await hydrated("/admin/inbox");
  // Staff add leads by hand; importing a spreadsheet's list is for admins.
  await expect(page.getByRole("link", { name: "Import a CSV" })).toHaveCount(0);
  await page.getByRole("link", { name: "New lead" }).click();
  await expect(page.getByRole("heading", { name: "New lead", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Trial class request" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("radio", { name: "Phone call" })).toBeChecked();
  await checkA11y();
  await expectFitsPhone(page);
  await screenshots(page, "new-lead");

  // Only a name: the phone field says what is missing, and the name is still there.
  await page.getByLabel("Parent's name").fill(parent);
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByText("Please enter a phone number or an e-mail address.")).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Parent's name")).toHaveValue(parent);
  await checkA11y();

  await page.getByLabel("Phone", { exact: true }).fill("098200 12345");
  await page.getByLabel("Child's age (optional)").selectOption("8");
  await page.getByLabel("Course (optional)").selectOption({ index: 1 });
  await page.getByLabel("Follow up on (optional)").fill("2030-01-15");
  await page.getByLabel("First note (optional)").fill("Called about the weekend batches.");
  await page.getByRole("button", { name: "Save lead" }).click();

  // On the new lead's page: theirs, read, from a phone call, with the note and the follow-up on its history.
  await expect(page.getByRole("heading", { name: parent, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox\/trials\/\d+$/);
  await expect(page.getByText("Lead saved").first()).toBeVisible();
  await expect(page.getByText("phone-call / offline")).toBeVisible();
  await expect(page.getByLabel("Owner", { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(staffName);
  const history = page.getByRole("region", { name: "History and notes" });
  await expect(history).toContainText(`${parent} made a trial class request by phone`);
  await expect(history).toContainText(`${staffName} took the lead`);
  await expect(history).toContainText("set a follow-up for 15 Jan 2030");
  await expect(history).toContainText("Called about the weekend batches.");
  await expect(page.getByText("Opened now for the first time")).toHaveCount(0);
  await checkA11y();

  // Counted under its source in the inbox.
  await hydrated(`/admin/inbox?source=phone-call&q=${encodeURIComponent(run)}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: parent }) });
  await expect(card).toContainText(`Owner: ${staffName}`);
  await expect(card).not.toContainText("Unread");

  // The import page is refused to staff.
  await page.goto("/admin/inbox/import");
  await expect(page.getByRole("heading", { name: "This page is for admins" })).toBeVisible();
});

test("a school's demo request needs its day; the choice of kind works by links", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  const contact = `Anita Rao ${test.info().project.name}${Date.now()}`;
  await signInAsAdmin();
  await hydrated("/admin/inbox/new");
  await page.getByRole("link", { name: "School demo request" }).click();
  await expect(page.getByRole("link", { name: "School demo request" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Contact person").fill(contact);
  await page.getByRole("radio", { name: "Walk-in (at the office)" }).check();
  await page.getByLabel("E-mail (optional)").fill("principal@greenvalley.example");
  await page.getByLabel("School (optional)").fill("Green Valley Public School");
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByText(/Please choose the day the school would like the demo/)).toBeVisible();
  await expect(page.getByLabel("School (optional)")).toHaveValue("Green Valley Public School");
  await expect(page.getByRole("radio", { name: "Walk-in (at the office)" })).toBeChecked();
  await checkA11y();
  await page.getByLabel("Preferred date for the demo").fill("2030-02-01");
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByRole("heading", { name: contact, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox\/demos\/\d+$/);
  await expect(page.getByText("walk-in / offline")).toBeVisible();
});

test("an admin previews a school fair's CSV, downloads the rows with problems, imports it once only", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const run = `${test.info().project.name}${Date.now()}`;
  const csv = [
    "Parent name,Mobile,Email,Course,Child name,Child age,Remarks",
    `Asha Rao ${run},98765 43210,,Abacus,Kabir,7,Wants Saturdays`,
    `Ravi Iyer ${run},+91-98200-12345,ravi@example.com,,Zoya,9,`,
    `Meera Nair ${run},09820055555,,,,,`,
    `No Phone ${run},,,Abacus,,,`,
  ].join("\n");
  const file = { name: `fair-${run}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) };
  await signInAsAdmin();
  await hydrated("/admin/inbox");
  await page.getByRole("link", { name: "Import a CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import leads", level: 1 })).toBeVisible();
  await checkA11y();
  await expectFitsPhone(page);

  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: `Preview of ${file.name}` });
  await expect(preview).toContainText("3 leads will be imported.");
  await expect(preview).toContainText("1 with problems: not imported.");
  await expect(preview.getByRole("listitem").filter({ hasText: "Line 5" })).toContainText(
    "Phone: Please give a phone number or an e-mail address.",
  );
  await checkA11y();
  await expectFitsPhone(page);
  await screenshots(page, "lead-import-preview");

  const downloading = page.waitForEvent("download");
  await preview.getByRole("button", { name: "Download the rows with problems" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`fair-${run}-problems.csv`);
  const problems = await readFile((await download.path()) ?? "", "utf8");
  expect(problems).toContain(`"No Phone ${run}","","","Abacus","","","","5","Phone: Please give a phone number`);

  await preview.getByRole("button", { name: "Import 3 leads" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?source=import$/);
  await expect(page.getByText("3 leads imported").first()).toBeVisible();
  await hydrated(`/admin/inbox?source=import&q=${encodeURIComponent(run)}`);
  for (const name of [`Asha Rao ${run}`, `Ravi Iyer ${run}`, `Meera Nair ${run}`]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }

  // The same file again: nobody is added twice.
  await hydrated("/admin/inbox/import");
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Preview" }).click();
  const again = page.getByRole("region", { name: `Preview of ${file.name}` });
  await expect(again).toContainText("0 leads will be imported.");
  await expect(again).toContainText("3 already in the inbox from an earlier import: left out.");
  await expect(again.getByText("Nothing new to import.")).toBeVisible();
  await expect(again.getByRole("button", { name: /^Import/ })).toHaveCount(0);
});

test("a file without a name column is refused beside the file field", async ({
  page,
  hydrated,
  signInAsAdmin,
  checkA11y,
}) => {
  await signInAsAdmin();
  await hydrated("/admin/inbox/import");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "fair.csv", mimeType: "text/csv", buffer: Buffer.from("Phone,Email\n98765 43210,\n") });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("The file needs a column for the name (Name or Parent name).").first()).toBeVisible();
  await expect(page.getByLabel("CSV file")).toHaveAttribute("aria-invalid", "true");
  await checkA11y();
});
