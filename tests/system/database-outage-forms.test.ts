/**
 * The database goes away for 10 seconds (a restart, a failover) while parents keep sending the contact form and
 * opening pages. While it is down every answer is clean and quick (no hang, no crash, no 500) and a refused
 * form comes back with what was typed; afterwards the same process recovers by itself, and every message, acknowledged
 * at once or sent again after a refusal, is stored exactly once.
 */
import { randomUUID } from "node:crypto";
import { connect } from "../../scripts/pg-sql.ts";
import { describe, expect, it } from "vitest";
import { formTokenCookieOf } from "../support/contact-form.ts";
import { systemForThisFile } from "../support/app-processes.ts";

const system = systemForThisFile();

type Phase = "before" | "down" | "after";
type Sent = {
  phase: Phase;
  kind: "form" | "page";
  status: number;
  ms: number;
  /** When it was sent, in ms since the test began: a slow answer says when it started waiting. */
  at: number;
  /** A form's number, which with its id makes its text: sending it again sends the same form. */
  index?: number;
  id?: string;
  keptText?: boolean;
};

const began = Date.now();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(request: () => Promise<Response>): Promise<{ response: Response | null; ms: number; at: number }> {
  const started = Date.now();
  const response = await request().catch(() => null);
  return { response, ms: Date.now() - started, at: started - began };
}

async function sendContact(phase: () => Phase, index: number, id: string = randomUUID()): Promise<Sent> {
  const message = `Outage test message ${index} ${id.slice(0, 8)}`;
  const { response, ms, at } = await timed(() =>
    fetch(`${system.app.url}/contact`, {
      method: "POST",
      redirect: "manual",
      // One parent, one phone: the same address each time they send.
      headers: {
        Origin: new URL(system.app.url).origin,
        "X-Forwarded-For": `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        // The phone's form token (the cookie the page gave it): with the same text, the same form.
        Cookie: formTokenCookieOf({ submissionId: id }),
      },
      body: new URLSearchParams({
        name: `Parent ${index}`,
        email: `p${index}@example.com`,
        subject: "Batches",
        message,
      }),
      signal: AbortSignal.timeout(20_000),
    }),
  );
  const status = response?.status ?? 0;
  const html = status === 503 ? await response?.text() : "";
  // Kept: what was typed, so sending it again from the same phone is the same form and cannot store it twice.
  const keptText = Boolean(html?.includes(message));
  return { phase: phase(), kind: "form", status, ms, at, index, id, keptText };
}

async function openPage(phase: () => Phase, path: string): Promise<Sent> {
  const { response, ms, at } = await timed(() =>
    fetch(`${system.app.url}${path}`, { signal: AbortSignal.timeout(20_000) }),
  );
  await response?.arrayBuffer();
  return { phase: phase(), kind: "page", status: response?.status ?? 0, ms, at };
}

describe("PostgreSQL stopped for 10 s under a steady stream of visitors", () => {
  it("answers cleanly while it is down, recovers without a restart, and loses no acknowledged message", async () => {
    let phase: Phase = "before";
    const current = () => phase;
    const sent: Sent[] = [];
    let running = true;
    let index = 0;
    // Four parents sending the form and two opening pages, one after another each, the whole time.
    const senders = [
      ...Array.from({ length: 4 }, async () => {
        while (running) {
          sent.push(await sendContact(current, index++));
          await sleep(50);
        }
      }),
      ...["/", "/contact"].map(async (path) => {
        while (running) {
          sent.push(await openPage(current, path));
          await sleep(100);
        }
      }),
    ];

    const marks: Record<string, number> = {};
    const mark = (name: string) => (marks[name] = Date.now() - began);
    await sleep(3000);
    mark("stopping");
    await system.services.stopPostgres();
    mark("stopped");
    phase = "down";
    await sleep(10_000);
    mark("starting");
    await system.services.startPostgres();
    mark("started");
    phase = "after";
    await sleep(8000);
    running = false;
    await Promise.all(senders);

    const during = sent.filter((entry) => entry.phase === "down");
    const forms = sent.filter((entry) => entry.kind === "form");
    const summary = (entries: Sent[]) =>
      JSON.stringify(
        entries.reduce<Record<string, number>>(
          (counts, { kind, status }) => ({ ...counts, [`${kind} ${status}`]: (counts[`${kind} ${status}`] ?? 0) + 1 }),
          {},
        ),
      );
    console.log(
      `before ${summary(sent.filter((e) => e.phase === "before"))}; down ${summary(during)}; after ${summary(sent.filter((e) => e.phase === "after"))}`,
    );

    // No hang and no crash: every request answered, none a 500, none slow, and the process is the same one.
    // An answer of 0 means no answer at all: what the process printed says why.
    expect(
      sent.filter((entry) => entry.status === 0 || (entry.status >= 500 && entry.status !== 503)),
      `alive: ${system.app.alive()}\n${system.app.output().slice(-4000)}`,
    ).toEqual([]);
    const slow = sent.filter((entry) => entry.ms >= 10_000);
    expect(slow, `slow answers: ${JSON.stringify(slow)}; Postgres ${JSON.stringify(marks)}`).toEqual([]);
    expect(system.app.alive()).toBe(true);
    expect(during.length).toBeGreaterThan(20);

    // While it was down, a refused form said so and kept the message the parent typed.
    const refused = forms.filter((entry) => entry.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((entry) => entry.keptText)).toBe(true);
    expect(forms.every((entry) => entry.status === 302 || entry.status === 503)).toBe(true);

    // It recovered by itself: the last seconds are all acknowledged again.
    const lastForms = forms.filter((entry) => entry.phase === "after").slice(-20);
    expect(lastForms.length).toBe(20);
    expect(lastForms.every((entry) => entry.status === 302)).toBe(true);
    expect(
      sent
        .filter((e) => e.kind === "page" && e.phase === "after")
        .slice(-6)
        .every((e) => e.status === 200),
    ).toBe(true);

    // The parents whose form was refused send it again, as the page asks; now it is acknowledged. A refusal
    // cannot always mean "not stored": when the connection drops during COMMIT the database may have committed
    // without saying so. The same phone's token with the same text (the form's id) is what makes sending it
    // again safe.
    for (const entry of refused) {
      const again = await sendContact(current, entry.index ?? 0, entry.id);
      expect(again.status, `sent again: ${JSON.stringify(entry)}`).toBe(302);
    }

    // Every message, acknowledged at once or after it was sent again, is stored exactly once.
    const sql = connect(system.services.env.DATABASE_URL ?? "");
    try {
      const rows = await sql<{ message: string; copies: number }[]>`
        select message, count(*)::int as copies from contact_messages group by message`;
      const stored = new Map(rows.map((row) => [row.message.split(" ").at(-1), row.copies]));
      expect(forms.filter((entry) => stored.get((entry.id ?? "").slice(0, 8)) !== 1)).toEqual([]);
      expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
    } finally {
      await sql.end();
    }
  }, 120_000);
});
