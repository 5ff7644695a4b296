/**
 * Back-office sessions end after 30 minutes without use and 12 hours after sign-in; a visitor's session lasts its
 * 30 days. The clock is the database's: the tests move a session's times back rather than wait.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sessions } from "#db/schema.ts";
import { findSessionUser, readSessionToken, sessionIdOf, startSession } from "#app/modules/accounts/session.server.ts";
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from "#app/modules/accounts/staff-session.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { aUser } from "../support/factories.ts";

/** The token a browser would send back from the Set-Cookie header. */
async function tokenOf(setCookie: string): Promise<string> {
  const request = new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] ?? "" } });
  return (await readSessionToken(request)) ?? "";
}

async function signIn(role: "user" | "staff" | "admin") {
  const user = await aUser({ role });
  const token = await tokenOf(await startSession(user.id, null));
  return { user, token, id: sessionIdOf(token) };
}

/** Moves a session's last request and sign-in back by the given minutes. */
async function age(id: string, { idle, since }: { idle: number; since: number }) {
  await db()
    .update(sessions)
    .set({
      lastSeenAt: sql`now() - make_interval(secs => ${idle * 60})`,
      createdAt: sql`now() - make_interval(secs => ${since * 60})`,
    })
    .where(eq(sessions.id, id));
}

const lastSeenMinutesAgo = async (id: string) => {
  const [row] = await db()
    .select({ minutes: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt}) / 60` })
    .from(sessions)
    .where(eq(sessions.id, id));
  return Number(row?.minutes);
};

describe("a back-office session", () => {
  beforeEach(truncateAll);

  it("is kept by use and ends after half an hour without it", async () => {
    const staff = await signIn("staff");
    await age(staff.id, { idle: STAFF_IDLE_MINUTES - 1, since: 60 });
    expect(await findSessionUser(staff.token)).toMatchObject({ id: staff.user.id });
    // That request counted as use: the clock starts again.
    expect(await lastSeenMinutesAgo(staff.id)).toBeLessThan(1);

    await age(staff.id, { idle: STAFF_IDLE_MINUTES + 1, since: 90 });
    expect(await findSessionUser(staff.token)).toBeNull();
  });

  it("ends twelve hours after sign-in however busy it was", async () => {
    const admin = await signIn("admin");
    await age(admin.id, { idle: 0, since: STAFF_SESSION_HOURS * 60 - 5 });
    expect(await findSessionUser(admin.token)).not.toBeNull();
    await age(admin.id, { idle: 0, since: STAFF_SESSION_HOURS * 60 + 1 });
    expect(await findSessionUser(admin.token)).toBeNull();
  });

  it("is given a row and a cookie that expire with the working day", async () => {
    const staff = await aUser({ role: "staff" });
    const cookie = await startSession(staff.id, null);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? "").getTime();
    expect(expires - Date.now()).toBeGreaterThan((STAFF_SESSION_HOURS - 0.1) * 3_600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(STAFF_SESSION_HOURS * 3_600_000 + 1000);
  });

  it("writes its last use at most once a minute, not on every request", async () => {
    const staff = await signIn("staff");
    await age(staff.id, { idle: 0.5, since: 10 });
    await findSessionUser(staff.token);
    expect(await lastSeenMinutesAgo(staff.id)).toBeGreaterThan(0.4);
  });
});

describe("a visitor's session", () => {
  beforeEach(truncateAll);

  it("does not end for a day without use", async () => {
    const visitor = await signIn("user");
    await age(visitor.id, { idle: 24 * 60, since: 24 * 60 });
    expect(await findSessionUser(visitor.token)).toMatchObject({ id: visitor.user.id });
  });
});
