import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { sessions, users, type UserRole } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { signedCookie } from "#app/server/signed-cookie.server.ts";

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

export async function findSessionUser(token: string): Promise<AuthUser | null> {
  const sessionId = sessionIdOf(token);
  const [row] = await db()
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), isNull(users.deactivatedAt)));
  return row ? { ...row, sessionId } : null;
}

/**
 * Starts a fresh session (a new token every login, so a planted one is useless) and ends the one the browser had
 * before, if any. Returns the Set-Cookie header.
 */
export async function startSession(userId: string, previousToken: string | null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db().transaction(async (tx) => {
    if (previousToken) await tx.delete(sessions).where(eq(sessions.id, sessionIdOf(previousToken)));
    await tx.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt });
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
