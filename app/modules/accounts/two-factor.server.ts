import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { appSettings, recoveryCodes, users } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";

/*
 * Two-step sign-in for back-office accounts: after the password, a six-digit code from an authenticator app
 * (TOTP, RFC 6238, by otpauth), or one of ten one-time recovery codes. The app's secret is kept encrypted
 * (AES-256-GCM, with a key derived from SESSION_SECRET), so a copy of the database alone gives no codes; changing
 * SESSION_SECRET means setting two-step sign-in up again.
 */

const ISSUER = "SkillSprouts";
const PERIOD_SECONDS = 30;
/** A code from the step before or after is taken too: a phone's clock a little off, a code typed slowly. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function secretKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", env().SESSION_SECRET, "", "skillsprouts totp secret", 32));
}

export function encryptSecret(base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretKey(), iv);
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
}

export function decryptSecret(stored: string): string | null {
  const [iv, sealed, tag] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secretKey(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const totpFor = (email: string, base32: string) =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(base32), period: PERIOD_SECONDS, digits: 6 });

/** The time step a six-digit code belongs to, within the window around now; null when it is not the account's. */
function stepOf(totp: TOTP, code: string): number | null {
  const delta = totp.validate({ token: code, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS }) + delta;
}

async function accountSecret(userId: string) {
  const [row] = await db()
    .select({
      email: users.email,
      secret: users.totpSecret,
      enabledAt: users.totpEnabledAt,
      lastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId));
  const base32 = row?.secret ? decryptSecret(row.secret) : null;
  return row && base32 ? { ...row, base32 } : null;
}

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const [[row], [codes]] = await Promise.all([
    db().select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)),
    db()
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  const enabledAt = row?.enabledAt ?? null;
  return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: codes?.left ?? 0 };
}

export type Enrollment = { manualKey: string; otpauthUri: string; qrCode: string };

async function enrollmentOf(email: string, base32: string): Promise<Enrollment> {
  const otpauthUri = totpFor(email, base32).toString();
  // A data: URL drawn here: the page's policy allows images from data:, and the secret never leaves the server
  // for a picture service.
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { manualKey: base32.replace(/(.{4})/g, "$1 ").trim(), otpauthUri, qrCode };
}

/**
 * Starts setting up two-step sign-in: a new secret, kept until it is confirmed with a code. Null when it is on
 * already: moving it to another phone is turning it off (which asks for the password) and setting it up again, so
 * an open session alone can neither turn it off nor take it over.
 */
export async function startEnrollment(userId: string): Promise<Enrollment | null> {
  const base32 = new Secret({ size: 20 }).base32;
  const [row] = await db()
    .update(users)
    .set({ totpSecret: encryptSecret(base32), totpEnabledAt: null, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ email: users.email });
  return row ? enrollmentOf(row.email, base32) : null;
}

/** The set-up in progress (the QR code again, after a refused code), or null. */
export async function pendingEnrollment(userId: string): Promise<Enrollment | null> {
  const account = await accountSecret(userId);
  return account && !account.enabledAt ? enrollmentOf(account.email, account.base32) : null;
}

const hashCode = (code: string) =>
  createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");

/** Ten codes such as "k7mq2-x9fpa": lower-case letters and digits without look-alikes (0/o, 1/l). */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

async function replaceRecoveryCodes(userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db().transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  });
  return codes;
}

/**
 * Confirms the set-up with a code from the app: two-step sign-in is on from then, and the recovery codes are
 * made. Returns them (shown once, never stored), or null for a wrong code.
 */
export async function confirmEnrollment(userId: string, code: string): Promise<string[] | null> {
  const account = await accountSecret(userId);
  if (!account || account.enabledAt) return null;
  const step = stepOf(totpFor(account.email, account.base32), code.replace(/\s/g, ""));
  if (step === null) return null;
  await db()
    .update(users)
    .set({ totpEnabledAt: sql`now()`, totpLastStep: step })
    .where(eq(users.id, userId));
  return replaceRecoveryCodes(userId);
}

/** New recovery codes, the old ones no longer working. */
export async function renewRecoveryCodes(userId: string): Promise<string[]> {
  return replaceRecoveryCodes(userId);
}

export async function disableTwoFactor(userId: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

export async function hasTwoFactor(userId: string): Promise<boolean> {
  return (await twoFactorStatus(userId)).enabled;
}

/** Six digits (a space in the middle allowed), as an authenticator app shows them; anything else is a recovery code. */
export function isAppCode(input: string): boolean {
  return /^\d{3}\s?\d{3}$/.test(input.trim());
}

/**
 * The second step of a sign-in: a code from the app (each time step once only, recorded in the same statement
 * that checks it) or an unused recovery code (spent as it is used).
 */
export async function verifySecondFactor(userId: string, input: string): Promise<"app" | "recovery" | null> {
  const code = input.trim();
  if (isAppCode(code)) {
    const account = await accountSecret(userId);
    if (!account?.enabledAt) return null;
    const step = stepOf(totpFor(account.email, account.base32), code.replace(/\s/g, ""));
    if (step === null) return null;
    const [taken] = await db()
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    return taken ? "app" : null;
  }
  const [spent] = await db()
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return spent ? "recovery" : null;
}

const REQUIRE_KEY = "require_two_factor";

/** Whether every back-office account must use two-step sign-in (an admin's setting). */
export async function isTwoFactorRequired(): Promise<boolean> {
  const [row] = await db()
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_KEY));
  return row?.value === true;
}

export async function setTwoFactorRequired(required: boolean): Promise<void> {
  await db()
    .insert(appSettings)
    .values({ key: REQUIRE_KEY, value: required })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: required, updatedAt: new Date() } });
}

/**
 * Whether this back-office account must set up two-step sign-in before anything else: the setting requires it and
 * the account has not. One statement, as it runs for every back-office request.
 */
export async function mustSetUpTwoFactor(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({
      required: sql<boolean>`coalesce((select ${appSettings.value} = 'true'::jsonb from ${appSettings} where ${appSettings.key} = ${REQUIRE_KEY}), false)`,
      enabled: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.required && !row.enabled);
}
