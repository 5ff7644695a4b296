import { and, asc, eq, inArray } from "drizzle-orm";
import writeExcelFile, { type SheetData } from "write-excel-file/node";
import { leadKinds, leadNotes, users } from "#db/schema.ts";
import { indiaSpreadsheetTime } from "#app/modules/admin/india-time.ts";
import { db } from "#app/server/db.server.ts";
import { csvCell, inboxConfig, type InboxRow } from "./inbox.server.ts";
import { sourceLabel } from "./lead-source.ts";
import { leadTables, listLeads, noteColumns, type LeadSummary } from "./pipeline.server.ts";
import { kindLabels, statusLabels, type LeadFilters, type LeadKind } from "./pipeline.ts";

/**
 * The inbox's exports. A list is first made into a sheet (a header and rows of text and moments), then written as
 * CSV or as an Excel workbook, so both say the same.
 * - CSV: India time as `2026-11-26 10:30`, which spreadsheets read as a date; formula-safe cells (`csvCell`).
 * - XLSX: India time as real date cells; every other cell a text cell (phones stay as typed, and a cell starting
 *   with `=` is text, never a formula).
 */

/** A cell: text, or a moment (shown in India time). */
export type SheetCell = string | Date;
export type Sheet = { name: string; header: string[]; rows: SheetCell[][] };

/** Exports say the zone of their times, since a spreadsheet shows them as they are. */
const RECEIVED = "Received (India time)";
const PIPELINE_HEADER = ["Status", "Owner", "Follow-up", "Notes", "Read", "Source", "Landing page"];

/** Every note of the given leads, oldest first, as one cell of text per lead. */
async function notesText(leads: readonly { kind: LeadKind; id: number }[]): Promise<Map<string, string>> {
  const byLead = new Map<string, string[]>();
  for (const kind of leadKinds) {
    const ids = leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
    if (ids.length === 0) continue;
    const notes = await db()
      .select({ ...noteColumns, leadId: leadNotes.leadId })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(and(eq(leadNotes.leadKind, kind), inArray(leadNotes.leadId, ids)))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
    for (const note of notes) {
      const key = `${kind}:${note.leadId}`;
      byLead.set(key, [...(byLead.get(key) ?? []), `${indiaSpreadsheetTime(note.at)} ${note.author}: ${note.body}`]);
    }
  }
  return new Map([...byLead].map(([key, lines]) => [key, lines.join("\n")]));
}

function pipelineCells(lead: LeadSummary, notes: ReadonlyMap<string, string>): string[] {
  return [
    statusLabels[lead.status],
    lead.ownerName ?? "",
    lead.followUpOn ?? "",
    notes.get(`${lead.kind}:${lead.id}`) ?? "",
    lead.readAt ? "yes" : "no",
    sourceLabel(lead),
    lead.landingPage ?? "",
  ];
}

/** The leads of a view: who, what, and where each stands in the pipeline, with the notes written. */
export async function leadsSheet(filters: LeadFilters): Promise<Sheet> {
  const { rows } = await listLeads(filters, null);
  const notes = await notesText(rows);
  return {
    name: "Leads",
    header: [RECEIVED, "Type", "Name", "E-mail", "Phone", "About", ...PIPELINE_HEADER],
    rows: rows.map((row) => [
      row.createdAt,
      kindLabels[row.kind],
      row.name,
      row.email,
      row.phone,
      row.topic,
      ...pipelineCells(row, notes),
    ]),
  };
}

/** One kind's leads of a view: every field of its form as the inbox labels it, then its pipeline. */
export async function kindSheet(kind: LeadKind, filters: LeadFilters): Promise<Sheet> {
  const { rows } = await listLeads({ ...filters, kind }, null);
  const table = leadTables[kind];
  const columns = inboxConfig[kind].columns as Record<string, string>;
  const full =
    rows.length === 0
      ? []
      : ((await db()
          .select()
          .from(table)
          .where(
            inArray(
              table.id,
              rows.map((row) => row.id),
            ),
          )) as Record<string, unknown>[]);
  const byId = new Map(full.map((row) => [Number(row.id), row]));
  const cell = (value: unknown): SheetCell =>
    value === null || value === undefined ? "" : value instanceof Date ? value : String(value);
  const notes = await notesText(rows);
  return {
    name: inboxConfig[kind].title,
    header: [RECEIVED, ...Object.values(columns), ...PIPELINE_HEADER],
    rows: rows.map((lead) => {
      const row = byId.get(lead.id) ?? {};
      return [lead.createdAt, ...Object.keys(columns).map((key) => cell(row[key])), ...pipelineCells(lead, notes)];
    }),
  };
}

/** The newsletter's subscribers: when they subscribed, their address, and when staff handled them. */
export function subscribersSheet(rows: readonly InboxRow[]): Sheet {
  const columns = inboxConfig.subscribers.columns as Record<string, string>;
  return {
    name: inboxConfig.subscribers.title,
    header: [RECEIVED, ...Object.values(columns), "Handled (India time)"],
    rows: rows.map((row) => [
      row.createdAt,
      ...Object.keys(columns).map((key) => row.fields[key] ?? ""),
      row.handledAt ?? "",
    ]),
  };
}

/** The sheet as CSV, with a byte-order mark so spreadsheet programs read UTF-8 names (Devanagari) correctly. */
export function sheetCsv(sheet: Sheet): string {
  const text = (cell: SheetCell) => csvCell(cell instanceof Date ? indiaSpreadsheetTime(cell) : cell);
  return `\uFEFF${[sheet.header, ...sheet.rows].map((cells) => cells.map(text).join(",")).join("\r\n")}\r\n`;
}

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * The sheet as an Excel workbook. A spreadsheet's dates have no time zone, so a moment is written as India's
 * clock shows it. Every other cell is typed as text ("@"), so Excel neither turns a phone number into a number
 * nor runs a cell that starts with "=".
 */
export async function sheetXlsx(sheet: Sheet): Promise<Buffer> {
  const data: SheetData = [
    sheet.header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...sheet.rows.map((cells) =>
      cells.map((cell) =>
        cell instanceof Date
          ? { value: new Date(cell.getTime() + INDIA_OFFSET_MS), type: Date, format: "yyyy-mm-dd hh:mm" }
          : { value: cell, type: String, format: "@" },
      ),
    ),
  ];
  const widths = sheet.header.map((title, index) => {
    const longest = Math.max(
      title.length,
      ...sheet.rows.slice(0, 200).map((cells) => {
        const cell = cells[index];
        return cell instanceof Date ? 16 : Math.min(60, (cell ?? "").split("\n")[0]?.length ?? 0);
      }),
    );
    return { width: Math.max(10, Math.min(60, longest + 2)) };
  });
  return writeExcelFile(data, { sheet: sheet.name.slice(0, 31), columns: widths, stickyRowsCount: 1 }).toBuffer();
}
