import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { accountTokens, sessions, users, type AccountTokenPurpose, type UserRole } from "#db/schema.ts";
import { db, type Executor } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";

/*
 * One-time links mailed to an account's owner. Only the SHA-256 of a link's token is stored; a link works once,
 * until it expires, and only for what it was made for.
 */

const LIFETIMES_MS: Record<AccountTokenPurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  "sign-in": 15 * 60 * 1000,
  "verify-email": 7 * 24 * 60 * 60 * 1000,
};

const PAGES: Record<AccountTokenPurpose, string> = {
  "password-reset": "/password-reset",
  "sign-in": "/sign-in-link",
  "verify-email": "/verify-email",
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a link for the account's owner to use once, under its credentials as they are; returns its address. */
export async function issueAccountLink(userId: string, purpose: AccountTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db()
    .insert(accountTokens)
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      credentialVersion: sql`(select ${users.credentialVersion} from ${users} where ${users.id} = ${userId})`,
      expiresAt: new Date(Date.now() + LIFETIMES_MS[purpose]),
    });
  return `${env().SITE_URL}${PAGES[purpose]}?token=${encodeURIComponent(token)}`;
}

/** Unused, unexpired, for this purpose, and made under the account's credentials as they still are. */
const usable = (token: string, purpose: AccountTokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
    sql`${accountTokens.credentialVersion} = (select ${users.credentialVersion} from ${users} where ${users.id} = ${accountTokens.userId})`,
  );

/**
 * A change of how the account proves who it is (password, two-step sign-in): its credential version goes up, so
 * every link mailed before no longer works, and its sessions end but the one making the change, if any.
 */
export async function renewCredentials(executor: Executor, userId: string, keepSessionId?: string): Promise<void> {
  await executor
    .update(users)
    .set({ credentialVersion: sql`${users.credentialVersion} + 1` })
    .where(eq(users.id, userId));
  await executor
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

/** Whose account a link opens while it is still usable (for the page that asks "continue?"), or null. */
export async function findUsableLink(token: string, purpose: AccountTokenPurpose): Promise<{ email: string } | null> {
  const [row] = await db()
    .select({ email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(usable(token, purpose), isNull(users.deactivatedAt)));
  return row ?? null;
}

/**
 * Uses a link (once: the update matches only an unused, unexpired link of this purpose) and retires the account's
 * other links of the same purpose. The owner has shown they read the address's mail, so it counts as confirmed.
 * Returns the account (its id and role), or null for a link that cannot be used (or an account that was
 * deactivated). `executor`: a transaction to join, else the database.
 */
export async function spendAccountLink(
  token: string,
  purpose: AccountTokenPurpose,
  executor: Executor = db(),
): Promise<{ id: string; role: UserRole } | null> {
  const [used] = await executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId });
  if (!used) return null;
  await executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, used.userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  const [user] = await executor
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, used.userId), isNull(users.deactivatedAt)))
    .returning({ id: users.id, role: users.role });
  return user ?? null;
}
