import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { contactMessages, demoRequests, feeds, sessions, users, type UserRole } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";

export const USERS_PAGE_SIZE = 20;

export async function listUsers({ query, page }: { query: string; page: number }) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = query ? or(ilike(users.email, pattern), ilike(users.fullName, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        role: users.role,
        deactivatedAt: users.deactivatedAt,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.email))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db().select({ value: count() }).from(users).where(where),
  ]);
  return { users: rows, total: total?.value ?? 0 };
}

export type RoleChangeOutcome =
  | { outcome: "changed" | "unchanged" | "last-admin" | "unverified"; email: string }
  | { outcome: "not-found"; email?: undefined };

/**
 * Changes an account's role, and says whose account it was. An account whose address is not confirmed is never
 * given back-office access (anyone can sign up with anyone's address): an invitation to the address does that.
 * Demoting is refused when it would leave no admin; the check and the update are one statement, so two admins
 * demoting each other at once cannot both succeed.
 */
export async function setUserRole(userId: string, role: UserRole): Promise<RoleChangeOutcome> {
  const [target] = await db()
    .select({ role: users.role, email: users.email, verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) return { outcome: "not-found" };
  const { email } = target;
  if (target.role === role) return { outcome: "unchanged", email };
  if (role !== "user" && target.role === "user") {
    // Promotion: only an account whose owner has shown the address is theirs, checked in the same statement.
    const promoted = await db()
      .update(users)
      .set({ role })
      .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    return { outcome: promoted.length > 0 ? "changed" : "unverified", email };
  }
  if (role === "admin") {
    await db().update(users).set({ role }).where(eq(users.id, userId));
    return { outcome: "changed", email };
  }
  const demoted = await db()
    .update(users)
    .set({ role })
    .where(
      and(
        eq(users.id, userId),
        sql`(select count(*) from ${users} where ${users.role} = 'admin' and ${users.id} <> ${userId}) > 0`,
      ),
    )
    .returning({ id: users.id });
  return { outcome: demoted.length > 0 ? "changed" : "last-admin", email };
}

export type ActivationOutcome = { changed: true; email: string } | { changed: false; reason: "self" | "not-found" };

/**
 * Deactivates an account (not one's own): it can no longer sign in, and every session it has ends at once, in the
 * same transaction. Reactivating lets it sign in again.
 */
export async function setAccountActive(actorId: string, userId: string, active: boolean): Promise<ActivationOutcome> {
  if (userId === actorId) return { changed: false, reason: "self" };
  return db().transaction(async (tx): Promise<ActivationOutcome> => {
    const [user] = await tx
      .update(users)
      .set({ deactivatedAt: active ? null : sql`now()` })
      .where(and(eq(users.id, userId), active ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)))
      .returning({ email: users.email });
    if (!user) {
      const [exists] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return exists ? { changed: true, email: exists.email } : { changed: false, reason: "not-found" };
    }
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return { changed: true, email: user.email };
  });
}

/** The dashboard's Quick Stats, counted from the real tables. */
export async function quickStats() {
  const [userCount, feedCount, demoCount, unreadMessages] = await Promise.all([
    db().$count(users),
    db().$count(feeds),
    db().$count(demoRequests),
    db().$count(contactMessages, sql`${contactMessages.readAt} is null`),
  ]);
  return { userCount, feedCount, demoCount, unreadMessages };
}
