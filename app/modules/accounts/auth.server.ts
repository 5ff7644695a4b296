import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { passwordResetTokens, users, type UserRole } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { normalizeEmail } from "./email.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { passwordResetMail } from "./reset-mail.ts";
import { endOtherSessions } from "./session.server.ts";

export type VerifiedUser = { id: string; role: UserRole };

export class InvalidCredentials extends Error {
  constructor(message = "Invalid email or password.") {
    super(message);
  }
}

/** Told only to someone who knows the password: the account exists and an admin has switched it off. */
export class AccountDeactivated extends InvalidCredentials {
  constructor() {
    super("This account has been deactivated. Please ask an admin of SkillSprouts if you need access again.");
  }
}

// A real hash to verify against when the e-mail is unknown, so both cases take the same time.
const decoyHash = hashPassword(randomBytes(16).toString("hex"));

export async function verifyCredentials(email: string, password: string): Promise<VerifiedUser> {
  const [user] = await db()
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !valid) throw new InvalidCredentials();
  if (user.deactivatedAt) throw new AccountDeactivated();
  return { id: user.id, role: user.role };
}

/** remix-auth with the form strategy: the form's e-mail and password, checked against the stored argon2id hash. */
export const authenticator = new Authenticator<VerifiedUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = form.get("email");
    const password = form.get("password");
    if (typeof email !== "string" || typeof password !== "string") throw new InvalidCredentials();
    return verifyCredentials(email, password);
  }),
  "form",
);

export async function createAccount(input: {
  email: string;
  password: string;
  fullName?: string;
}): Promise<"created" | "email-taken"> {
  const passwordHash = await hashPassword(input.password);
  const inserted = await db()
    .insert(users)
    .values({ email: normalizeEmail(input.email), passwordHash, fullName: input.fullName?.trim() || null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return inserted.length > 0 ? "created" : "email-taken";
}

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Sends a single-use reset link if the account exists. The caller shows the same "sent" view either way,
 * so the page never tells whether an address has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const [user] = await db()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await db()
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  const link = `${env().SITE_URL}/password-reset?token=${encodeURIComponent(token)}`;
  try {
    await sendMail({ to: user.email, ...passwordResetMail(link) });
  } catch (error) {
    logger.error({ err: error }, "could not send the password reset e-mail");
    throw error;
  }
}

export async function isResetTokenUsable(token: string): Promise<boolean> {
  const count = await db().$count(
    passwordResetTokens,
    and(
      eq(passwordResetTokens.tokenHash, hashToken(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, sql`now()`),
    ),
  );
  return count > 0;
}

/**
 * Uses the token (once: the update only matches an unused, unexpired token), sets the new password,
 * retires the user's other reset links and ends every session.
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const userId = await db().transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return used.userId;
  });
  if (!userId) return false;
  await endOtherSessions(userId);
  return true;
}

/** Sets a new password for a signed-in user and ends all of their other sessions. */
export async function changePassword(userId: string, currentSessionId: string, password: string): Promise<void> {
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
  await endOtherSessions(userId, currentSessionId);
}
