import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { contactMessages, leadNotes, trialClassRequests } from "#db/schema.ts";
import { db, type Transaction } from "#app/server/db.server.ts";
import { contactKeys } from "./contact-keys.ts";
import { todayInIndia } from "./demo.ts";
import { csvCell } from "./inbox.server.ts";
import {
  importRowChecker,
  importCampaign,
  mapHeader,
  SAVE_AS_CSV,
  MAX_IMPORT_BYTES,
  IMPORT_TOO_LARGE,
  PREVIEW_ROWS,
  type ImportedLead,
  type ImportKind,
  type ImportPreview,
} from "./lead-import.ts";
import { readCsv } from "./lead-import-csv.server.ts";
import { offlineSource } from "./manual-lead.ts";
import { trialCourseChoices } from "./trial.server.ts";
import type { Staff } from "./manual-lead.server.ts";

/** The source every imported lead has (utm_source), with the file's name as its campaign. */
export const IMPORT_SOURCE = "import";
/** Rows stored per statement: a few hundred rows of parameters stay well under Postgres's limit of 65,535. */
const BATCH = 500;

/**
 * The text of an uploaded file, or why it cannot be read: a spreadsheet's own format (an .xlsx is a zip) or a
 * text that is not UTF-8 is refused with how to save it as CSV, rather than read as nonsense.
 */
export async function csvText(bytes: Uint8Array): Promise<{ text: string } | { error: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (type) return { error: `This is a ${type.ext.toUpperCase()} file, not CSV. ${SAVE_AS_CSV}` };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { error: `The file is not in UTF-8, so its names could come out garbled. ${SAVE_AS_CSV}` };
  }
}

/** A row to store: its line in the file, the lead, and its submission id. */
export type ReadyRow = { line: number; lead: ImportedLead; submissionId: string };
export type BadRow = { line: number; reason: string; cells: string[] };

export type ImportPlan = {
  header: string[];
  /** Leads not in the inbox yet. */
  ready: ReadyRow[];
  /** Rows already imported before (the same row, found by its submission id). */
  already: number;
  /** Rows the same as an earlier row of the file: stored once. */
  repeats: { line: number; sameAs: number }[];
  bad: BadRow[];
  ignoredColumns: string[];
};

/**
 * A row's submission id, made from what the row says (not its place in the file, nor the file's name): the same
 * file uploaded twice, or a row copied into another file, is the same lead, and the table's unique submission id
 * stores it once. A UUID of the SHA-256 (version 8, "custom", RFC 9562), as the forms' ids are.
 */
export function rowSubmissionId(kind: ImportKind, lead: ImportedLead): string {
  const canonical = JSON.stringify([
    kind,
    lead.name,
    lead.phone,
    lead.email,
    lead.course,
    lead.childName,
    lead.childAge,
    lead.note,
    lead.date,
  ]);
  const id = createHash("sha256").update(`lead-import\n${canonical}`).digest().subarray(0, 16);
  id[6] = ((id[6] ?? 0) & 0x0f) | 0x80;
  id[8] = ((id[8] ?? 0) & 0x3f) | 0x80;
  const hex = id.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The file checked row by row, and which rows are in the inbox already: what the preview shows and the import stores. */
export async function planImport(kind: ImportKind, text: string): Promise<ImportPlan | { error: string }> {
  const table = readCsv(text);
  if ("error" in table) return table;
  const header = mapHeader(table.header);
  if (header.problems.length > 0) return { error: header.problems.join(" ") };
  const checkRow = importRowChecker(kind, header.columns, { courses: await trialCourseChoices() });
  const plan: ImportPlan = {
    header: table.header,
    ready: [],
    already: 0,
    repeats: [],
    bad: [],
    ignoredColumns: header.ignored,
  };
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const checked = checkRow(row.cells);
    if (!checked.ok) {
      plan.bad.push({ line: row.line, reason: checked.reason, cells: row.cells });
      continue;
    }
    const submissionId = rowSubmissionId(kind, checked.lead);
    const sameAs = seen.get(submissionId);
    if (sameAs !== undefined) plan.repeats.push({ line: row.line, sameAs });
    else {
      seen.set(submissionId, row.line);
      plan.ready.push({ line: row.line, lead: checked.lead, submissionId });
    }
  }
  const stored = await storedSubmissionIds(
    kind,
    plan.ready.map((row) => row.submissionId),
  );
  plan.ready = plan.ready.filter((row) => !stored.has(row.submissionId));
  plan.already = stored.size;
  return plan;
}

/**
 * The plan of a file's text sent back by the preview's buttons, checked as an upload is: a text longer than a file
 * may be is refused, whatever the form's limits let through.
 */
export async function planDecision(kind: ImportKind, csv: string): Promise<ImportPlan | { error: string }> {
  const text = csv.replace(/\r\n/g, "\n");
  if (new TextEncoder().encode(text).byteLength > MAX_IMPORT_BYTES) return { error: IMPORT_TOO_LARGE };
  return planImport(kind, text);
}

