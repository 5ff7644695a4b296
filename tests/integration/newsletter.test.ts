import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema.ts";
import {
  addressOfToken,
  NEWSLETTER_LIMITS,
  newsletterToken,
  sendNewsletterConfirmation,
} from "#app/modules/leads/newsletter.server.ts";
import { subscribersSheet } from "#app/modules/leads/lead-export.server.ts";
import { action, loader } from "#app/routes/resources/newsletter.ts";
import { action as linkAction, loader as linkLoader } from "#app/routes/newsletter-link.tsx";
import { db } from "#app/server/db.server.ts";
import { sql } from "drizzle-orm";
import { truncateAll } from "../support/db.ts";
import { honeypotFields } from "../support/honeypot.ts";
import { formRequest, routeContext } from "../support/route-context.ts";
import { recipientsOf, startTestMailbox } from "../support/smtp.ts";

/** The footer's sign-up form, sent by a visitor: a public route, so no one is signed in and no guard stands before it. */
const signUp = async (fields: Record<string, string>, ip = "198.51.100.7") =>
  action({
    request: formRequest("/newsletter", { ...(await honeypotFields()), ...fields }),
    context: routeContext({ ip }),
    params: {},
  } as never);

/** The toast the answer sets, as text (its signed cookie carries it as base64 JSON). */
const toastOf = (response: Response) => {
  const value = /toast=([^.;]+)/.exec(decodeURIComponent(response.headers.get("Set-Cookie") ?? ""))?.[1] ?? "";
  return Buffer.from(value, "base64").toString("utf8");
};

const confirmationJobs = () =>
  db()
    .execute<{ data: { email: string } }>(sql`select data from pgboss.job where name = 'newsletter-confirmation'`)
    .then((result) => result.rows);

/** Follows a link of the mail: the page (a button), then the button's post. */
async function follow(step: "confirm" | "unsubscribe", token: string) {
  const url = `/newsletter/${step}?token=${token}`;
  const page = (await linkLoader({
    request: new Request(`http://localhost:3000${url}`),
    params: { step },
    context: routeContext(),
  } as never)) as { data: { token: string | null; email: string } };
  const done = await linkAction({
    request: formRequest(url, { token: page.data.token ?? "" }),
    params: { step },
    context: routeContext(),
  } as never);
  return { page: page.data, done: done as Response | { init: { status: number } } };
}

async function exportedRows() {
  const rows: unknown[][] = [];
  for await (const batch of subscribersSheet().batches()) rows.push(...batch);
  return rows;
}

describe("newsletter sign-up", () => {
  beforeEach(async () => {
    await truncateAll();
    await db()
      .execute(sql`delete from pgboss.job where name = 'newsletter-confirmation'`)
      .catch(() => undefined);
  });

  it("adds an address only once its owner confirms it from the mail, and lets it leave with one link", async () => {
    const first = await signUp({ email: "  Parent@Example.com ", redirectTo: "/about-us" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/about-us");
    expect(toastOf(first)).toContain("please check your e-mail");
    // Waiting for confirmation: not on the list, not exported.
    expect(await exportedRows()).toEqual([]);
    expect((await confirmationJobs()).map((job) => job.data.email)).toEqual(["parent@example.com"]);

    const mailbox = await startTestMailbox();
    try {
      await sendNewsletterConfirmation({ email: "parent@example.com" });
      const [mail] = mailbox.received;
      expect(mail && recipientsOf(mail)).toBe("parent@example.com");
      const confirm = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      const leave = /\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      // A link made for one step does nothing for the other.
      expect(addressOfToken(confirm, "unsubscribe")).toBeNull();

      const confirmed = await follow("confirm", confirm);
      expect(confirmed.page.email).toBe("parent@example.com");
      expect((confirmed.done as Response).status).toBe(302);
      const [exported] = await exportedRows();
      expect(exported?.[1]).toBe("parent@example.com");
      expect(String(exported?.[3])).toContain(`/newsletter/unsubscribe?token=${leave}`);

      // Signing up again once confirmed sends nothing more.
      const again = await signUp({ email: "parent@example.com" });
      expect(toastOf(again)).toContain("already subscribed");
      expect(await confirmationJobs()).toHaveLength(1);

      await follow("unsubscribe", leave);
      expect(await db().$count(newsletterSubscribers)).toBe(0);
    } finally {
      await mailbox.stop();
    }
  });

  it("refuses a forged or altered link", async () => {
    await db().insert(newsletterSubscribers).values({ email: "parent@example.com" });
    const forged = `${Buffer.from("parent@example.com").toString("base64url")}.${"x".repeat(32)}`;
    const { page, done } = await follow("confirm", forged);
    expect(page.token).toBeNull();
    expect((done as { init: { status: number } }).init.status).toBe(400);
    const other = newsletterToken("someone@example.com", "confirm").split(".")[1];
    expect(addressOfToken(`${Buffer.from("parent@example.com").toString("base64url")}.${other}`, "confirm")).toBeNull();
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "parent@example.com"));
    expect(row?.confirmedAt).toBeNull();
  });

  it("sends one address only a few confirmations a day, and one network only a few sign-ups an hour", async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perEmail + 2; i++) {
      await signUp({ email: "victim@example.com" }, `203.0.113.${i + 1}`);
    }
    expect(await confirmationJobs()).toHaveLength(NEWSLETTER_LIMITS.perEmail);
    const answers = [];
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddress + 1; i++) {
      answers.push(toastOf(await signUp({ email: `parent${i}@example.com` }, "198.51.100.99")));
    }
    expect(answers.at(-1)).toContain("Not subscribed just now");
    expect(answers.slice(0, -1).every((toast) => toast.includes("please check your e-mail"))).toBe(true);
  });

  it("stores nothing for an invalid address or a filled honeypot, and never redirects off-site", async () => {
    const invalid = await signUp({ email: "not-an-email", redirectTo: "https://evil.example/" });
    expect(invalid.headers.get("Location")).toBe("/");
    await signUp({ email: "bot@example.com", website: "http://spam.example" });
    await signUp({ email: "forger@example.com", website_from: "forged" });
    await signUp({ email: "early@example.com", ...(await honeypotFields({ validFrom: Date.now() + 60_000 })) });
    expect(await db().$count(newsletterSubscribers)).toBe(0);
    expect((loader() as Response).status).toBe(405);
  });
});
