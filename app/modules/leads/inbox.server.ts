import { desc, eq } from "drizzle-orm";
import {
  contactMessages,
  demoRequests,
  jobApplications,
  newsletterSubscribers,
  trialClassRequests,
} from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { confirmedSubscribers } from "./newsletter.server.ts";

import { inboxLists, type InboxList } from "./inbox.ts";

export { inboxLists, type InboxList };

export const INBOX_PAGE_SIZE = 25;

/** Each list: its table, its title, and the columns shown and exported, in order. */
export const inboxConfig = {
  messages: {
    title: "Contact messages",
    table: contactMessages,
    columns: { name: "Name", email: "E-mail", phone: "Phone", subject: "Subject", message: "Message" },
  },
  demos: {
    title: "Demo requests",
    table: demoRequests,
    columns: {
      contactPerson: "Contact person",
      schoolName: "School",
      location: "Location",
      email: "E-mail",
      phone: "Phone",
      courseName: "Course",
      preferredDate: "Preferred date",
      numberOfStudents: "Students",
      message: "Additional information",
    },
  },
  trials: {
    title: "Trial class requests",
    table: trialClassRequests,
    columns: {
      childName: "Child",
      childAge: "Age",
      courseName: "Course",
      preferredSlot: "Preferred time",
      parentName: "Parent",
      phone: "Phone",
      email: "E-mail",
    },
  },
  applications: {
    title: "Job applications",
    table: jobApplications,
    columns: {
      jobTitle: "Position",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      coverNote: "Cover note",
      cvFileName: "CV",
    },
  },
  subscribers: { title: "Newsletter subscribers", table: newsletterSubscribers, columns: { email: "E-mail" } },
} as const;

export type InboxRow = { id: number; createdAt: Date; handledAt: Date | null; fields: Record<string, string> };

/**
 * Newsletter subscribers (not leads: no pipeline), newest first, a page at a time (the export reads them all):
 * only addresses their owners confirmed.
 */
export async function listSubscribers(page: number, limit: number = INBOX_PAGE_SIZE) {
  const table = newsletterSubscribers;
  const rows = await db()
    .select()
    .from(table)
    .where(confirmedSubscribers)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    total: await db().$count(table, confirmedSubscribers),
    rows: rows.map((row): InboxRow => ({
      id: row.id,
      createdAt: row.createdAt,
      handledAt: row.handledAt,
      fields: { email: row.email },
    })),
  };
}

/** Removes a subscriber for good, as they may ask. */
export async function deleteSubscriber(id: number): Promise<string | null> {
  const [row] = await db()
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}

export async function findApplicationCv(id: number) {
  const [row] = await db()
    .select({ cvKey: jobApplications.cvKey, cvFileName: jobApplications.cvFileName })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  return row ?? null;
}

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so spreadsheets never run it. A phone
 * number ("+91 98200 12345") is only digits, spaces and signs, which can run nothing: it is left as typed, so it
 * copies cleanly into WhatsApp.
 */
export function csvCell(value: string): string {
  const phone = /^\+?[\d ()-]{6,}$/.test(value);
  const safe = !phone && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
