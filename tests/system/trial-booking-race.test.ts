/**
 * Admissions day: a hundred parents book the same trial class at the same moment through the real form. The class
 * has five seats: exactly five are booked, and every other parent is told it filled and offered the other classes.
 */
import { describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { formTokenCookieOf } from "../support/contact-form.ts";
import { visitorAddress } from "../support/visitor.ts";
import { connect, type Sql } from "../../scripts/pg-sql.ts";

const system = systemForThisFile();

type Race = { raced: number; other: number };

async function twoClasses(sql: Sql): Promise<Race> {
  const inThreeDays = new Date(Date.now() + 3 * 24 * 3600_000);
  const [raced] = await sql<{ id: number }[]>`
    insert into trial_sessions (course_id, starts_at, minutes, mode, capacity)
    values ('abacus', ${inThreeDays}, 45, 'online', 5) returning id`;
  const [other] = await sql<{ id: number }[]>`
    insert into trial_sessions (course_id, starts_at, minutes, mode, address, capacity)
    values ('abacus', ${new Date(inThreeDays.getTime() + 24 * 3600_000)}, 45, 'office', 'Mira Road, Mumbai', 8)
    returning id`;
  if (!raced || !other) throw new Error("the classes were not made");
  return { raced: raced.id, other: other.id };
}

/** One parent's booking, from their own phone (address, form token, number and e-mail). */
function book(sessionId: number, index: number): Promise<{ status: number; location: string; html: string }> {
  const baseUrl = system.app.url;
  return fetch(`${baseUrl}/trial-class`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: new URL(baseUrl).origin,
      "X-Forwarded-For": visitorAddress(),
      Cookie: formTokenCookieOf({ submissionId: `trial-race-${index}` }),
    },
    body: new URLSearchParams({
      intent: "book-class",
      courseName: "Abacus",
      childAge: "7",
      childName: `Child ${index}`,
      parentName: `Parent ${index}`,
      phone: `+91 98${String(20000000 + index)}`,
      email: `race-parent-${index}@example.com`,
      guardianConsent: "on",
      sessionId: String(sessionId),
    }),
    signal: AbortSignal.timeout(60_000),
  }).then(async (response) => ({
    status: response.status,
    location: response.headers.get("location") ?? "",
    html: await response.text(),
  }));
}

describe("100 parents book a trial class with 5 seats at once", () => {
  it("books exactly five, and tells every other parent it filled, offering the other classes", async () => {
    const sql = connect(system.services.env.DATABASE_URL ?? "");
    try {
      const race = await twoClasses(sql);
      const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => book(race.raced, index)));

      const booked = answers.filter((answer) => answer.status === 302);
      expect(booked).toHaveLength(5);
      for (const answer of booked)
        expect(answer.location).toMatch(/^\/trial-class\/booking\/\d+-[\w-]{32}#booking-heading$/);
      const refused = answers.filter((answer) => answer.status !== 302);
      expect(refused).toHaveLength(95);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.html).toContain("Sorry, that class has just filled up. Please choose another time below.");
        // The booking form offers the other class only; the full one is offered for its waiting list instead.
        const waitlistAt = answer.html.indexOf('value="join-waitlist"');
        const bookingForm = answer.html.slice(answer.html.indexOf('value="book-class"'), waitlistAt);
        expect(bookingForm).toContain(`name="sessionId" value="${race.other}"`);
        expect(bookingForm).not.toContain(`name="sessionId" value="${race.raced}"`);
        expect(answer.html.slice(waitlistAt)).toContain(`name="sessionId" value="${race.raced}"`);
      }

      const [session] = await sql<{ booked: number }[]>`select booked from trial_sessions where id = ${race.raced}`;
      expect(session?.booked).toBe(5);
      const [bookings] = await sql<{ count: number }[]>`
        select count(*)::int as count from trial_bookings where session_id = ${race.raced}`;
      expect(bookings?.count).toBe(5);
      const [leads] = await sql<{ count: number }[]>`
        select count(*)::int as count from trial_class_requests
        where email like 'race-parent-%' and status = 'demo_booked'`;
      expect(leads?.count).toBe(5);
    } finally {
      await sql.end();
    }
  });
});
