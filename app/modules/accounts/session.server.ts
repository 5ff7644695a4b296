import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { sessions, users, type UserRole } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { signedCookie } from "#app/server/signed-cookie.server.ts";
import { LAST_SEEN_EVERY_SECONDS, STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from "./staff-session.ts";

/** A visitor's session (the Fun Zone, their progress): long, as on any site they come back to. */
export const SESSION_DAYS = 30;

/** `sessionId` is the session row's id: the SHA-256 of the token in the browser's cookie, never the token. */
export type AuthUser = { id: string; email: string; fullName: string | null; role: UserRole; sessionId: string };

/**
 * The signed cookie carries only the session's token; the session itself is a row, so it can expire and be
 * revoked. The row is keyed by the token's SHA-256, as reset and invitation tokens are: someone who reads the
 * table (a backup, a leaked dump) cannot sign in with what they find there.
 */
const sessionCookie = signedCookie("__session", SESSION_DAYS * 24 * 60 * 60);

/** The id of the session row a token opens. */
export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The signed-in user of a session token, and a note that the session was used now. A back-office account's session
 * (staff, admin) also ends after `STAFF_IDLE_MINUTES` without a request and `STAFF_SESSION_HOURS` after sign-in,
 * whatever its row's expiry says: the row may predate a promotion to staff. The clock is the database's, so every
 * instance agrees on it.
 */
export async function findSessionUser(token: string): Promise<AuthUser | null> {
  const sessionId = sessionIdOf(token);
  const [row] = await db()
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      seenLongAgo: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_EVERY_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deactivatedAt),
        or(
          eq(users.role, "user"),
          and(
            gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`),
            gt(sessions.createdAt, sql`now() - make_interval(hours => ${STAFF_SESSION_HOURS})`),
          ),
        ),
      ),
    );
  if (!row) return null;
  if (row.seenLongAgo) {
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  }
  const { seenLongAgo: _seen, ...user } = row;
  return { ...user, sessionId };
}

const isStaffRole = (role: UserRole) => role !== "user";

/**
 * Starts a fresh session (a new token every login, so a planted one is useless) and ends the one the browser had
 * before, if any. Returns the Set-Cookie header.
 */
export async function startSession(userId: string, previousToken: string | null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = await db().transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    const lasts = user && isStaffRole(user.role) ? STAFF_SESSION_HOURS * 60 * 60 : SESSION_DAYS * 24 * 60 * 60;
    const expires = new Date(Date.now() + lasts * 1000);
    if (previousToken) await tx.delete(sessions).where(eq(sessions.id, sessionIdOf(previousToken)));
    await tx.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt: expires });
    return expires;
  });
  return sessionCookie().serialize(token, { expires: expiresAt });
}

export async function endSession(token: string | null): Promise<string> {
  if (token)
    await db()
      .delete(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
  return clearSessionCookie();
}

export function clearSessionCookie(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0 });
}
