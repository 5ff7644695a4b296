import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps, versioned } from "./columns.ts";
import { programs } from "./content.ts";
import type { CredentialKind, ResultKind } from "#app/modules/schools/school-proof.ts";

/*
 * What a school weighs before it partners with us, as content staff keep in the back office: how schools are
 * charged, which schools already work with us and what came of it, the certifications and alignments we claim
 * with their evidence, and the results children have earned. Every public section is hidden while it is empty,
 * so nothing is shown that staff have not written.
 */

/** How schools are charged, in staff's words: one row; the For Schools page shows it when it is not empty. */
export const schoolPricing = pgTable(
  "school_pricing",
  {
    id: integer("id").primaryKey().default(1),
    text: text("text").notNull().default(""),
    ...versioned,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [check("school_pricing_single_row", sql`${t.id} = 1`)],
);

export const partnerSchools = pgTable("partner_schools", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  town: text("town").notNull(),
  sinceYear: integer("since_year").notNull(),
  /** What someone at the school said of us, with who said it; empty when none. */
  quote: text("quote").notNull().default(""),
  ...versioned,
  ...timestamps,
});

export const caseStudies = pgTable("case_studies", {
  id: serial("id").primaryKey(),
  school: text("school").notNull(),
  course: text("course").notNull(),
  /** What was done: grades, sessions, who taught. */
  work: text("work").notNull(),
  /** The result in numbers, e.g. "212 of 240 children cleared Level 1". */
  result: text("result").notNull(),
  /** An https address with more (a report, a news item); empty when none. */
  link: text("link").notNull().default(""),
  ...versioned,
  ...timestamps,
});

/**
 * A certification or an alignment claim. It is shown only with its evidence: a certification when its issuer and
 * certificate number are filled, an alignment when its mapping (what in the course meets what in the framework)
 * is written; until then no page, brochure or answer of Brainy's makes the claim.
 */
export const credentials = pgTable(
  "credentials",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    kind: text("kind").$type<CredentialKind>().notNull(),
    issuer: text("issuer").notNull().default(""),
    number: text("number").notNull().default(""),
    validUntil: date("valid_until"),
    /** An https address where the certificate or the mapping can be checked; empty when none. */
    evidenceUrl: text("evidence_url").notNull().default(""),
    /** For an alignment: how the courses map to the framework, shown on /credentials. */
    mapping: text("mapping").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    ...versioned,
    ...timestamps,
  },
  (t) => [check("credentials_kind", sql`${t.kind} in ('certification', 'alignment')`)],
);

/** A result children earned: a competition or levels passed, shown on its course's page and on For Schools. */
export const results = pgTable(
  "results",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    programId: text("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ResultKind>().notNull(),
    achievedOn: date("achieved_on").notNull(),
    description: text("description").notNull().default(""),
    /** The result in one figure, e.g. "12 medals" or "94% cleared Level 3"; empty when none. */
    figure: text("figure").notNull().default(""),
    ...versioned,
    ...timestamps,
  },
  (t) => [check("results_kind", sql`${t.kind} in ('competition', 'levels')`)],
);
