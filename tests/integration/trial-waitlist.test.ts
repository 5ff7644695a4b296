/** A full trial class's waiting list: joined from the booking page, offered a freed seat, booked from the link. */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { programs, trialBookings, trialClassRequests, type trialSessions, trialWaitlist } from "#db/schema.ts";
import { trialAgenda } from "#app/modules/trials/agenda.server.ts";
import { cancelBooking } from "#app/modules/trials/booking-change.server.ts";
import { pickStep } from "#app/modules/trials/booking-page.server.ts";
import { waitlistToken } from "#app/modules/trials/booking-token.server.ts";
import { editClass } from "#app/modules/trials/schedule.server.ts";
import { forgetPastWaits } from "#app/modules/trials/sessions.server.ts";
import { indiaDayKey } from "#app/modules/trials/trial-times.ts";
import {
  bookFromWaitlist,
  joinWaitlist,
  leaveWaitlist,
  offerFreedSeat,
  WAITS_PER_FAMILY,
} from "#app/modules/trials/waitlist.server.ts";
import { action as trialClassAction } from "#app/routes/trial-class.tsx";
import { action as waitlistAction, loader as waitlistLoader } from "#app/routes/trial-waitlist.tsx";
import { db } from "#app/server/db.server.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { useLocalOutbox } from "../support/mail-outbox.ts";
import { abacusProgram } from "../support/factories.ts";
import { formRequest, routeContext } from "../support/route-context.ts";
import { abacus, aTrialBooking, aTrialSession, bookedSeat } from "../support/trials.ts";

const HOUR = 3600_000;
const { mails } = useLocalOutbox("trial-waitlist");

/** The seat offers queued, as the job reads them. */
const queuedOffers = async () => {
  const [table] = (await db().execute<{ job: string | null }>(sql`select to_regclass('pgboss.job')::text as job`)).rows;
  if (!table?.job) return [];
  return (
    await db().execute<{ data: { sessionId: number } }>(
      sql`select data from pgboss.job where name = 'trial-seat-offer' order by created_on`,
    )
  ).rows.map((row) => row.data);
};

/** A class of one seat, taken. */
async function aFullClass(fields: Partial<typeof trialSessions.$inferInsert> = {}) {
  const session = await aTrialSession({ capacity: 1, ...fields });
  const taken = await bookedSeat(session.id, { childName: "Ira" });
  return { session, taken };
}

/** A family waiting for the class (its own phone and address). */
async function aWaitingFamily(sessionId: number, fields: Parameters<typeof aTrialBooking>[1] = {}) {
  const input = aTrialBooking(sessionId, fields);
  expect(await joinWaitlist(input, abacus)).toMatchObject({ joined: true });
  const [place] = await db().select().from(trialWaitlist).where(eq(trialWaitlist.submissionId, input.submissionId));
  if (!place) throw new Error("not waiting");
  return { ...place, token: waitlistToken(place.id) };
}

/** The booking page's "Join the waiting list" for the class, sent from `path` (its language). */
function joinFromThePage(path: string, sessionId: number, details: ReturnType<typeof aTrialBooking>) {
  const { guardianConsent, sessionId: _none, submissionId: _id, ...fields } = details;
  return trialClassAction({
    request: formRequest(path, {
      ...fields,
      childAge: String(fields.childAge),
      guardianConsent,
      intent: "join-waitlist",
      sessionId: String(sessionId),
      submissionId: randomUUID(),
    }),
    context: routeContext({ ip: "198.51.100.21" }),
    params: {},
  } as never);
}

beforeEach(async () => {
  await truncateAll();
  await forgetQueuedJobs("trial-seat-offer", "trial-change-mail");
  await db().insert(programs).values(abacusProgram);
});

