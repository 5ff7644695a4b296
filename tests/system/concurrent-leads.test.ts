/**
 * Admissions day: hundreds of parents send the contact form at the same moment. Every message the site
 * acknowledges (the redirect to the thank-you) is stored, exactly once, even when a browser sends it twice.
 */
import { randomUUID } from "node:crypto";
import { connect } from "../../scripts/pg-sql.ts";
import { describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { sendContactForm, storedCopies } from "../support/contact-form.ts";
import { visitorAddress } from "../support/visitor.ts";

const system = systemForThisFile();

/** Each parent sends from their own phone; a double tap is the same phone sending the same form twice. */
function sendContact(submissionId: string, index: number, address: string): Promise<number> {
  return sendContactForm(system.app.url, { submissionId, index, address }).then(
    (response) => response.status,
    () => 0,
  );
}

describe("500 contact messages at once", () => {
  it("stores every acknowledged message exactly once", async () => {
    const ids = Array.from({ length: 500 }, () => randomUUID());
    const addresses = ids.map(() => visitorAddress());
    // Every tenth message is sent twice at the same time, as a double-tapped button would.
    const results = await Promise.all(
      ids
        .flatMap((id, index) =>
          index % 10 === 0
            ? [
                { id, index },
                { id, index },
              ]
            : [{ id, index }],
        )
        .map(async ({ id, index }) => ({ id, status: await sendContact(id, index, addresses[index] ?? "") })),
    );
    if (results.some(({ status }) => status !== 302))
      console.log(
        system.app
          .output()
          .split("\n")
          .filter((l) => l.includes('level":4'))
          .slice(0, 3)
          .join("\n"),
      );
    expect(results.filter(({ status }) => status !== 302)).toEqual([]);
    const acknowledged = new Set(results.filter(({ status }) => status === 302).map(({ id }) => id));

    const sql = connect(system.services.env.DATABASE_URL ?? "");
    try {
      const stored = await storedCopies(sql, ids);
      expect([...stored.values()].every((copies) => copies === 1)).toBe(true);
      for (const id of acknowledged) expect(stored.get(id)).toBe(1);
      expect(stored.size).toBe(500);
      expect((await sql`select count(*)::int as count from contact_messages`)[0]?.count).toBe(500);
    } finally {
      await sql.end();
    }
  });
});
