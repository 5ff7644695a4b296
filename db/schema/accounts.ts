import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/** `staff` opens the back office's day-to-day tools; `admin` also manages accounts, settings and the audit log. */
export const userRoles = ["user", "staff", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed. */
    email: text("email").notNull().unique(),
    fullName: text("full_name"),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<UserRole>().notNull().default("user"),
    /** Set while an admin has deactivated the account: it cannot sign in and has no sessions. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** Whether a member of staff gets the inbox's morning digest (new unassigned leads, due today, overdue). */
    morningDigest: boolean("morning_digest").notNull().default(true),
    /**
     * When the owner of the address showed they read its mail (a link from a verification, sign-in, reset or
     * invitation e-mail). An account without it may not be made staff or admin: anyone can sign up with any address.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /**
     * Two-step sign-in (back-office accounts): the authenticator app's secret, encrypted with a key derived from
     * SESSION_SECRET; set while being set up, in use once `totpEnabledAt` is set.
     */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The time step of the last code accepted, so a code seen over someone's shoulder cannot be used again. */
    totpLastStep: integer("totp_last_step"),
    /**
     * Raised by every change of how the account proves who it is (a new password, by change or reset; two-step
     * sign-in turned on or off, or new recovery codes): a mailed link made before it no longer works, and the
     * account's other sessions are ended with it.
     */
    credentialVersion: integer("credential_version").notNull().default(1),
    ...timestamps,
  },
  (t) => [check("users_role_known", sql`${t.role} in ('user', 'staff', 'admin')`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * The last request the session made (written at most once a minute): a back-office session that has been idle
     * for `STAFF_IDLE_MINUTES` ends, so a phone left unlocked on a desk does not keep the lead desk open.
     */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** One-time codes for two-step sign-in when the phone is lost: only their SHA-256 is kept, each works once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/** What a link mailed to an account's owner lets them do, once. */
export const accountTokenPurposes = ["password-reset", "sign-in", "verify-email"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** One-time links mailed to an account's owner: choose a new password, sign in, confirm the address. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull().default("password-reset"),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The account's credential version when the link was made: it works only while that is still the version. */
    credentialVersion: integer("credential_version").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("account_tokens_user_id_idx").on(t.userId),
    check("account_tokens_purpose_known", sql`${t.purpose} in ('password-reset', 'sign-in', 'verify-email')`),
  ],
);

export const staffRoles = ["staff", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * An admin's invitation to join the back office: a one-time link (only its SHA-256 is kept) to set a password.
 * One open invite per address: inviting again replaces it. The account is made when the link is used.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed, like users.email. */
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("staff_invites_email_idx").on(t.email),
    check("staff_invites_role_known", sql`${t.role} in ('staff', 'admin')`),
  ],
);

/** Fixed-window counters shared by every app instance (login, sign-up, reset, chat). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