describe("joining a full class's waiting list", () => {
  it("offers the full classes that fit on the booking's second step, and joins one from it", async () => {
    const { session } = await aFullClass();
    const open = await aTrialSession({ startsAt: new Date(Date.now() + 5 * 24 * HOUR) });
    const details = aTrialBooking(0);
    const pick = await pickStep(details, abacus);
    expect(pick.days.flatMap((day) => day.classes.map((one) => one.id))).toEqual([open.id]);
    expect(pick.fullDays.flatMap((day) => day.classes)).toMatchObject([{ id: session.id, seatsLeft: 0 }]);

    const answer = (await joinFromThePage("/trial-class", session.id, details)) as {
      waitlisted: { childName: string; line: string };
    };
    expect(answer.waitlisted.childName).toBe("Kabir");
    expect(answer.waitlisted.line).toMatch(/IST \(online\)$/);
    expect(await db().select({ status: trialWaitlist.status }).from(trialWaitlist)).toEqual([{ status: "waiting" }]);
    // Staff see the family on the class's agenda card, to call when a seat frees.
    const days = await trialAgenda({ teacher: null, mode: null });
    const card = days.flatMap((day) => day.sessions).find((one) => one.id === session.id);
    expect(card?.waiting).toMatchObject([{ childName: "Kabir", childAge: 7, parentName: "Neha Kulkarni" }]);
    expect(card?.waiting[0]?.tel).toMatch(/^tel:\+91/);
  });

  it("keeps the language of the page joined from, for the lead of the seat booked from the list", async () => {
    const { session, taken } = await aFullClass();
    const details = aTrialBooking(0);
    await joinFromThePage("/mr/trial-class", session.id, details);
    const [place] = await db().select().from(trialWaitlist);
    expect(place?.language).toBe("mr");
    expect(await cancelBooking(taken.manage)).toEqual({ done: true });
    expect(await bookFromWaitlist(waitlistToken(place?.id ?? 0))).toMatchObject({ booked: true });
    const leads = await db()
      .select({ child: trialClassRequests.childName, language: trialClassRequests.language })
      .from(trialClassRequests)
      .where(eq(trialClassRequests.childName, details.childName));
    expect(leads).toEqual([{ child: details.childName, language: "mr" }]);
  });

  it("keeps one place per child and class, refuses a class with a seat, and at most three classes a family", async () => {
    const { session } = await aFullClass();
    const input = aTrialBooking(session.id);
    expect(await joinWaitlist(input, abacus)).toMatchObject({ joined: true });
    expect(await joinWaitlist({ ...input, submissionId: randomUUID() }, abacus)).toMatchObject({ joined: true });
    expect(await db().select().from(trialWaitlist)).toHaveLength(1);

    const open = await aTrialSession();
    expect(await joinWaitlist(aTrialBooking(open.id), abacus)).toEqual({ joined: false, reason: "not-full" });
    const tooYoung = aTrialBooking(session.id, { childAge: 4 });
    expect(await joinWaitlist(tooYoung, abacus)).toEqual({ joined: false, reason: "gone" });

    for (let index = 1; index < WAITS_PER_FAMILY; index++) {
      const other = await aFullClass({ startsAt: new Date(Date.now() + (4 + index) * 24 * HOUR) });
      const again = { ...input, sessionId: other.session.id, submissionId: randomUUID() };
      expect(await joinWaitlist(again, abacus)).toMatchObject({ joined: true });
    }
    const one = await aFullClass({ startsAt: new Date(Date.now() + 9 * 24 * HOUR) });
    const fourth = { ...input, sessionId: one.session.id, submissionId: randomUUID() };
    expect(await joinWaitlist(fourth, abacus)).toEqual({ joined: false, reason: "family-limit" });
  });
});

