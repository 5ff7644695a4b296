import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTableWithColumns } from "drizzle-orm/pg-core";
import {
  contactMessages,
  demoRequests,
  jobApplications,
  newsletterSubscribers,
  trialClassRequests,
} from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";

import { inboxLists, type InboxList, type InboxStatus } from "./inbox.ts";

export { inboxLists, type InboxList };

export const INBOX_PAGE_SIZE = 25;

type LeadTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: "pg";
  columns: { id: PgColumn; handledAt: PgColumn; createdAt: PgColumn };
}>;

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

function statusFilter(table: LeadTable, status: InboxStatus): SQL | undefined {
  if (status === "open") return isNull(table.handledAt);
  if (status === "handled") return isNotNull(table.handledAt);
  return undefined;
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Newest first; `limit` null means every row (for the CSV export). */
export async function listInbox(
  list: InboxList,
  status: InboxStatus,
  page: number,
  limit: number | null = INBOX_PAGE_SIZE,
) {
  const config = inboxConfig[list];
  const table = config.table as unknown as LeadTable;
  const where = statusFilter(table, status);
  const query = db().select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id));
  const rows = (limit === null ? await query : await query.limit(limit).offset((page - 1) * limit)) as Record<
    string,
    unknown
  >[];
  const [total] = await db().select({ value: count() }).from(table).where(where);
  return {
    total: total?.value ?? 0,
    rows: rows.map((row): InboxRow => ({
      id: Number(row.id),
      createdAt: row.createdAt as Date,
      handledAt: (row.handledAt as Date | null) ?? null,
      fields: Object.fromEntries(Object.keys(config.columns).map((key) => [key, toText(row[key])])),
    })),
  };
}

export async function setHandled(list: InboxList, id: number, handled: boolean): Promise<boolean> {
  const table = inboxConfig[list].table as unknown as LeadTable;
  const updated = await db()
    .update(table)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated.length > 0;
}

/**
 * Deletes one entry for good, as a person may ask. A job application's CV goes too: the object is removed
 * inside the transaction that deletes the row, so if storage fails the row stays and the delete can be
 * tried again, and no CV is ever left behind without its row.
 */
export async function deleteInboxEntry(list: InboxList, id: number): Promise<boolean> {
  if (list === "applications") {
    return db().transaction(async (tx) => {
      const [row] = await tx
        .delete(jobApplications)
        .where(eq(jobApplications.id, id))
        .returning({ cvKey: jobApplications.cvKey });
      if (row) await storage().delete(row.cvKey);
      return Boolean(row);
    });
  }
  const table = inboxConfig[list].table as unknown as LeadTable;
  const deleted = await db().delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

export async function countOpen(): Promise<Record<InboxList, number>> {
  const entries = await Promise.all(
    inboxLists.map(async (list) => {
      const table = inboxConfig[list].table as unknown as LeadTable;
      return [list, await db().$count(table, isNull(table.handledAt))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<InboxList, number>;
}

export async function findApplicationCv(id: number) {
  const [row] = await db()
    .select({ cvKey: jobApplications.cvKey, cvFileName: jobApplications.cvFileName })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, id)));
  return row ?? null;
}

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so spreadsheets never run it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(list: InboxList, rows: InboxRow[]): string {
  const columns = inboxConfig[list].columns as Record<string, string>;
  const header = ["Received", ...Object.values(columns), "Handled"].map(csvCell).join(",");
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      ...Object.keys(columns).map((key) => row.fields[key] ?? ""),
      row.handledAt?.toISOString() ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  // A byte-order mark so spreadsheet programs read the UTF-8 names (Devanagari, accents) correctly.
  return `\uFEFF${[header, ...lines].join("\r\n")}\r\n`;
}
