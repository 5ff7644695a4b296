import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { FormStrategy } from "remix-auth-form";
import { readForm } from "#app/server/request-body.server.ts";
import { users, type UserRole } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { findUsableLink, renewCredentials, spendAccountLink } from "./account-links.server.ts";
import { queueAccountMail } from "./account-mail.server.ts";
import { normalizeEmail } from "./email.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";

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

/**
 * remix-auth's form strategy, reading the body the way every form here is read: once, by the bounded reader
 * (docs/decisions/006), where the strategy itself would read the whole body, however large. Its verify
 * function gets the form as read; a body that cannot be read throws `UnreadableBody`.
 */
export class BoundedFormStrategy<Outcome> extends FormStrategy<Outcome> {
  override async authenticate(request: Request): Promise<Outcome> {
    const { fields } = await readForm(request);
    return this.verify({ form: fields, request });
  }
}

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

/**
 * Queues a single-use reset link for the address. The caller shows the same "sent" view whatever happens, and the
 * request does the same work either way (one queued job), so neither the page nor its timing tells whether an
 * address has an account; a deactivated account gets no mail (`sendAccountMail`).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await queueAccountMail({ kind: "password-reset", email });
}

export async function isResetTokenUsable(token: string): Promise<boolean> {
  return (await findUsableLink(token, "password-reset")) !== null;
}

/**
 * Uses the link (once), sets the new password and renews the account's credentials, in one transaction: every
 * other link mailed before and every session end.
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const userId = await db().transaction(async (tx) => {
    const owner = await spendAccountLink(token, "password-reset", tx);
    if (!owner) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, owner.id));
    await renewCredentials(tx, owner.id);
    return owner.id;
  });
  return userId !== null;
}

/** Whether `password` is the account's password now (for a change of it). */
export async function isCurrentPassword(userId: string, password: string): Promise<boolean> {
  const [user] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  return valid && user !== undefined;
}

/** Sets a new password for a signed-in user: every link mailed before and all their other sessions end. */
export async function changePassword(userId: string, currentSessionId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db().transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await renewCredentials(tx, userId, currentSessionId);
  });
}
