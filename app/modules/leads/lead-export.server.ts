import { PassThrough, Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { inArray, sql, type SQL } from "drizzle-orm";
import { indiaSpreadsheetTime } from "#app/modules/admin/india-time.ts";
import { languageNamesInEnglish } from "#app/modules/i18n/languages.ts";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { allLeads } from "./all-leads.server.ts";
import { csvCell, inboxConfig } from "./inbox.server.ts";
import { sourceLabel } from "./lead-source.ts";
import { newsletterToken } from "./newsletter.server.ts";
import { leadsWhere, leadTables, type LeadSummary } from "./pipeline.server.ts";
import { internationalPhone, kindLabels, statusLabels, type LeadFilters, type LeadKind } from "./pipeline.ts";

/**
 * The inbox's exports, written as they are read: rows come from the database a thousand at a time (keyset pages,
 * newest first, with each lead's notes gathered in SQL), and each batch is written out before the next is asked
 * for. So any number of leads can be exported, the download starts at once, and a worker's memory holds one batch.
 * A list is a sheet (a header and batches of rows of text and moments), written as CSV or as an Excel workbook, so
 * both say the same.
 * - CSV: India time as `2026-11-26 10:30`, which spreadsheets read as a date; formula-safe cells (`csvCell`).
 * - XLSX: India time as real date cells; every other cell a text cell (phones stay as typed, and a cell starting
 *   with `=` is text, never a formula).
 */

/** A day of the calendar (a follow-up date), with no time: "2026-12-01". */
export type SheetDay = { day: string };
/** A cell: text, a moment (shown in India time) or a day. */
export type SheetCell = string | Date | SheetDay;

const isDay = (cell: SheetCell | undefined): cell is SheetDay => typeof cell === "object" && !(cell instanceof Date);
export type Sheet = { name: string; header: string[]; batches: () => AsyncIterable<SheetCell[][]> };

/** Rows read and written at a time. */
export const EXPORT_BATCH = 1_000;

/** Exports say the zone of their times, since a spreadsheet shows them as they are. */
const RECEIVED = "Received (India time)";
const PIPELINE_HEADER = [
  "Phone (with country code)",
  "Status",
  "Owner",
  "Follow-up",
  "Notes",
  "Read",
  "Source",
  "Landing page",
  "Language",
];

type ExportedLead = Pick<
  LeadSummary,
  | "kind"
  | "id"
  | "name"
  | "email"
  | "phone"
  | "topic"
  | "status"
  | "ownerName"
  | "followUpOn"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "landingPage"
  | "referrerHost"
  | "language"
> & {
  read: boolean;
  createdAt: string | Date;
  /** The exact moment, as text: the next page starts after it (a Date would lose the microseconds). */
  at: string;
  notes: string | null;
};

/**
 * The leads of a view, newest first, a batch at a time: each page starts after the last lead of the one before
 * (created_at, kind, id), so page 200 costs what page 1 does. Each lead's notes come as one text, oldest first:
 * "2026-11-26 10:30 Priya Shah: called, will visit".
 */
async function* leadBatches(filters: LeadFilters): AsyncGenerator<ExportedLead[]> {
  const where = leadsWhere(filters);
  let after: SQL | null = null;
  for (;;) {
    const rows: ExportedLead[] = (
      await db().execute<ExportedLead>(sql`
      select lead.kind, lead.id, lead.name, lead.email, lead.phone, lead.topic, lead.status,
        coalesce(owner.full_name, owner.email) as "ownerName", lead.follow_up_on::text as "followUpOn",
        lead.read_at is not null as read, lead.created_at as "createdAt", lead.created_at::text as at,
        lead.utm_source as "utmSource", lead.utm_medium as "utmMedium", lead.utm_campaign as "utmCampaign",
        lead.landing_page as "landingPage", lead.referrer_host as "referrerHost", lead.language,
        (select string_agg(
            to_char(note.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') || ' ' ||
              coalesce(nullif(author.full_name, ''), note.author_email) || ': ' || note.body,
            E'\\n' order by note.created_at, note.id)
          from lead_notes as note left join users as author on author.id = note.author_id
          where note.lead_kind = lead.kind and note.lead_id = lead.id) as notes
      from ${allLeads}
      left join users owner on owner.id = lead.owner_id
      where ${where} ${after ?? sql``}
      order by lead.created_at desc, lead.kind desc, lead.id desc
      limit ${EXPORT_BATCH}`)
    ).rows;
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1] as ExportedLead;
    if (rows.length < EXPORT_BATCH) return;
    after = sql`and (lead.created_at, lead.kind, lead.id) < (${last.at}::timestamptz, ${last.kind}, ${last.id})`;
  }
}

