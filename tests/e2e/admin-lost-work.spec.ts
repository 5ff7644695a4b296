import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "../support/admin-session.ts";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

// The refused save answers 403 or 404, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 40[34]/] });

const typed = "A long answer, typed with care over many minutes, that must not be lost.";

test("a save refused because the session ended keeps the typed text, and saving works again after signing in", async ({
  page,
  context,
  hydrated,
  checkA11y,
  javaScriptEnabled,
  database,
  signInAsAdmin,
}) => {
  const question = `Is the session kept (${test.info().project.name} ${Date.now()})?`;
  const [faq] = await database<{ id: number }[]>`
    insert into faqs (question, answer) values (${question}, 'The old answer.') returning id`;
  const formUrl = `/admin/manage-faqs?edit=${faq?.id}`;
  const session = await signInAsAdmin();
  await hydrated(formUrl);
  await page.getByLabel("Answer", { exact: true }).fill(typed);
  // Signed out in another tab (or expired) while this one was being typed in.
  await session.end();
  await page.getByRole("button", { name: "Save" }).click();

  const signIn = page.getByRole("link", { name: /Sign in again/ });
  await expect(signIn).toHaveAttribute("href", `/admin/login?redirectTo=${encodeURIComponent(formUrl)}`);
  await expect(signIn).toHaveAttribute("target", "_blank");
  if (javaScriptEnabled) {
    // The form is still there with everything typed, and the back office says what happened.
    await expect(page.getByRole("alert").filter({ hasText: "Your admin session has ended" })).toBeVisible();
    await expect(page.getByLabel("Answer", { exact: true })).toHaveValue(typed);
  } else {
    // A page of the back office, not the public 403, with the text ready to copy.
    await expect(page.getByRole("heading", { level: 1, name: "Your admin session has ended" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(page.getByLabel("Answer", { exact: true })).toHaveValue(typed);
    await expect(page.getByLabel("Answer", { exact: true })).toHaveAttribute("readonly", "");
    await expect(page.getByText("That page is not for you")).toHaveCount(0);
  }
  await checkA11y();
  await screenshots(page, "session-ended");

  // Signing in again in the new tab lands on the same form.
  const [tab] = await Promise.all([context.waitForEvent("page"), signIn.click()]);
  await tab.getByLabel("Email").fill(E2E_ADMIN_EMAIL);
  await tab.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await tab.getByRole("button", { name: "Log in" }).click();
  await expect(tab).toHaveURL(new RegExp(`/admin/manage-faqs\\?edit=${faq?.id}$`));
  if (javaScriptEnabled) {
    await tab.close();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("FAQ Updated").first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Your admin session has ended" })).toHaveCount(0);
  } else {
    // Without JavaScript the text is pasted into the form the sign-in returned to.
    await tab.getByLabel("Answer", { exact: true }).fill(await page.getByLabel("Answer", { exact: true }).inputValue());
    await tab.getByRole("button", { name: "Save" }).click();
    await expect(tab.getByText("FAQ Updated").first()).toBeVisible();
  }
  const [saved] = await database<{ answer: string }[]>`select answer from faqs where id = ${faq?.id ?? 0}`;
  expect(saved?.answer).toBe(typed);
  await database`delete from faqs where id = ${faq?.id ?? 0}`;
});

test("a save of an FAQ deleted in another tab is answered inside the back office, keeping the typed text", async ({
  page,
  hydrated,
  checkA11y,
  javaScriptEnabled,
  database,
  signInAsAdmin,
}) => {
  const question = `Will it be deleted (${test.info().project.name} ${Date.now()})?`;
  const [faq] = await database<{ id: number }[]>`
    insert into faqs (question, answer) values (${question}, 'The old answer.') returning id`;
  await signInAsAdmin();
  await hydrated(`/admin/manage-faqs?edit=${faq?.id}`);
  await page.getByLabel("Answer", { exact: true }).fill(typed);
  await database`delete from faqs where id = ${faq?.id ?? 0}`;
  await page.getByRole("button", { name: "Save" }).click();

  const again = page.getByRole("link", { name: /Add it again as a new FAQ/ });
  await expect(again).toHaveAttribute("href", "/admin/manage-faqs?new=1");
  if (javaScriptEnabled) {
    await expect(page.getByRole("alert").filter({ hasText: "This FAQ was deleted meanwhile" })).toBeVisible();
    await expect(page.getByLabel("Answer", { exact: true })).toHaveValue(typed);
    await expect(page.getByLabel("Question", { exact: true })).toHaveValue(question);
  } else {
    await expect(page.getByRole("heading", { level: 1, name: "This FAQ was deleted meanwhile" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(page.getByLabel("Answer", { exact: true })).toHaveValue(typed);
    await expect(page.getByLabel("Question", { exact: true })).toHaveValue(question);
    await expect(page.getByText("We couldn't find that page")).toHaveCount(0);
  }
  await checkA11y();
  await screenshots(page, "record-deleted");
  expect((await database`select 1 from faqs where id = ${faq?.id ?? 0}`).length).toBe(0);
});

test(
  "the answers without JavaScript pass the accessibility check",
  { tag: "@js" },
  async ({ page, hydrated, checkA11y, database, signInAsAdmin }) => {
    // Axe runs as a script in the page: the run with JavaScript checks the same HTML.
    const [faq] = await database<{ id: number }[]>`
    insert into faqs (question, answer) values (${`Checked (${Date.now()})?`}, 'Old.') returning id`;
    const session = await signInAsAdmin();
    await hydrated("/admin/manage-faqs");
    // A plain browser form post, as a browser without JavaScript sends it.
    const post = (fields: Record<string, string>) =>
      page.evaluate(
        ({ action, fields }) => {
          const form = document.createElement("form");
          form.method = "post";
          form.action = action;
          for (const [name, value] of Object.entries(fields)) {
            const input = document.createElement("input");
            input.type = "hidden";
            input.name = name;
            input.value = value;
            form.append(input);
          }
          document.body.append(form);
          HTMLFormElement.prototype.submit.call(form);
        },
        { action: `/admin/manage-faqs?edit=${faq?.id}`, fields },
      );
    const fields = { intent: "update", id: String(faq?.id), version: "1", question: "Checked?", answer: typed };

    await database`delete from faqs where id = ${faq?.id ?? 0}`;
    await post(fields);
    await expect(page.getByRole("heading", { level: 1, name: "This FAQ was deleted meanwhile" })).toBeVisible();
    await checkA11y();

    await session.end();
    await post(fields);
    await expect(page.getByRole("heading", { level: 1, name: "Your admin session has ended" })).toBeVisible();
    await checkA11y();
  },
);
