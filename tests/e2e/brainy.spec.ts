import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "../support/admin-session.ts";
import { expect, test } from "../support/e2e.ts";
import { screenshots } from "../support/screenshots.ts";

/*
 * Brainy, as visitors meet it: the floating button on public pages and the full-page chat. The test server
 * has no model key, so Brainy answers from the seeded site content.
 */

const greeting = /^Brainy: Hi there! I'm Brainy, your SkillSprouts guide\./;
const welcome = "Welcome to Brainy's corner! I love questions.";

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with Brainy" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Brainy Assistant" });
const messagesIn = (page: Page) => page.getByRole("list", { name: "Conversation" }).getByRole("listitem");

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page).getByPlaceholder("Ask Brainy anything...");
}

test.describe("the chat widget", { tag: "@js" }, () => {
  // The chat window needs JavaScript.

  // A page that runs the app (the games) and a content page sent without it: the widget is the same on both.
  for (const url of ["/fun-zone", "/about-us"]) {
    test(`on ${url} it hints, opens with a greeting, answers with a link and hands focus back`, async ({
      page,
      hydrated,
      checkA11y,
    }) => {
      // A page, the chat and a reply, checked by axe twice: near 30 s on a small machine.
      test.slow();
      await hydrated(url);
      await expect(page.getByText("Ask me anything!")).toBeVisible();
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");

      const input = await openChat(page);
      await expect(page.getByText("Ask me anything!")).toBeHidden();
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
      await expect(input).toBeFocused();
      const messages = messagesIn(page);
      await expect(messages).toHaveCount(1);
      await expect(messages.first()).toHaveText(greeting);
      await expect(panel(page).getByRole("link", { name: "Open the full-screen chat" })).toHaveAttribute(
        "href",
        "/brainy-chat",
      );
      await checkA11y();

      // Nothing is sent for an empty question.
      await input.fill("   ");
      await input.press("Enter");
      await expect(messages).toHaveCount(1);

      await input.fill("Where is your office?");
      await input.press("Enter");
      await expect(input).toHaveValue("");
      await expect(messages).toHaveCount(3);
      await expect(messages.nth(1)).toHaveText("You: Where is your office?");
      await expect(messages.nth(2)).toContainText("Mira Road, Mumbai");
      await expect(messages.nth(2).getByRole("link", { name: "See the map on our contact page" })).toHaveAttribute(
        "href",
        "/contact",
      );
      // The finished reply is announced once to screen readers.
      await expect(panel(page).getByRole("status")).toContainText("Our office is in Mira Road");
      await expect(input).toBeFocused();
      await checkA11y();

      await page.keyboard.press("Escape");
      await expect(panel(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");

      // Opening again starts over with the greeting; the close button also hands focus back.
      await openChat(page);
      await expect(messages).toHaveCount(1);
      await panel(page).getByRole("button", { name: "Close chat" }).click();
      await expect(panel(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();
    });
  }

  test("shows Brainy typing and takes one question at a time", async ({ page, hydrated }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    await page.route("**/brainy-chat/reply", async (route) => {
      sent += 1;
      await held;
      await route.continue();
    });
    await hydrated("/fun-zone");
    const input = await openChat(page);
    await input.fill("When are you open?");
    await input.press("Enter");
    await expect(panel(page).getByTitle("Brainy is typing…")).toBeVisible();
    await expect(panel(page).getByRole("status")).toHaveText("Brainy is typing…");
    const send = panel(page).getByRole("button", { name: "Send" });
    await expect(send).toHaveAttribute("aria-disabled", "true");

    // Enter, since a click waits for the button to be enabled.
    await input.fill("Do you teach coding?");
    await input.press("Enter");
    await expect(input).toHaveValue("Do you teach coding?");
    release();
    await expect(messagesIn(page).nth(2)).toContainText("Monday – Friday 9:00 AM – 6:00 PM");
    await expect(panel(page).getByTitle("Brainy is typing…")).toHaveCount(0);
    await expect(messagesIn(page)).toHaveCount(3);
    await expect(send).not.toHaveAttribute("aria-disabled", "true");
    expect(sent).toBe(1);
  });

  test("says kindly when Brainy cannot answer right now", async ({ page, hydrated }) => {
    await page.route("**/brainy-chat/reply", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/x-ndjson",
        body: '{"type":"text","text":"Let me "}\n{"type":"error","message":"upstream failed"}\n',
      }),
    );
    await hydrated("/fun-zone");
    const input = await openChat(page);
    await input.fill("Do you teach coding?");
    await input.press("Enter");
    await expect(page.getByText("Uh oh! A little glitch.")).toBeVisible();
    await expect(
      page.getByText("I'm having trouble connecting to my brain right now. Please try again in a moment."),
    ).toBeVisible();
    await expect(messagesIn(page).nth(2)).toHaveText(
      "Brainy: Sorry, I'm having a little trouble thinking right now. Please try asking me again in a bit!",
    );
  });

  test.describe("on a small phone", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("the chat window fits the screen", async ({ page, hydrated, checkA11y }) => {
      // Any page but the Fun Zone's, where a phone shows no launcher over the game and the boards.
      await hydrated("/about-us");
      await openChat(page);
      const box = await panel(page).boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      expect(box?.y).toBeGreaterThanOrEqual(0);
      await expect(panel(page).getByRole("button", { name: "Send" })).toBeInViewport();
      await checkA11y();
    });
  });
});

test.describe("without JavaScript", { tag: "@no-js" }, () => {
  // Checks the page as plain HTML.

  test("the chat button is a link to the full-page chat", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("link", { name: "Chat with Brainy" })).toHaveAttribute("href", "/brainy-chat");
    await page.getByRole("link", { name: "Chat with Brainy" }).click();
    await expect(page).toHaveURL(/\/brainy-chat$/);
    await expect(page.getByText(welcome)).toBeVisible();
  });
});