const moment = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function pipelineCells(lead: ExportedLead): SheetCell[] {
  return [
    internationalPhone(lead.phone) ?? "",
    statusLabels[lead.status],
    lead.ownerName ?? "",
    lead.followUpOn ? { day: lead.followUpOn } : "",
    lead.notes ?? "",
    lead.read ? "yes" : "no",
    sourceLabel(lead),
    lead.landingPage ?? "",
    languageNamesInEnglish[lead.language],
  ];
}

/**
 * What each kind's form asked beyond who and what, in the columns all kinds share in the leads' export: the
 * child, the date or time asked for, the number of students, the school or place, and the message or note.
 */
const DETAIL_HEADER = [
  "Child",
  "Child's age",
  "Date or time asked for",
  "Students",
  "School or place",
  "Message or note",
];
const detailsOf: Record<LeadKind, (row: Record<string, unknown>) => unknown[]> = {
  messages: (row) => ["", "", "", "", "", row.message],
  demos: (row) => [
    "",
    "",
    row.preferredDate,
    row.numberOfStudents,
    [row.schoolName, row.location].filter(Boolean).join(", "),
    row.message,
  ],
  trials: (row) => [row.childName, row.childAge, row.preferredSlot, "", "", ""],
  applications: (row) => ["", "", "", "", "", row.coverNote],
};