/** The plan as the preview shows it, with the text for its buttons. */
export function previewOf(plan: ImportPlan, kind: ImportKind, fileName: string, csv: string): ImportPreview {
  const nameAt = plan.header.findIndex((header) => mapHeader([header]).columns.name === 0);
  return {
    kind,
    fileName,
    csv,
    rows: plan.ready.length + plan.already + plan.repeats.length + plan.bad.length,
    ready: plan.ready.length,
    already: plan.already,
    repeats: plan.repeats.slice(0, PREVIEW_ROWS),
    repeatCount: plan.repeats.length,
    bad: plan.bad.slice(0, PREVIEW_ROWS).map((row) => ({
      line: row.line,
      name: (nameAt >= 0 ? row.cells[nameAt] : "")?.trim().slice(0, 100) ?? "",
      reason: row.reason,
    })),
    badCount: plan.bad.length,
    ignoredColumns: plan.ignoredColumns,
  };
}

const importTables = { trials: trialClassRequests, messages: contactMessages } as const;

async function storedSubmissionIds(kind: ImportKind, ids: string[]) {
  const table = importTables[kind];
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await db()
      .select({ id: table.submissionId })
      .from(table)
      .where(inArray(table.submissionId, ids.slice(start, start + BATCH)));
    for (const row of rows) if (row.id) found.add(row.id);
  }
  return found;
}

/**
 * When the lead arrived: the day the list says they enquired (at noon in India, a time no one will read as
 * exact), or now when the list gives no date or says today.
 */
function arrivalOf(lead: ImportedLead, today: string) {
  return lead.date && lead.date !== today ? new Date(`${lead.date}T12:00:00+05:30`) : new Date();
}

/** A trial class request's row from a list: what it lacks is kept as a hand-entered lead keeps it (rowOf). */
function trialRow(lead: ImportedLead) {
  return {
    parentName: lead.name,
    childName: lead.childName,
    childAge: lead.childAge ?? 0,
    courseName: lead.course,
    preferredSlot: "",
    phone: lead.phone ?? "",
    email: lead.email ?? "",
  };
}

/** A general enquiry's row: the list's course, child and note become its message. */
function messageRow(lead: ImportedLead, fileName: string) {
  const child = [lead.childName, lead.childAge === null ? "" : `age ${lead.childAge}`].filter(Boolean).join(", ");
  const message = [lead.course ? `Course: ${lead.course}` : "", child ? `Child: ${child}` : "", lead.note].filter(
    Boolean,
  );
  return {
    name: lead.name,
    phone: lead.phone,
    email: lead.email ?? "",
    subject: `From the list ${fileName}`.slice(0, 150),
    message: message.join("\n"),
  };
}

/**
 * Stores the plan's leads in one transaction, a batch of rows per statement: all of them or, if anything fails,
 * none. A row stored meanwhile (the same file imported twice at once) is skipped by its submission id. For a trial
 * class request the row's note becomes the lead's first note, by the admin who imported it. No alert and no
 * confirmation mail goes out: these people enquired elsewhere, and staff are importing them.
 */
export async function importLeads(
  kind: ImportKind,
  fileName: string,
  rows: readonly ReadyRow[],
  admin: Staff,
): Promise<number> {
  const source = offlineSource(IMPORT_SOURCE, importCampaign(fileName));
  const today = todayInIndia();
  return db().transaction(async (tx) => {
    let stored = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const desk = (row: ReadyRow) => ({
        ...contactKeys(row.lead),
        ...source,
        submissionId: row.submissionId,
        createdAt: arrivalOf(row.lead, today),
      });
      const inserted =
        kind === "trials"
          ? await tx
              .insert(trialClassRequests)
              .values(batch.map((row) => ({ ...trialRow(row.lead), ...desk(row) })))
              .onConflictDoNothing({ target: trialClassRequests.submissionId })
              .returning({ id: trialClassRequests.id, submissionId: trialClassRequests.submissionId })
          : await tx
              .insert(contactMessages)
              .values(batch.map((row) => ({ ...messageRow(row.lead, fileName), ...desk(row) })))
              .onConflictDoNothing({ target: contactMessages.submissionId })
              .returning({ id: contactMessages.id, submissionId: contactMessages.submissionId });
      stored += inserted.length;
      if (kind === "trials") await noteRows(tx, inserted, batch, admin);
    }
    return stored;
  });
}

async function noteRows(
  tx: Transaction,
  inserted: readonly { id: number; submissionId: string | null }[],
  batch: readonly ReadyRow[],
  admin: Staff,
) {
  const notes = new Map(batch.filter((row) => row.lead.note).map((row) => [row.submissionId, row.lead.note]));
  const values = inserted.flatMap((row) => {
    const body = row.submissionId ? notes.get(row.submissionId) : undefined;
    return body
      ? [{ leadKind: "trials" as const, leadId: row.id, authorId: admin.id, authorEmail: admin.email, body }]
      : [];
  });
  if (values.length > 0) await tx.insert(leadNotes).values(values);
}

/**
 * The rows that were not imported, as a CSV to fix and upload again: the file's own columns as they were, with
 * the line each came from and what was wrong. With a BOM, so spreadsheet programs read it as UTF-8.
 */
export function badRowsCsv(plan: Pick<ImportPlan, "header" | "bad">): string {
  const lines = [
    [...plan.header, "Line", "Problem"],
    ...plan.bad.map((row) => [...plan.header.map((_, index) => row.cells[index] ?? ""), String(row.line), row.reason]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
