import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema.ts";
import { action } from "#app/routes/resources/newsletter.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/newsletter", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

describe("newsletter sign-up", () => {
  beforeEach(truncateAll);

  it("stores the address once, lower-cased, and answers a duplicate kindly", async () => {
    const first = await post({ email: "  Parent@Example.com ", redirectTo: "/about-us" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/about-us");
    expect(first.headers.get("Set-Cookie")).toContain("toast=");

    const second = await post({ email: "parent@example.com", redirectTo: "/about-us" });
    expect(second.status).toBe(302);
    const rows = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "parent@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("stores nothing for an invalid address or a filled honeypot, and never redirects off-site", async () => {
    const invalid = await post({ email: "not-an-email", redirectTo: "https://evil.example/" });
    expect(invalid.headers.get("Location")).toBe("/");
    await post({ email: "bot@example.com", website: "http://spam.example" });
    expect(await db().$count(newsletterSubscribers)).toBe(0);
  });
});
