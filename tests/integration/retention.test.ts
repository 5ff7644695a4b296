import { randomUUID } from "node:crypto";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  chatGaps,
  contactMessages,
  demoRequests,
  gameLeaderboard,
  gamePlayers,
  gameWeeklyScores,
  gameProgress,
  jobApplications,
  newsletterSubscribers,
  rateLimits,
  trialBookings,
  trialClassRequests,
  trialSessions,
} from "#db/schema.ts";
import {
  retentionPeriods,
  retentionSweepJob,
  sweepExpiredPersonalData,
} from "#app/modules/privacy/retention.server.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { action as inboxAction } from "#app/routes/admin/inbox.tsx";
import { db } from "#app/server/db.server.ts";
import { createJobRunner, type JobRunner } from "#app/server/jobs.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { tinyPdf } from "../support/files.ts";
import { postAs } from "../support/admin-requests.ts";
import { aJobApplication, aUser } from "../support/factories.ts";
import { testAdmin } from "../support/route-context.ts";

const monthsAgo = (months: number) => sql`now() - make_interval(months => ${months}::int)`;

async function objectExists(key: string): Promise<boolean> {
  try {
    await storage().client.send(new HeadObjectCommand({ Bucket: storage().bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** A job application with a real CV object, received `age` months ago. */
async function application(name: string, age: number) {
  const cvKey = `private/cvs/${randomUUID()}.pdf`;
  await storage().put(cvKey, tinyPdf(), "application/pdf");
  const { id } = await aJobApplication({ name, cvKey, cvFileName: `${name}.pdf`, createdAt: monthsAgo(age) });
  return { id, cvKey };
}

const trial = (childName: string, age: number) => ({
  childName,
  childAge: 8,
  courseName: "Abacus",
  preferredSlot: "Saturday morning (10 AM – 12 PM)",
  parentName: "Meera",
  phone: "+91 98765 43210",
  email: "meera@example.com",
  createdAt: monthsAgo(age),
});

/** Jobs of a queue in any state: a run asked for now or filed by the schedule. */
async function jobsOf(queue: string): Promise<number> {
  const rows = (
    await db().execute<{ jobs: number }>(sql`select count(*)::int as jobs from pgboss.job where name = ${queue}`)
  ).rows;
  return rows[0]?.jobs ?? 0;
}

async function names() {
  const pick = async <T extends Record<string, unknown>>(rows: Promise<T[]>, key: keyof T) =>
    (await rows).map((row) => String(row[key])).sort();
  return {
    messages: await pick(db().select().from(contactMessages), "name"),
    demos: await pick(db().select().from(demoRequests), "contactPerson"),
    trials: await pick(db().select().from(trialClassRequests), "childName"),
    bookings: await pick(db().select().from(trialBookings), "childName"),
    applications: await pick(db().select().from(jobApplications), "name"),
    gaps: await pick(db().select().from(chatGaps), "question"),
    subscribers: await pick(db().select().from(newsletterSubscribers), "email"),
  };
}

async function seedAgedData() {
  await db()
    .insert(contactMessages)
    .values([
      { name: "Old message", email: "o@example.com", subject: "S", message: "M", createdAt: monthsAgo(25) },
      { name: "New message", email: "n@example.com", subject: "S", message: "M", createdAt: monthsAgo(23) },
    ]);
  const demo = {
    schoolName: "Green Valley",
    location: "Thane",
    email: "d@example.com",
    phone: "+91 98765 43210",
    courseName: "Abacus",
    preferredDate: "2030-01-10",
  };
  await db()
    .insert(demoRequests)
    .values([
      { ...demo, contactPerson: "Old demo", createdAt: monthsAgo(30) },
      { ...demo, contactPerson: "New demo", createdAt: monthsAgo(1) },
    ]);
  await db()
    .insert(trialClassRequests)
    .values([trial("Old trial", 25), trial("New trial", 2)]);
  // A booked class keeps the child's and the parent's details beside the request: they go after the same period.
  const classOn = async (age: number) => {
    const [session] = await db()
      .insert(trialSessions)
      .values({ courseId: "abacus", startsAt: monthsAgo(age), minutes: 45, mode: "online", capacity: 6, booked: 1 })
      .returning({ id: trialSessions.id });
    return session?.id ?? 0;
  };
  const booking = async (childName: string, age: number) => ({
    submissionId: randomUUID(),
    sessionId: await classOn(age),
    childName,
    childAge: 8,
    parentName: "Meera",
    phone: "+91 98765 43210",
    email: "meera@example.com",
    createdAt: monthsAgo(age),
  });
  await db()
    .insert(trialBookings)
    .values([await booking("Old booking", 25), await booking("New booking", 2)]);
  await db()
    .insert(chatGaps)
    .values([
      { question: "old question", createdAt: monthsAgo(7) },
      { question: "new question", createdAt: monthsAgo(5) },
    ]);
  // Subscribers asked to hear from us: they stay however old, until they ask to leave.
  await db()
    .insert(newsletterSubscribers)
    .values({ email: "loyal@example.com", createdAt: monthsAgo(60) });
  const oldCvs = [await application("Asha", 13), await application("Bina", 14), await application("Chitra", 30)];
  const newCv = await application("Divya", 11);
  return { oldCvs, newCv };
}

const periods = { leadsMonths: 24, cvsMonths: 12, chatGapsMonths: 6 };

describe("retention", () => {
  beforeEach(async () => {
    await truncateAll();
    await storage().ensureBucket();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads the periods from the environment, with the defaults the notice states", () => {
    expect(retentionPeriods()).toEqual(periods);
  });

  it("deletes leads, job applications with their CVs and chat gaps past their periods, and keeps the rest", async () => {
    const { oldCvs, newCv } = await seedAgedData();

    // A batch of two, so the three old applications take two rounds.
    const deleted = await sweepExpiredPersonalData(periods, { batchSize: 2 });

    expect(deleted).toEqual({
      contactMessages: 1,
      demoRequests: 1,
      trialClassRequests: 1,
      trialBookings: 1,
      jobApplications: 3,
      chatGaps: 1,
      weeklyScores: 0,
      funZonePlayers: 0,
    });
    expect(await names()).toEqual({
      messages: ["New message"],
      demos: ["New demo"],
      trials: ["New trial"],
      bookings: ["New booking"],
      applications: ["Divya"],
      gaps: ["new question"],
      subscribers: ["loyal@example.com"],
    });
    for (const cv of oldCvs) expect(await objectExists(cv.cvKey)).toBe(false);
    expect(await objectExists(newCv.cvKey)).toBe(true);
    // Nothing more is due: a second run deletes nothing.
    expect(Object.values(await sweepExpiredPersonalData(periods))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("deletes anonymous Fun Zone players idle for 30 days with no board entry, with their progress and runs", async () => {
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    const kid = await aUser({ email: "kid@example.com", role: "user" });
    const players = await db()
      .insert(gamePlayers)
      .values([
        { name: "Idle Otter 10", nameKey: "idle", lastSeenAt: daysAgo(31) },
        { name: "Recent Otter 11", nameKey: "recent", lastSeenAt: daysAgo(29) },
        { name: "Champion Otter 12", nameKey: "champion", lastSeenAt: daysAgo(200) },
        { name: "Account Otter 13", nameKey: "account", lastSeenAt: daysAgo(200), userId: kid.id },
        { name: "Weekly Otter 14", nameKey: "weekly", lastSeenAt: daysAgo(31) },
      ])
      .returning({ id: gamePlayers.id, name: gamePlayers.name });
    const idOf = (name: string) => players.find((player) => player.name.startsWith(name))?.id ?? "";
    await db()
      .insert(gameProgress)
      .values({ playerId: idOf("Idle"), gameId: "math", level: 2, score: 40 });
    await db()
      .insert(gameLeaderboard)
      .values({ playerId: idOf("Champion"), gameId: "math", score: 90, networkKey: "n1" });
    // Rows of this week's and last week's boards stay; older weeks go, and with them what kept a player.
    const weeksAgo = (weeks: number) => sql`(now() at time zone 'Asia/Kolkata')::date - ${7 * weeks}::int`;
    await db()
      .insert(gameWeeklyScores)
      .values([
        { playerId: idOf("Weekly"), gameId: "math", score: 30, networkKey: "n2", weekStart: weeksAgo(0) },
        { playerId: idOf("Champion"), gameId: "math", score: 30, networkKey: "n1", weekStart: weeksAgo(1) },
        { playerId: idOf("Champion"), gameId: "words", score: 30, networkKey: "n1", weekStart: weeksAgo(3) },
      ]);

    expect(await sweepExpiredPersonalData(periods)).toMatchObject({ funZonePlayers: 1, weeklyScores: 1 });
    const left = (await db().select({ name: gamePlayers.name }).from(gamePlayers)).map((row) => row.name).sort();
    expect(left).toEqual(["Account Otter 13", "Champion Otter 12", "Recent Otter 11", "Weekly Otter 14"]);
    expect(await db().$count(gameProgress)).toBe(0);
    expect(await db().$count(gameWeeklyScores)).toBe(2);
  });

  it("keeps an application whose CV could not be deleted, so the next run tries again", async () => {
    const old = await application("Esha", 13);
    vi.spyOn(storage(), "delete").mockRejectedValueOnce(new Error("storage unavailable"));
    await expect(sweepExpiredPersonalData(periods)).rejects.toThrow("storage unavailable");
    expect((await names()).applications).toEqual(["Esha"]);
    expect(await objectExists(old.cvKey)).toBe(true);

    expect((await sweepExpiredPersonalData(periods)).jobApplications).toBe(1);
    expect(await objectExists(old.cvKey)).toBe(false);
  });
});

describe("the scheduled sweep", () => {
  const runners: JobRunner[] = [];
  beforeEach(truncateAll);
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  it("is scheduled once however many instances start, and a run deletes what is due", async () => {
    const { oldCvs } = await seedAgedData();
    await db()
      .insert(rateLimits)
      .values({ key: "feed-view:1:203.0.113.7", count: 1, resetAt: sql`now() - interval '1 minute'` });
    // Two app instances start their jobs against one database.
    for (let i = 0; i < 2; i++)
      runners.push(await createJobRunner([retentionSweepJob], { pollingIntervalSeconds: 0.5 }));
    const schedules = (
      await db().execute<{ name: string; cron: string; timezone: string }>(
        sql`select name, cron, timezone from pgboss.schedule`,
      )
    ).rows;
    expect([...schedules]).toEqual([{ name: "retention-sweep", cron: "30 2 * * *", timezone: "Asia/Kolkata" }]);

    // Null when the schedule's own occurrence already waits: the test may run at 02:30 in India, when it is due.
    await runners[0]?.runNow("retention-sweep");
    expect(await jobsOf("retention-sweep")).toBeGreaterThan(0);
    // The job ends with the short-lived rows, so once the spent counter is gone the sweep has run.
    await vi.waitFor(async () => expect(await db().$count(rateLimits)).toBe(0), { timeout: 15_000 });
    expect((await names()).applications).toEqual(["Divya"]);
    expect((await names()).messages).toEqual(["New message"]);
    for (const cv of oldCvs) expect(await objectExists(cv.cvKey)).toBe(false);
  });

  it("runs each job on one instance only", async () => {
    let runs = 0;
    let release = () => {};
    const job = {
      name: "count-runs",
      cron: "0 0 1 1 *",
      run: async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
      },
    };
    for (let i = 0; i < 2; i++) runners.push(await createJobRunner([job], { pollingIntervalSeconds: 0.5 }));
    expect(await runners[0]?.runNow("count-runs")).toEqual(expect.any(String));
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000 });
    // While one run is active, asking again (from the other instance) queues nothing: the queue is exclusive.
    expect(await runners[1]?.runNow("count-runs")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toBe(1);
    release();
  });
});

describe("deleting an inbox entry", () => {
  beforeEach(async () => {
    await truncateAll();
    await storage().ensureBucket();
  });

  const remove = (url: string, kind: string, id: number, user: AuthUser | null = testAdmin) =>
    postAs(user, inboxAction, url, { intent: "trash", kind, id: String(id) });

  it("moves a job application to the trash, and returns to the list the admin was viewing", async () => {
    const { id, cvKey } = await application("Farah", 1);
    const keep = await application("Gita", 1);
    const response = (await remove(`/admin/inbox?list=applications&status=all&page=1`, "applications", id)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/inbox?list=applications&status=all");
    expect((await names()).applications).toEqual(["Gita"]);
    // Its CV waits in the trash with it (the trash's own test covers deleting it for good).
    expect(await objectExists(cvKey)).toBe(true);
    expect(await objectExists(keep.cvKey)).toBe(true);
  });

  it("removes a trial class request, refuses a visitor and answers 404 for an unknown entry", async () => {
    const [row] = await db()
      .insert(trialClassRequests)
      .values(trial("Hari", 0))
      .returning({ id: trialClassRequests.id });
    const id = row?.id ?? 0;
    await expect(remove(`/admin/inbox?list=trials`, "trials", id, null)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(remove(`/admin/inbox?list=messages`, "messages", id)).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect((await names()).trials).toEqual(["Hari"]);
    expect(((await remove(`/admin/inbox?list=trials`, "trials", id)) as Response).status).toBe(302);
    expect((await names()).trials).toEqual([]);
  });
});