test.describe("the full-page chat", () => {
  test("welcomes, answers questions and keeps the conversation", async ({ page, hydrated, checkA11y }) => {
    await hydrated("/brainy-chat");
    await expect(page.getByRole("heading", { level: 1, name: "Brainy Assistant" })).toBeVisible();
    await expect(page.getByText(welcome)).toBeVisible();
    await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
    await checkA11y();

    const input = page.getByLabel("Message Brainy");
    await expect(input).toHaveAttribute("placeholder", "Ask Brainy anything...");
    await input.fill("When are you open?");
    await page.getByRole("button", { name: "Send" }).click();
    const messages = messagesIn(page);
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(1)).toHaveText("You: When are you open?");
    await expect(messages.nth(2)).toContainText("Monday – Friday 9:00 AM – 6:00 PM");
    await expect(messages.nth(2).getByRole("link", { name: "See all contact details" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await page.getByLabel("Message Brainy").fill("What age can my child start abacus?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(messages).toHaveCount(5);
    await expect(messages.nth(1)).toHaveText("You: When are you open?");
    await expect(messages.nth(4)).toContainText("Our Abacus program is for children aged 5–14.");
    await expect(messages.nth(4).getByRole("link", { name: "Abacus", exact: true })).toHaveAttribute(
      "href",
      "/programs/abacus",
    );

    // A follow-up in Hinglish is read by the question before it, and answered in Hindi, with the phone to tap.
    await page.getByLabel("Message Brainy").fill("aur mera beta 4 saal ka hai to?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(messages).toHaveCount(7);
    await expect(messages.nth(6)).toContainText("थोड़ा जल्दी");
    // Marked as Hindi, so a screen reader reads it with a Hindi voice; the question in Latin letters is not.
    await expect(messages.nth(6).locator("[lang=hi]")).toContainText("थोड़ा जल्दी");
    await expect(messages.nth(5).locator("[lang]")).toHaveCount(0);
    await expect(messages.nth(6).getByRole("link", { name: "Communicative English" })).toHaveAttribute(
      "href",
      "/programs/communicative-english",
    );
    await page.getByLabel("Message Brainy").fill("office ka phone number kya hai?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(messages.nth(8).getByRole("link", { name: "+91 22 4000 1234" })).toHaveAttribute(
      "href",
      "tel:+912240001234",
    );
    await screenshots(page, "brainy-chat-hindi");
    await checkA11y();
  });

  test.describe("an empty question", () => {
    // Without JavaScript the server answers the empty form with 400, which the browser reports.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("is not sent", async ({ page, hydrated, javaScriptEnabled }) => {
      await hydrated("/brainy-chat");
      await page.getByRole("button", { name: "Send" }).click();
      if (!javaScriptEnabled) {
        await expect(page.getByRole("alert")).toHaveText("Please type a question for Brainy.");
      }
      await expect(messagesIn(page)).toHaveCount(1);
      await expect(page.getByText(welcome)).toBeVisible();
    });
  });

  test("close goes back to the page the visitor came from", { tag: "@js" }, async ({ page, hydrated }) => {
    // Without JavaScript, close is a link home.
    await hydrated("/faq");
    await page.evaluate(() => window.location.assign("/brainy-chat"));
    await expect(page).toHaveURL(/\/brainy-chat$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe("a question about something else", () => {
  test("is steered back to what Brainy can help with", async ({ page, hydrated }) => {
    await hydrated("/brainy-chat");
    await page.getByLabel("Message Brainy").fill("who won the cricket match yesterday?");
    await page.getByRole("button", { name: "Send" }).click();
    const reply = messagesIn(page).nth(2);
    await expect(reply).toContainText("That's a fun question, but it's not one I can help with.");
    await expect(reply.getByRole("link", { name: "free trial class" })).toHaveAttribute("href", "/trial-class");
    await expect(reply.getByRole("link", { name: "Fun Zone" })).toHaveAttribute("href", "/fun-zone");
  });
});

test.describe("a long paste", () => {
  // Without JavaScript the server refuses the long question (400), which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("is cut to the longest question, and the visitor is told", async ({ page, hydrated, javaScriptEnabled }) => {
    await hydrated("/brainy-chat");
    const input = page.getByLabel("Message Brainy");
    await input.fill(`What are the fees? ${"please ".repeat(300)}`);
    // With JavaScript the box cuts it at once; without, the page comes back with it cut.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toContainText("Your message was cut to 1,000 characters");
    await expect(page.getByLabel("Message Brainy")).toHaveValue(/^What are the fees\? please/);
    expect((await page.getByLabel("Message Brainy").inputValue()).length).toBe(1_000);
  });
});

test.describe("unanswered questions for staff", () => {
  test("are refused to visitors", async ({ page, request }) => {
    await page.goto("/admin/chat-gaps");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
    const post = await request.post("/admin/chat-gaps", { form: { intent: "dismiss", id: "1" }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
  });

  test("reach the admin, who can dismiss them", async ({ page, request, checkA11y, logIn }) => {
    // Letters only: digits that look like a phone number would be masked before the question is kept.
    const tag = `${test.info().project.name}${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")}`;
    const question = `Do you teach underwater basket weaving ${tag}?`;
    const asked = await request.post("/brainy-chat", { form: { message: question, conversation: "[]" } });
    expect(asked.status()).toBe(200);
    expect(await asked.text()).toMatch(/I don(&#x27;|')t know the answer to that one yet/);

    await logIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.getByRole("link", { name: /Unanswered Questions/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Brainy's unanswered questions" })).toBeVisible();
    await expect(page.getByText(`“${question}”`)).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: `Turn into FAQ: ${question}` }).click();
    await expect(page.getByLabel("Question", { exact: true })).toHaveValue(question);
    await page.goBack();

    await page.getByRole("button", { name: `Dismiss: ${question}` }).click();
    await expect(page.getByText("Question dismissed").first()).toBeVisible();
    await expect(page.getByText(`“${question}”`)).toHaveCount(0);
  });
});

test.describe("Brainy's fact cards", () => {
  test("a card the admin adds is answered from at once, in English and in Hindi", async ({
    page,
    checkA11y,
    logIn,
  }) => {
    // Signs in, fills a card with axe checks and asks twice: more than the default 30 s on a busy machine.
    test.slow();
    const tag = `${test.info().project.name}${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")}`;
    const topic = `Robotics club ${tag}`;
    await logIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await page.getByRole("link", { name: /Brainy's Fact Cards/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Brainy's fact cards" })).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "Add a fact card" }).click();
    await page.getByLabel("Topic", { exact: true }).fill(topic);
    await page
      .getByLabel("Answer", { exact: true })
      .fill(`Yes! The ${tag} robotics club meets on Saturdays; call {general_phone}.`);
    await page.getByLabel("Topic in Hindi (optional)").fill("रोबोटिक्स क्लब");
    await page.getByLabel("Answer in Hindi (optional)").fill(`हाँ! ${tag} रोबोटिक्स क्लब हर शनिवार मिलता है।`);
    await page.getByLabel("Other words parents use (optional)").fill(`${tag} robotics robot`);
    await page.getByLabel("Page that says more").fill("/contact");
    await page.getByLabel("Link text", { exact: true }).fill("Ask about the club");
    await screenshots(page, "brainy-fact-card-form");
    await page
      .getByRole("button", { name: /Save|Add/ })
      .first()
      .click();
    await expect(page.getByText("Fact card added").first()).toBeVisible();

    const english = await page.request.post("/brainy-chat", {
      form: { message: `Do you have a ${tag} robotics club?`, conversation: "[]" },
    });
    expect(await english.text()).toContain(`robotics club meets on Saturdays; call +91 22 4000 1234.`);
    const hindi = await page.request.post("/brainy-chat", {
      form: { message: `kya ${tag} robotics club hai?`, conversation: "[]" },
    });
    expect(await hindi.text()).toContain("रोबोटिक्स क्लब हर शनिवार मिलता है");
  });
});
