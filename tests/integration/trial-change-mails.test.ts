/** The parent's mail after moving or cancelling a trial class from its link: queued with the change, sent by the job. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { cancelBooking, moveBooking } from "#app/modules/trials/booking-change.server.ts";
import { sendBookingChangeMail } from "#app/modules/trials/booking-change-mail.server.ts";
import { editClass } from "#app/modules/trials/schedule.server.ts";
import { cancelTrialSession } from "#app/modules/trials/session-cancel.server.ts";
import { indiaDayKey } from "#app/modules/trials/trial-times.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { useLocalOutbox } from "../support/mail-outbox.ts";
import { aTrialSession, bookedSeat } from "../support/trials.ts";

const HOUR = 3600_000;
const outbox = useLocalOutbox("trial-change");

/** Forgets the queue's jobs (pg-boss makes its tables with the first job any test queues). */
async function clearQueue(): Promise<void> {
  await forgetQueuedJobs("trial-change-mail");
}

beforeEach(async () => {
  await truncateAll();
  await clearQueue();
});

/** The jobs the changes queued, oldest first. */
const queued = async () => {
  const [table] = (await db().execute<{ job: string | null }>(sql`select to_regclass('pgboss.job')::text as job`)).rows;
  if (!table?.job) return [];
  return (
    await db().execute<{ data: unknown }>(
      sql`select data from pgboss.job where name = 'trial-change-mail' order by created_on`,
    )
  ).rows.map((row) => row.data);
};

/** Runs every queued job as the worker would, and answers the mails written, in order. */
async function sendQueued(): Promise<string[]> {
  for (const job of await queued()) await sendBookingChangeMail(job);
  return outbox.mails();
}

// The course's title comes from its program, which the test database leaves out: the course id stands in.
describe("mails after a trial class is changed or cancelled", () => {
  it("queues a mail with each move and cancel, and tells the new time in IST, then the cancel", async () => {
    const session = await aTrialSession();
    const target = await aTrialSession({
      startsAt: new Date(Date.now() + 5 * 24 * HOUR),
      mode: "office",
      address: "2nd floor, Mira Road",
    });
    const booking = await bookedSeat(session.id, { email: "neha@example.com", childName: "Kabir" });
    expect(await moveBooking(booking.manage, target.id)).toEqual({ done: true });
    expect(await queued()).toEqual([{ bookingId: booking.id, change: "moved" }]);

    const [moved] = await sendQueued();
    expect(moved).toMatch(/Subject: Moved: abacus trial class, .+ at .+ IST \| SkillSprouts/);
    expect(moved).toContain("Kabir's free abacus trial class is moved to a new time, as you asked.");
    expect(moved).toMatch(/Time: .+IST/);
    expect(moved).toContain("At our office, 2nd floor, Mira Road");
    expect(moved).toContain(`/trial-class/booking/${booking.manage}/change`);
    expect(moved).toContain("trial-class.ics");

    await outbox.empty();
    await clearQueue();
    expect(await cancelBooking(booking.manage)).toEqual({ done: true });
    const [cancelled] = await sendQueued();
    expect(cancelled).toMatch(/Subject: Cancelled: abacus trial class/);
    expect(cancelled).toMatch(/trial class on .+ IST is cancelled, as you asked/);
    expect(cancelled).toContain(`${env().SITE_URL}/trial-class`);
  });

  it("queues nothing for a change refused, and sends no 'moved' mail for a booking cancelled since", async () => {
    const full = await aTrialSession({ capacity: 1 });
    await bookedSeat(full.id);
    const session = await aTrialSession();
    const booking = await bookedSeat(session.id);
    expect(await moveBooking(booking.manage, full.id)).toEqual({ done: false, reason: "full" });
    expect(await queued()).toEqual([]);

    const other = await aTrialSession({ startsAt: new Date(Date.now() + 4 * 24 * HOUR) });
    expect(await moveBooking(booking.manage, other.id)).toEqual({ done: true });
    expect(await cancelBooking(booking.manage)).toEqual({ done: true });
    const mails = await sendQueued();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Cancelled:/);
  });

  it("says sorry when the office cancelled the class, and that we will call", async () => {
    const session = await aTrialSession();
    await bookedSeat(session.id, { email: "ritu@example.com", childName: "Diya" });
    expect(await cancelTrialSession(session.id, { id: null, name: "Asha Office" })).toEqual({
      cancelled: true,
      families: 1,
    });
    const [mail] = await sendQueued();
    expect(mail).toMatch(/Subject: Sorry, your abacus trial class on .+ is cancelled \| SkillSprouts/);
    expect(mail).toMatch(/We're sorry: we have had to cancel Diya's free abacus trial class on .+ IST\./);
    expect(mail).toContain("We'll also call you to find a time that suits you");
  });

  it("tells the families of a class the office moved, with an apology and the invite again", async () => {
    const session = await aTrialSession();
    const booking = await bookedSeat(session.id, { email: "ritu@example.com", childName: "Diya" });
    const later = new Date(session.startsAt.getTime() + 24 * HOUR);
    const outcome = await editClass(
      {
        intent: "edit-class",
        id: session.id,
        day: indiaDayKey(later),
        startTime: "17:00",
        minutes: 45,
        mode: "online",
        address: "",
        capacity: 5,
        teacherName: "",
        minAge: null,
        maxAge: null,
        meetingUrl: "",
      },
      { id: null, name: "Asha Office" },
    );
    expect(outcome).toEqual({ saved: true, told: 1 });
    expect(await queued()).toEqual([{ bookingId: booking.id, change: "class-moved" }]);
    const [mail] = await sendQueued();
    expect(mail).toMatch(/Subject: Changed: abacus trial class, .+ at 5:00 PM IST \| SkillSprouts/);
    expect(mail).toContain("We're sorry: we have had to change Diya's free abacus trial class.");
    expect(mail).toContain("Time: 5:00 – 5:45 PM IST");
    expect(mail).toContain(`/trial-class/booking/${booking.manage}/change`);
    expect(mail).toContain("trial-class.ics");
  });
});