/** Every field of a batch's leads, read per kind by id (a few queries a batch, not one a lead). */
async function formRows(leads: readonly ExportedLead[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = new Map<string, Record<string, unknown>>();
  for (const kind of Object.keys(leadTables) as LeadKind[]) {
    const ids = leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
    if (ids.length === 0) continue;
    const table = leadTables[kind];
    const found = (await db().select().from(table).where(inArray(table.id, ids))) as Record<string, unknown>[];
    for (const row of found) rows.set(`${kind}:${String(row.id)}`, row);
  }
  return rows;
}

/** The leads of a view: who, what they asked, and where each stands in the pipeline, with the notes written. */
export function leadsSheet(filters: LeadFilters): Sheet {
  return {
    name: "Leads",
    header: [RECEIVED, "Type", "Name", "E-mail", "Phone", "About", ...DETAIL_HEADER, ...PIPELINE_HEADER],
    async *batches() {
      for await (const leads of leadBatches(filters)) {
        const forms = await formRows(leads);
        yield leads.map((lead) => [
          moment(lead.createdAt),
          kindLabels[lead.kind],
          lead.name,
          lead.email,
          lead.phone,
          lead.topic ?? "",
          ...detailsOf[lead.kind](forms.get(`${lead.kind}:${lead.id}`) ?? {}).map(cellOf),
          ...pipelineCells(lead),
        ]);
      }
    },
  };
}

const cellOf = (value: unknown): SheetCell =>
  value === null || value === undefined ? "" : value instanceof Date ? value : String(value);

/** One kind's leads of a view: every field of its form as the inbox labels it, then its pipeline. */
export function kindSheet(kind: LeadKind, filters: LeadFilters): Sheet {
  const columns = inboxConfig[kind].columns as Record<string, string>;
  return {
    name: inboxConfig[kind].title,
    header: [RECEIVED, ...Object.values(columns), ...PIPELINE_HEADER],
    async *batches() {
      for await (const leads of leadBatches({ ...filters, kind })) {
        const forms = await formRows(leads);
        yield leads.map((lead) => {
          const row = forms.get(`${kind}:${lead.id}`) ?? {};
          return [
            moment(lead.createdAt),
            ...Object.keys(columns).map((key) => cellOf(row[key])),
            ...pipelineCells(lead),
          ];
        });
      }
    },
  };
}

/** The newsletter's subscribers, newest first: when they subscribed, their address, and when staff handled them. */
export function subscribersSheet(): Sheet {
  const columns = inboxConfig.subscribers.columns as Record<string, string>;
  return {
    name: inboxConfig.subscribers.title,
    header: [RECEIVED, ...Object.values(columns), "Handled (India time)", "Unsubscribe link"],
    async *batches() {
      let after: SQL = sql``;
      for (;;) {
        const rows = (
          await db().execute<{
            id: number;
            email: string;
            at: string;
            createdAt: string;
            handledAt: string | null;
          }>(sql`
          select id, email, created_at::text as at, created_at as "createdAt", handled_at as "handledAt"
          from newsletter_subscribers where confirmed_at is not null ${after}
          order by created_at desc, id desc limit ${EXPORT_BATCH}`)
        ).rows;
        if (rows.length === 0) return;
        // Each newsletter sent from the list carries its reader's own link to leave it.
        yield rows.map((row) => [
          moment(row.createdAt),
          row.email,
          row.handledAt ? moment(row.handledAt) : "",
          `${env().SITE_URL}/newsletter/unsubscribe?token=${newsletterToken(row.email, "unsubscribe")}`,
        ]);
        const last = rows[rows.length - 1];
        if (!last || rows.length < EXPORT_BATCH) return;
        after = sql`and (created_at, id) < (${last.at}::timestamptz, ${last.id})`;
      }
    },
  };
}

const encoder = new TextEncoder();
const csvText = (cell: SheetCell) =>
  csvCell(cell instanceof Date ? indiaSpreadsheetTime(cell) : isDay(cell) ? cell.day : cell);
const csvLines = (rows: readonly SheetCell[][]) => rows.map((cells) => `${cells.map(csvText).join(",")}\r\n`).join("");

/**
 * The sheet as CSV, a batch at a time as the download is read, with a byte-order mark so spreadsheet programs read
 * UTF-8 names (Devanagari) correctly.
 */
export function csvStream(sheet: Sheet): ReadableStream<Uint8Array> {
  let batches: AsyncIterator<SheetCell[][]> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([sheet.header])}`));
    },
    async pull(controller) {
      batches ??= sheet.batches()[Symbol.asyncIterator]();
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(next.value)));
    },
    async cancel() {
      await batches?.return?.();
    },
  });
}

/** The whole CSV as text, its byte-order mark kept: for tests and small lists. */
export async function sheetCsv(sheet: Sheet): Promise<string> {
  const bytes = await new Response(csvStream(sheet)).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** Bytes of workbook waiting for the download before reading more rows waits too. */
const XLSX_BUFFERED_BYTES = 4 * 1024 * 1024;

function columnWidths(header: readonly string[], sample: readonly SheetCell[][]): number[] {
  return header.map((title, index) => {
    const longest = Math.max(
      title.length,
      ...sample.map((cells) => {
        const cell = cells[index];
        if (cell instanceof Date) return 16;
        if (isDay(cell)) return 10;
        return Math.min(60, (cell ?? "").split("\n")[0]?.length ?? 0);
      }),
    );
    return Math.max(10, Math.min(60, longest + 2));
  });
}

async function writeWorkbook(sheet: Sheet, out: PassThrough): Promise<void> {
  // Loaded at the first spreadsheet export: the library holds about 10 MB of heap, which a worker that never
  // exports should not carry (docs/decisions/015, "Memory").
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  const batches = sheet.batches()[Symbol.asyncIterator]();
  const first = await batches.next();
  // The columns' widths follow the header and the first rows, which must be known before any row is written.
  const sample = first.done ? [] : first.value.slice(0, 200);
  const widths = columnWidths(sheet.header, sample);
  // A column is a column of moments if its first rows' cells are (the received time); every other is text.
  const moments = sheet.header.map(
    (_, index) => sample.length > 0 && sample.every((cells) => cells[index] instanceof Date),
  );
  worksheet.columns = sheet.header.map((header, index) => ({
    header,
    key: String(index),
    width: widths[index],
    style: { numFmt: moments[index] ? "yyyy-mm-dd hh:mm" : "@" },
  }));
  const headerRow = worksheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.commit();
  const write = (rows: SheetCell[][]) => {
    for (const cells of rows) {
      const row = worksheet.addRow(
        // A spreadsheet's dates have no time zone: a moment is written as India's clock shows it, a day as itself.
        cells.map((cell) =>
          cell instanceof Date
            ? new Date(cell.getTime() + INDIA_OFFSET_MS)
            : isDay(cell)
              ? new Date(`${cell.day}T00:00:00Z`)
              : cell,
        ),
      );
      // A moment in a text column (a subscriber's handled time, say) still reads as a date; a day as a date.
      cells.forEach((cell, index) => {
        if (cell instanceof Date && !moments[index]) row.getCell(index + 1).numFmt = "yyyy-mm-dd hh:mm";
        if (isDay(cell)) row.getCell(index + 1).numFmt = "yyyy-mm-dd";
      });
      row.commit();
    }
  };
  for (let next = first; !next.done; next = await batches.next()) {
    write(next.value);
    // Read on only once the download has taken most of what is written: memory holds a few MB, not the file.
    while (out.readableLength > XLSX_BUFFERED_BYTES && !out.destroyed) await sleep(20);
    if (out.destroyed) {
      await batches.return?.();
      return;
    }
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * The sheet as an Excel workbook, written as the rows are read. Every cell that is not a moment is typed as text
 * ("@"), so Excel neither turns a phone number into a number nor runs a cell that starts with "=".
 */
export function xlsxStream(sheet: Sheet): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  writeWorkbook(sheet, out).catch((error: unknown) => {
    logger.error({ err: error, sheet: sheet.name }, "an export failed while it was being written");
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
