import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { sessions, users, type UserRole } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { signedCookie } from "#app/server/signed-cookie.server.ts";

export const SESSION_DAYS = 30;

export type AuthUser = { id: string; email: string; fullName: string | null; role: UserRole; sessionId: string };

/** The signed cookie carries only the session id; the session itself is a row, so it can expire and be revoked. */
const sessionCookie = signedCookie("__session", SESSION_DAYS * 24 * 60 * 60);

export async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export async function findSessionUser(sessionId: string): Promise<AuthUser | null> {
  const [row] = await db()
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), isNull(users.deactivatedAt)));
  return row ? { ...row, sessionId } : null;
}

/**
 * Starts a fresh session (a new id every login, so a planted id is useless) and ends the one the
 * browser had before, if any. Returns the Set-Cookie header.
 */
export async function startSession(userId: string, previousSessionId: string | null): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db().transaction(async (tx) => {
    if (previousSessionId) await tx.delete(sessions).where(eq(sessions.id, previousSessionId));
    await tx.insert(sessions).values({ id, userId, expiresAt });
  });
  return sessionCookie().serialize(id, { expires: expiresAt });
}

export async function endSession(sessionId: string | null): Promise<string> {
  if (sessionId) await db().delete(sessions).where(eq(sessions.id, sessionId));
  return clearSessionCookie();
}

export function clearSessionCookie(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** Ends every session of a user except, optionally, the one in use. */
export async function endOtherSessions(userId: string, keepSessionId?: string): Promise<void> {
  await db()
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}
