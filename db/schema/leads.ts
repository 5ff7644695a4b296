import { date, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { jobOpenings } from "./content.ts";

/**
 * Every lead table carries a submission id from the form, unique, so a double submit stores once,
 * and handled_at so staff can mark a lead as dealt with in the inbox.
 */
const leadColumns = () => ({
  submissionId: uuid("submission_id").unique(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: timestamps.createdAt,
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  ...leadColumns(),
});

export const demoRequests = pgTable("demo_requests", {
  id: serial("id").primaryKey(),
  contactPerson: text("contact_person").notNull(),
  schoolName: text("school_name").notNull(),
  location: text("location").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  courseName: text("course_name").notNull(),
  preferredDate: date("preferred_date").notNull(),
  numberOfStudents: integer("number_of_students"),
  message: text("message"),
  ...leadColumns(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased so the unique constraint catches every spelling of one address. */
  email: text("email").notNull().unique(),
  ...leadColumns(),
});

export const jobApplications = pgTable("job_applications", {
  id: serial("id").primaryKey(),
  jobOpeningId: integer("job_opening_id").references(() => jobOpenings.id, {
    onDelete: "set null",
  }),
  /** Kept as written at the time, so the application still reads well if the opening is deleted. */
  jobTitle: text("job_title").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  coverNote: text("cover_note").notNull(),
  cvKey: text("cv_key").notNull(),
  cvFileName: text("cv_file_name").notNull(),
  ...leadColumns(),
});

/** A parent's request for a free trial class for their child (the student brochure's QR code leads here). */
export const trialClassRequests = pgTable("trial_class_requests", {
  id: serial("id").primaryKey(),
  childName: text("child_name").notNull(),
  childAge: integer("child_age").notNull(),
  courseName: text("course_name").notNull(),
  preferredSlot: text("preferred_slot").notNull(),
  parentName: text("parent_name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  ...leadColumns(),
});
