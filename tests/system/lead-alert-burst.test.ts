/**
 * A burst of 1,000 leads in a minute or two (a campaign, or someone flooding the forms): staff get one alert a
 * minute listing what came, not a thousand mails draining one a second, and no lead's alert waits two minutes.
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { connect } from "../../scripts/pg-sql.ts";
import { describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { sendContactForm } from "../support/contact-form.ts";

const system = systemForThisFile();
const LEADS = 1000;
const AT_ONCE = 16;

/** The staff alerts in the outbox: their subjects (a single lead's alert, or one listing several). */
async function staffAlertSubjects(): Promise<string[]> {
  const outbox = system.services.env.MAIL_OUTBOX_DIR ?? "";
  const files = await readdir(outbox).catch(() => []);
  const subjects = await Promise.all(
    files.map(async (file) => /^Subject: (.*)$/m.exec(await readFile(path.join(outbox, file), "utf8"))?.[1] ?? ""),
  );
  return subjects.filter((subject) => /^New |new leads on the website$/.test(subject));
}

describe("a burst of a thousand leads", () => {
  it(
    "is told to staff in one alert a minute, none waiting two minutes",
    async () => {
      const started = Date.now();
      let next = 0;
      const refused: number[] = [];
      const run = randomUUID();
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (next < LEADS) {
            const index = next++;
            const response = await sendContactForm(system.app.url, { submissionId: `${run}-${index}`, index });
            if (response.status !== 302) refused.push(response.status);
          }
        }),
      );
      const sendingMs = Date.now() - started;
      expect(refused).toEqual([]);

      const sql = connect(system.services.env.DATABASE_URL ?? "");
      try {
        const waits = async () =>
          sql<{ alerted: boolean; waited: number | null }[]>`
          select sent.sent_at is not null as alerted, extract(epoch from sent.sent_at - lead.created_at)::float8 as waited
          from contact_messages lead
          left join lead_mails_sent sent on sent.lead_kind = 'messages' and sent.lead_id = lead.id and sent.mail = 'staff-alert'`;
        const deadline = Date.now() + 4 * 60_000;
        let rows = await waits();
        while (rows.some((row) => !row.alerted) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          rows = await waits();
        }
        expect(rows).toHaveLength(LEADS);
        expect(rows.filter((row) => !row.alerted)).toHaveLength(0);
        const longest = Math.max(...rows.map((row) => row.waited ?? Infinity));
        expect(longest, `the longest wait for an alert, in seconds (sending took ${sendingMs} ms)`).toBeLessThan(120);
      } finally {
        await sql.end();
      }

      // One alert a minute at most (and the first at once): a few mails, not a thousand.
      const subjects = await staffAlertSubjects();
      const minutes = Math.ceil((Date.now() - started) / 60_000);
      expect(subjects.length).toBeGreaterThan(0);
      expect(subjects.length, subjects.join("\n")).toBeLessThanOrEqual(minutes + 2);
      expect(subjects.some((subject) => subject.endsWith("new leads on the website"))).toBe(true);
    },
    8 * 60_000,
  );
});
