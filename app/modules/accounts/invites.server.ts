import { createHash, randomBytes } from "node:crypto";
import { alias } from "drizzle-orm/pg-core";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { staffInvites, users, type StaffRole } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { sendMail } from "#app/server/mail.server.ts";
import { normalizeEmail } from "./email.ts";
import { staffInviteMail } from "./account-mails.ts";
import { hashPassword } from "./password.server.ts";
import { renewCredentials } from "./account-links.server.ts";

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type InviteOutcome = "sent" | "already-staff";

/** Whether the address belongs to an account already in the back office (staff or admin). */
async function isBackOfficeAccount(email: string): Promise<boolean> {
  const [account] = await db().select({ role: users.role }).from(users).where(eq(users.email, email));
  return account !== undefined && account.role !== "user";
}

/**
 * Invites someone to the back office by e-mail with a one-time link; inviting the same address again retires the
 * earlier link. An address with a visitor's account is invited too: the invitation goes to that address, and the
 * account is made staff only when its owner uses the link (anyone can sign up with any address, so the role is
 * never given to an account on its say-so). An account already in the back office has its role changed in the
 * user list instead.
 */
export async function inviteStaff(input: {
  fullName: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
}): Promise<InviteOutcome> {
  const email = normalizeEmail(input.email);
  if (await isBackOfficeAccount(email)) return "already-staff";
  const token = randomBytes(32).toString("base64url");
  await db().transaction(async (tx) => {
    await tx.delete(staffInvites).where(and(eq(staffInvites.email, email), isNull(staffInvites.usedAt)));
    await tx.insert(staffInvites).values({
      email,
      fullName: input.fullName.trim(),
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
  });
  await mailInvite({ email, fullName: input.fullName, role: input.role }, token);
  return "sent";
}

async function mailInvite(invite: { email: string; fullName: string; role: StaffRole }, token: string) {
  const link = `${env().SITE_URL}/accept-invite?token=${encodeURIComponent(token)}`;
  await sendMail({ to: invite.email, ...staffInviteMail({ fullName: invite.fullName, role: invite.role, link }) });
}

const inviter = alias(users, "inviter");

export const PENDING_INVITES_SHOWN = 100;

/** Invitations not yet used, newest first, with who sent them; expired ones too, so they can be sent again. */
export async function listPendingInvites() {
  return db()
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      fullName: staffInvites.fullName,
      role: staffInvites.role,
      invitedByEmail: inviter.email,
      createdAt: staffInvites.createdAt,
      expiresAt: staffInvites.expiresAt,
      expired: sql<boolean>`${staffInvites.expiresAt} <= now()`,
    })
    .from(staffInvites)
    .leftJoin(inviter, eq(inviter.id, staffInvites.invitedBy))
    .where(isNull(staffInvites.usedAt))
    .orderBy(desc(staffInvites.createdAt), desc(staffInvites.id))
    .limit(PENDING_INVITES_SHOWN);
}

/** Withdraws an unused invitation: its link then gets the usual "expired or already used" answer. */
export async function revokeInvite(inviteId: string): Promise<string | null> {
  const [revoked] = await db()
    .delete(staffInvites)
    .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt)))
    .returning({ email: staffInvites.email });
  return revoked?.email ?? null;
}

export type ResendOutcome = { ok: true; email: string } | { ok: false; reason: "not-found" | "already-staff" };

/**
 * Mails an unused invitation again with a fresh link valid for another 7 days; the earlier link stops working
 * (only the new token's hash is kept). Refused once the address's account is in the back office already.
 */
export async function resendInvite(inviteId: string): Promise<ResendOutcome> {
  const [pending] = await db()
    .select({ email: staffInvites.email })
    .from(staffInvites)
    .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt)));
  if (!pending) return { ok: false, reason: "not-found" };
  if (await isBackOfficeAccount(pending.email)) return { ok: false, reason: "already-staff" };
  const token = randomBytes(32).toString("base64url");
  const [invite] = await db()
    .update(staffInvites)
    .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_TTL_MS) })
    .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt)))
    .returning({ email: staffInvites.email, fullName: staffInvites.fullName, role: staffInvites.role });
  if (!invite) return { ok: false, reason: "not-found" };
  await mailInvite(invite, token);
  return { ok: true, email: invite.email };
}

const usable = (token: string) =>
  and(
    eq(staffInvites.tokenHash, hashToken(token)),
    isNull(staffInvites.usedAt),
    gt(staffInvites.expiresAt, sql`now()`),
  );

/** The invitation a link names, while it can still be used. */
export async function findUsableInvite(token: string) {
  const [invite] = await db()
    .select({ email: staffInvites.email, fullName: staffInvites.fullName, role: staffInvites.role })
    .from(staffInvites)
    .where(usable(token));
  return invite ?? null;
}

export type AcceptOutcome = { ok: true; userId: string } | { ok: false; reason: "unusable" };

/**
 * Uses the link (once: the update matches only an unused, unexpired invite) and, in one transaction, makes the
 * account with the invited role and the chosen password, or, when the address already has an account, gives
 * that account the role and the new password. Either way the address is confirmed (the link came by its mail)
 * and every earlier session and mailed link of the account ends: whoever signed up with someone else's address
 * and kept a session or a link, or knew the old password, has nothing left to sign in with.
 */
export async function acceptInvite(token: string, password: string): Promise<AcceptOutcome> {
  const passwordHash = await hashPassword(password);
  return db().transaction(async (tx): Promise<AcceptOutcome> => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ usedAt: sql`now()` })
      .where(usable(token))
      .returning({ email: staffInvites.email, fullName: staffInvites.fullName, role: staffInvites.role });
    if (!invite) return { ok: false, reason: "unusable" };
    const [user] = await tx
      .insert(users)
      .values({
        email: invite.email,
        fullName: invite.fullName,
        role: invite.role,
        passwordHash,
        emailVerifiedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          role: invite.role,
          passwordHash,
          fullName: sql`coalesce(${users.fullName}, excluded.full_name)`,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          deactivatedAt: null,
        },
      })
      .returning({ id: users.id });
    if (!user) return { ok: false, reason: "unusable" };
    await renewCredentials(tx, user.id);
    return { ok: true, userId: user.id };
  });
}