describe("a freed seat", () => {
  it("is offered to every waiting family by mail; the first to book has it, the others stay waiting", async () => {
    const { session, taken } = await aFullClass();
    const first = await aWaitingFamily(session.id, { childName: "Anaya", email: "ritu@example.com" });
    const second = await aWaitingFamily(session.id, { childName: "Vihaan", email: "sameer@example.com" });
    // Nothing is free yet: the link says so, and booking from it is refused.
    const before = await waitlistLoader({ params: { token: first.token }, request: new Request("http://x/") } as never);
    expect(before.state).toBe("full");

    expect(await cancelBooking(taken.manage)).toEqual({ done: true });
    expect(await queuedOffers()).toEqual([{ sessionId: session.id }]);
    await offerFreedSeat({ sessionId: session.id });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.join("\n")).toContain(`/trial-class/waitlist/${first.token}`);
    expect(sent.join("\n")).toContain(`/trial-class/waitlist/${second.token}`);
    expect(sent[0]).toMatch(/Subject: A seat is free: Abacus trial class, .+ IST \| SkillSprouts/);
    expect(sent[0]).toContain("the first to book has the seat");
    // A retried job does not mail them again.
    await offerFreedSeat({ sessionId: session.id });
    expect(await mails()).toHaveLength(2);

    const booked = (await waitlistAction({
      params: { token: second.token },
      request: formRequest(`/trial-class/waitlist/${second.token}`, { intent: "book" }),
      context: routeContext({ ip: "198.51.100.22" }),
    } as never)) as Response;
    expect(booked.status).toBe(302);
    expect(booked.headers.get("Location")).toMatch(/^\/trial-class\/booking\/\d+-[\w-]+#booking-heading$/);
    const [booking] = await db().select().from(trialBookings).where(eq(trialBookings.childName, "Vihaan"));
    expect(booking).toMatchObject({ sessionId: session.id, status: "booked" });
    expect(await bookFromWaitlist(first.token)).toEqual({ booked: false, reason: "full" });
    const places = await db()
      .select({ child: trialWaitlist.childName, status: trialWaitlist.status })
      .from(trialWaitlist)
      .orderBy(trialWaitlist.id);
    expect(places).toEqual([
      { child: "Anaya", status: "waiting" },
      { child: "Vihaan", status: "booked" },
    ]);
  });

  it("tells nobody who left the list, and more seats from the office are offered too", async () => {
    const { session } = await aFullClass();
    const place = await aWaitingFamily(session.id);
    expect(await leaveWaitlist(place.token)).toBe(true);
    expect(await leaveWaitlist(place.token)).toBe(false);
    const page = await waitlistLoader({
      params: { token: place.token },
      request: new Request("http://x/?done=left"),
    } as never);
    expect(page).toMatchObject({ state: "left", left: true });

    const staying = await aWaitingFamily(session.id, { childName: "Diya" });
    const outcome = await editClass(
      {
        intent: "edit-class",
        id: session.id,
        day: indiaDayKey(session.startsAt),
        startTime: new Intl.DateTimeFormat("en-GB", {
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          timeZone: "Asia/Kolkata",
        }).format(session.startsAt),
        minutes: 45,
        mode: "online",
        address: "",
        capacity: 3,
        teacherName: "",
        minAge: null,
        maxAge: null,
        meetingUrl: "",
      },
      { id: null, name: "Asha Office" },
    );
    expect(outcome).toEqual({ saved: true, told: 0 });
    expect(await queuedOffers()).toEqual([{ sessionId: session.id }]);
    await offerFreedSeat({ sessionId: session.id });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`/trial-class/waitlist/${staying.token}`);
  });

  it("offers nothing once the class is full again, and forgets the lists of classes begun", async () => {
    const { session, taken } = await aFullClass();
    await aWaitingFamily(session.id);
    await cancelBooking(taken.manage);
    await bookedSeat(session.id, { childName: "Zoya" });
    await offerFreedSeat({ sessionId: session.id });
    expect(await mails()).toEqual([]);

    const past = await aTrialSession({ startsAt: new Date(Date.now() - HOUR) });
    await db().insert(trialWaitlist).values({
      sessionId: past.id,
      submissionId: randomUUID(),
      childName: "Old",
      childAge: 7,
      parentName: "P",
      phone: "9820000000",
      email: "old@example.com",
    });
    expect(await forgetPastWaits()).toBe(1);
    expect(await db().select().from(trialWaitlist)).toHaveLength(1);
  });

  it("answers a link the site did not make with 404", async () => {
    await expect(
      waitlistLoader({ params: { token: "1-forged" }, request: new Request("http://x/") } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
