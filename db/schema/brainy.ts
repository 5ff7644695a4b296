import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps, versioned } from "./columns.ts";

/** Why a question is kept for staff: the site has no answer to it, or it was about something else entirely. */
export const chatGapKinds = ["gap", "off_topic"] as const;
export type ChatGapKind = (typeof chatGapKinds)[number];

/** Questions Brainy could not answer from the site's content (text only), for staff to turn into FAQs. */
export const chatGaps = pgTable(
  "chat_gaps",
  {
    id: serial("id").primaryKey(),
    question: text("question").notNull(),
    kind: text("kind", { enum: chatGapKinds }).notNull().default("gap"),
    createdAt: timestamps.createdAt,
  },
  (t) => [check("chat_gaps_kind", sql`${t.kind} in ('gap', 'off_topic')`)],
);

/**
 * Brainy's fact cards: short answers about the company that live on its pages rather than in FAQs (the office,
 * hours, the trial class, certificates, NEP…), in English and optionally Hindi. Staff edit them in the back
 * office. Texts may name company details in braces (`{general_phone}`), filled in when Brainy answers, so a
 * changed phone number needs no edit here.
 */
export const brainyFacts = pgTable("brainy_facts", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleHi: text("title_hi").notNull().default(""),
  body: text("body").notNull(),
  bodyHi: text("body_hi").notNull().default(""),
  titleMr: text("title_mr").notNull().default(""),
  bodyMr: text("body_mr").notNull().default(""),
  /** Other words people use when asking about it, in any language; searched, never shown. */
  keywords: text("keywords").notNull().default(""),
  /** The page that says more, a path on this site. */
  url: text("url").notNull(),
  linkLabel: text("link_label").notNull(),
  linkLabelHi: text("link_label_hi").notNull().default(""),
  linkLabelMr: text("link_label_mr").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  ...versioned,
  ...timestamps,
});
