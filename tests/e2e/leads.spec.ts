import { expect, test } from "../support/e2e.ts";

test.describe("contact form", () => {
  test("a message is sent, thanked for, and the form comes back", async ({
    page,
    hydrated,
    checkA11y,
    javaScriptEnabled,
  }) => {
    await hydrated("/contact?subject=Enrolment%3A%20Abacus");
    await checkA11y();
    await expect(page.getByText("Mira Road, Mumbai, Maharashtra, India").first()).toBeVisible();
    await expect(page.getByText("Monday – Friday:")).toBeVisible();
    // The map loads only on request (privacy.spec.ts follows it).
    await expect(page.getByRole(javaScriptEnabled ? "button" : "link", { name: /Show the map/ })).toBeVisible();
    const form = page.getByRole("region", { name: "Send Us a Message" });
    await expect(form.getByLabel("Subject")).toHaveValue("Enrolment: Abacus");
    if (javaScriptEnabled) {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText("Please enter your full name.")).toBeVisible();
    }
    await form.getByLabel("Full name").fill("Priya Shah");
    await form.getByLabel("Email").fill("priya@example.com");
    await form.getByLabel("Message").fill("We would like to know about batches near Borivali.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank You!")).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully.")).toBeVisible();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    // The thank-you is said (it has focus, given by the page script or, without it, as the address's target).
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    if (javaScriptEnabled) {
      // It stays; the form comes back below it after five seconds.
      await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible({ timeout: 8000 });
      await expect(page.getByText("Your message has been sent successfully.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Send another message" })).toBeHidden();
    } else {
      await expect(page.getByRole("link", { name: "Send another message" })).toBeVisible();
    }
  });

  test(
    "on a phone, the first bad field gets focus in view, below the sticky header",
    { tag: "@js" },
    async ({ page, hydrated }) => {
      await page.setViewportSize({ width: 390, height: 480 });
      await hydrated("/contact");
      const form = page.getByRole("region", { name: "Send Us a Message" });
      await form.getByLabel("Message").fill("Batches near Borivali?");
      // Sent from the foot of the form, with the name field scrolled up out of view.
      const send = form.getByRole("button", { name: "Send Message" });
      await send.focus();
      await page.evaluate(() => {
        const name = document.querySelector<HTMLElement>("[name=name]");
        window.scrollBy(0, (name?.getBoundingClientRect().bottom ?? 0) + 10);
      });
      expect(await form.getByLabel("Full name").evaluate((field) => field.getBoundingClientRect().bottom)).toBeLessThan(
        0,
      );
      await page.keyboard.press("Enter");
      await expect(form.getByLabel("Full name")).toBeFocused();
      const place = await page.evaluate(() => {
        const field = document.activeElement?.getBoundingClientRect();
        const header = document.querySelector("header")?.getBoundingClientRect();
        return { top: field?.top ?? -1, bottom: field?.bottom ?? 0, headerBottom: header?.bottom ?? 0 };
      });
      expect(place.top).toBeGreaterThanOrEqual(place.headerBottom);
      expect(place.bottom).toBeLessThanOrEqual(480);
    },
  );

  test("the server answers bad input with field errors", async ({ request }) => {
    // The page gives the browser its form token in a cookie; the page itself is the same for everyone.
    const page = await request.get("/contact");
    expect(page.headers()["set-cookie"]).toMatch(/^form_token=[\w-]{22}; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await page.text()).not.toContain("submissionId");
    const response = await request.post("/contact", {
      form: { name: "", email: "not-an-email", subject: "", message: "Hello from Pune" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid e-mail address.");
    expect(html).toContain("Please enter your full name.");
    // The form is drawn again with what was typed.
    expect(html).toContain("Hello from Pune");
  });
});

test.describe("demo booking", () => {
  test("a school books a demo and gets a confirmation naming it", async ({ page, hydrated, checkA11y }) => {
    await hydrated("/book-offline-demo");
    await checkA11y();
    await expect(
      page.getByText(
        "Our team will review your request and contact you within 2 business days to finalize the demo details.",
      ),
    ).toBeVisible();
    const course = page.getByLabel("Course");
    await expect(course.locator("option")).toHaveText([
      "Choose a course",
      "Abacus",
      "Vedic Maths",
      "Communicative English",
      "Coding",
      "Multiple Courses",
    ]);
    await page.getByLabel("Contact person").fill("Mrs. Kavita Iyer");
    await page.getByLabel("School name").fill("Green Valley School");
    await page.getByLabel("Location").fill("Thane");
    await page.getByLabel("Email").fill("principal@greenvalley.example");
    await page.getByLabel("Phone").fill("+91 98200 12345");
    await course.selectOption("Multiple Courses");
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Preferred date").fill(nextWeek);
    await page.getByLabel("Number of students (optional)").fill("80");
    await page.getByRole("button", { name: "Request Demo" }).click();
    const confirmation = page
      .getByRole("status")
      .filter({ has: page.getByRole("heading", { name: "Thank you, Mrs. Kavita Iyer!" }) });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText("Multiple Courses");
    await expect(confirmation).toContainText("Green Valley School");
    await expect(confirmation).toContainText("within 2 business days");
    await expect(confirmation.getByRole("heading")).toBeFocused();
    await checkA11y();
  });
});

test("the brochures page opens both print brochures in a new tab", async ({ page, checkA11y }) => {
  await page.goto("/brochures");
  await checkA11y();
  for (const [name, href] of [
    ["Official Brochure", "/brochures/print/official"],
    ["Student Brochure", "/brochures/print/student"],
  ] as const) {
    const link = page.getByRole("link", { name: new RegExp(`View & Print the ${name}`) });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});

test("each print brochure has eight A4 landscape slides, a print button and a close link", async ({
  page,
  hydrated,
  javaScriptEnabled,
}) => {
  for (const url of ["/brochures/print/official", "/brochures/print/student"]) {
    await hydrated(url);
    // The button needs JavaScript; without it the toolbar says how to print.
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: /Print & Save PDF/ })).toBeVisible();
    } else {
      await expect(page.getByText("Press Ctrl+P (or Share → Print on a phone) to save as PDF")).toBeVisible();
      await expect(page.getByRole("button", { name: /Print & Save PDF/ })).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: /Close/ })).toHaveAttribute("href", "/brochures");
    const slides = page.locator("main section");
    await expect(slides).toHaveCount(8);
    const box = await slides.first().boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(1123);
    expect(Math.round(box?.height ?? 0)).toBe(794);
  }
  await expect(page.locator('[role="img"][aria-label*="QR code"]').first()).toBeVisible();
});
