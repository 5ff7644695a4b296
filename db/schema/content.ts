import { sql } from "drizzle-orm";
import { boolean, check, date, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import type { CompanyDetails } from "#app/modules/site/company-details.ts";
import type { ProgramTranslations } from "#app/modules/content/programs/program-language.ts";
import { timestamps, versioned } from "./columns.ts";

/** Key/value rows for single editable texts: hero_title, hero_subtitle, site_logo. */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamps.updatedAt,
});

/** Company figures shown on every page (home numbers, brochures, for-schools). */
export const stats = pgTable("stats", {
  id: serial("id").primaryKey(),
  /** Which figure it is ("schools", "years", …), for texts that quote one; see app/modules/site/figures.ts. */
  key: text("key").unique(),
  icon: text("icon").notNull(),
  value: text("value").notNull(),
  label: text("label").notNull(),
  /** The label in Hindi and Marathi ("" until written: the page then shows the English). */
  labelHi: text("label_hi").notNull().default(""),
  labelMr: text("label_mr").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/**
 * The company's contact details (phones, e-mails, address, office hours, map position, social links): one row,
 * edited in Edit Site Content and checked there (CompanyDetailsSchema). Its version guards that whole page: every
 * save of it names the version it was opened at, so a second tab cannot silently overwrite the first.
 */
export const companyProfile = pgTable(
  "company_profile",
  {
    id: integer("id").primaryKey().default(1),
    details: jsonb("details").$type<CompanyDetails>().notNull(),
    ...versioned,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [check("company_profile_single_row", sql`${t.id} = 1`)],
);

export type GalleryImage = { alt: string; description: string };

export const programs = pgTable("programs", {
  /** The URL slug, e.g. "vedic-maths". */
  id: text("id").primaryKey(),
  icon: text("icon").notNull(),
  title: text("title").notNull(),
  shortDescription: text("short_description").notNull(),
  description: text("description").notNull(),
  fullDescription: text("full_description").notNull(),
  /** Gradient classes, e.g. "from-orange-400 to-pink-500". */
  color: text("color").notNull(),
  backgroundImage: text("background_image").notNull().default(""),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  learningOutcomes: jsonb("learning_outcomes").$type<string[]>().notNull().default([]),
  benefits: jsonb("benefits").$type<string[]>().notNull().default([]),
  imageGallery: jsonb("image_gallery").$type<GalleryImage[]>().notNull().default([]),
  ageRange: text("age_range").notNull().default(""),
  // The course's facts a family decides on (the page's fact box, the FAQ, Brainy, the course sheet): each is
  // shown only when staff have filled it in, so an unknown is never printed as a guess.
  levels: integer("levels"),
  monthsPerLevel: integer("months_per_level"),
  classMinutes: integer("class_minutes"),
  classesPerWeek: integer("classes_per_week"),
  /** The most children in one batch. */
  batchSize: integer("batch_size"),
  /** A mode is offered when its timings are written, e.g. "Saturdays and Sundays, 10:00–11:00 or 17:00–18:00". */
  onlineTimings: text("online_timings").notNull().default(""),
  schoolTimings: text("school_timings").notNull().default(""),
  officeTimings: text("office_timings").notNull().default(""),
  /** Who issues it and after what. */
  certificate: text("certificate").notNull().default(""),
  /** Fee ranges or the policy, in staff's words. */
  fees: text("fees").notNull().default(""),
  /** What a family can expect and when, for this course (the page's line after the overview). */
  progressNote: text("progress_note").notNull().default(""),
  /** The texts a parent reads, in Hindi and Marathi; any left empty shows the English (program-language.ts). */
  translations: jsonb("translations").$type<ProgramTranslations>().notNull().default({}),
  /** A brochure staff uploaded for the course, offered on its page beside the generated course sheet. */
  brochureId: uuid("brochure_id").references(() => brochures.id, { onDelete: "set null" }),
  isPublished: boolean("is_published").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...versioned,
  ...timestamps,
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    quote: text("quote").notNull(),
    avatarKey: text("avatar_key"),
    rating: integer("rating").notNull().default(5),
    /** The course it speaks of: shown on that course's page too (the home page shows every testimonial). */
    programId: text("program_id").references(() => programs.id, { onDelete: "set null" }),
    ...versioned,
    ...timestamps,
  },
  (t) => [check("testimonials_rating_range", sql`${t.rating} between 1 and 5`)],
);

/**
 * The people who lead SkillSprouts, on About Us. A row without a name is a role not yet filled: it is kept for
 * staff but never shown, so the page names real people or says nothing.
 */
export const leaders = pgTable("leaders", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().default(""),
  role: text("role").notNull(),
  bio: text("bio").notNull().default(""),
  /** S3 object key of the photo (a square WebP); the page draws an illustration when null. */
  photoKey: text("photo_key"),
  sortOrder: integer("sort_order").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
  ...versioned,
  ...timestamps,
});

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  /** The same question and answer in Hindi, for Brainy's answers to parents who ask in Hindi; empty when not written. */
  questionHi: text("question_hi").notNull().default(""),
  answerHi: text("answer_hi").notNull().default(""),
  /** The same in Marathi, for parents who ask in Marathi; empty when not written. */
  questionMr: text("question_mr").notNull().default(""),
  answerMr: text("answer_mr").notNull().default(""),
  ...versioned,
  ...timestamps,
});

export const blogCategories = ["Abacus", "Vedic Maths", "Communicative English", "Coding"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  category: text("category").$type<BlogCategory>().notNull(),
  author: text("author").notNull(),
  publishedOn: date("published_on").notNull(),
  excerpt: text("excerpt").notNull(),
  coverImageKey: text("cover_image_key"),
  /** Written by staff in Markdown; bodyHtml is its sanitised rendering. */
  bodyMarkdown: text("body_markdown").notNull(),
  bodyHtml: text("body_html").notNull(),
  isPublished: boolean("is_published").notNull().default(true),
  ...versioned,
  ...timestamps,
});

export const jobTypes = ["Full-time", "Part-time"] as const;
export type JobType = (typeof jobTypes)[number];

export const jobOpenings = pgTable("job_openings", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  location: text("location").notNull(),
  type: text("type").$type<JobType>().notNull(),
  description: text("description").notNull(),
  requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
  isOpen: boolean("is_open").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...versioned,
  ...timestamps,
});

export const feedMediaTypes = ["image", "video"] as const;
export type FeedMediaType = (typeof feedMediaTypes)[number];

export const feeds = pgTable(
  "feeds",
  {
    id: serial("id").primaryKey(),
    schoolName: text("school_name").notNull(),
    studentName: text("student_name").notNull(),
    className: text("class_name").notNull(),
    description: text("description").notNull(),
    mediaType: text("media_type").$type<FeedMediaType>().notNull(),
    /** S3 object key; null for a video without a source (shown as a placeholder). */
    mediaKey: text("media_key"),
    mediaContentType: text("media_content_type"),
    /** First 50 characters of the caption. */
    alt: text("alt").notNull(),
    views: integer("views").notNull().default(0),
    createdAt: timestamps.createdAt,
  },
  (t) => [check("feeds_views_non_negative", sql`${t.views} >= 0`)],
);

export const brochures = pgTable("brochures", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  fileKey: text("file_key").notNull().unique(),
  fileName: text("file_name").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: timestamps.createdAt,
});

/**
 * One row whose version rises on every write to public content (by database triggers, see the
 * content_version migration), so every app instance can tell at once that cached pages are stale.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull().default(1),
});
