/**
 * Admissions day: hundreds of parents send the contact form at the same moment. Every message the site
 * acknowledges (the redirect to the thank-you) is stored, exactly once, even when a browser sends it twice.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { visitorAddress } from "../support/visitor.ts";

const system = systemForThisFile();

function sendContact(submissionId: string, index: number): Promise<number> {
  return fetch(`${system.app.url}/contact`, {
    method: "POST",
    redirect: "manual",
    // Each parent sends from their own phone.
    headers: { Origin: new URL(system.app.url).origin, "X-Forwarded-For": visitorAddress() },
    body: new URLSearchParams({
      submissionId,
      name: `Parent ${index}`,
      email: `parent${index}@example.com`,
      subject: "Abacus classes",
      message: `Message number ${index}: are there evening batches?`,
    }),
  }).then(
    (response) => response.status,
    () => 0,
  );
}

describe("500 contact messages at once", () => {
  it("stores every acknowledged message exactly once", async () => {
    const ids = Array.from({ length: 500 }, () => randomUUID());
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
        .map(async ({ id, index }) => ({ id, status: await sendContact(id, index) })),
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

    const sql = postgres(system.services.env.DATABASE_URL ?? "", { max: 1 });
    try {
      const rows = await sql<{ submission_id: string; copies: number }[]>`
        select submission_id, count(*)::int as copies from contact_messages group by submission_id`;
      const stored = new Map(rows.map((row) => [row.submission_id, row.copies]));
      expect(rows.every((row) => row.copies === 1)).toBe(true);
      for (const id of acknowledged) expect(stored.get(id)).toBe(1);
      expect(stored.size).toBe(500);
    } finally {
      await sql.end();
    }
  });
});
