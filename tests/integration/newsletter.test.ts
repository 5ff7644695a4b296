import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema.ts";
import { action } from "#app/routes/resources/newsletter.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

/** The footer's sign-up form, sent by a visitor: a public route, so no one is signed in and no guard stands before it. */
const signUp = (fields: Record<string, string>) =>
  action({ request: formRequest("/newsletter", fields), context: routeContext(), params: {} } as never);

describe("newsletter sign-up", () => {
  beforeEach(truncateAll);

  it("stores the address once, lower-cased, and answers a duplicate kindly", async () => {
    const first = await signUp({ email: "  Parent@Example.com ", redirectTo: "/about-us" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/about-us");
    expect(first.headers.get("Set-Cookie")).toContain("toast=");

    const second = await signUp({ email: "parent@example.com", redirectTo: "/about-us" });
    expect(second.status).toBe(302);
    const rows = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "parent@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("stores nothing for an invalid address or a filled honeypot, and never redirects off-site", async () => {
    const invalid = await signUp({ email: "not-an-email", redirectTo: "https://evil.example/" });
    expect(invalid.headers.get("Location")).toBe("/");
    await signUp({ email: "bot@example.com", website: "http://spam.example" });
    expect(await db().$count(newsletterSubscribers)).toBe(0);
  });
});
