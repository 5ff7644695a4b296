import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import type { LeadKind } from "./lead-values.ts";

/** Settings staff change in the back office, one row per key (e.g. `lead_alert_recipients`: a list of addresses). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamps.updatedAt,
});

export const leadMailTypes = ["staff-alert", "confirmation"] as const;
export type LeadMailType = (typeof leadMailTypes)[number];

/**
 * The e-mails about a lead that have gone out, one row per lead and mail, so a retried alert job skips the mails
 * it already sent and each goes out once.
 */
export const leadMailsSent = pgTable(
  "lead_mails_sent",
  {
    leadKind: text("lead_kind").$type<LeadKind>().notNull(),
    leadId: integer("lead_id").notNull(),
    mail: text("mail").$type<LeadMailType>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leadKind, t.leadId, t.mail] }),
    check("lead_mails_sent_kind_known", sql`${t.leadKind} in ('messages', 'demos', 'trials', 'applications')`),
    check("lead_mails_sent_mail_known", sql`${t.mail} in ('staff-alert', 'confirmation')`),
  ],
);
