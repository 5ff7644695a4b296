import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "#app/modules/forms/fields.ts";
import { todayInIndia } from "./demo.ts";
import { callablePhoneNumber } from "./manual-lead.ts";
import { trialRequestSchema, UNSURE_COURSE } from "./trial.ts";

/*
 * Leads from a spreadsheet (a school fair's list of enquiries) saved as CSV: which columns mean what, whatever the
 * spreadsheet called them, and which rows make a lead. Pure, so the rules are tested without a database; the
 * storing is in lead-import.server.ts.
 */

export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;
export const IMPORT_TOO_LARGE = "The file must be 2 MB or smaller. Please split it into smaller files.";
export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows. Please split it into smaller files.`;
export const SAVE_AS_CSV =
  "In your spreadsheet, choose File → Save as (or Download) → “CSV UTF-8”, then upload that file.";

/**
 * What a file can be imported as. A demo request needs a school and a date that a fair's list does not have, so
 * schools' requests are entered one by one on the New lead page.
 */
export const importKinds = ["trials", "messages"] as const;
export type ImportKind = (typeof importKinds)[number];
export const importKindLabels: Record<ImportKind, string> = {
  trials: "Trial class requests",
  messages: "General enquiries (contact messages)",
};

/** The columns a file may have, by the header spellings they are known by (see `headerKey`). */
export const importColumns = {
  name: ["name", "parentname", "parentsname", "parent", "fullname", "guardianname", "contactname", "contactperson"],
  phone: ["phone", "mobile", "phonenumber", "mobilenumber", "mobileno", "phoneno", "contactnumber", "contactno"],
  email: ["email", "emailaddress", "emailid", "mail"],
  course: ["course", "program", "programme", "courseinterestedin", "interestedin"],
  childName: ["childname", "childsname", "child", "studentname", "student"],
  childAge: ["childage", "childsage", "age", "studentage"],
  note: ["note", "notes", "remark", "remarks", "comment", "comments"],
  date: ["date", "enquirydate", "dateofenquiry"],
} as const satisfies Record<string, readonly string[]>;
export type ImportColumn = keyof typeof importColumns;

/** How a problem names each column: as the list's header most often says it. */
export const importColumnLabels: Record<ImportColumn, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  course: "Course",
  childName: "Child name",
  childAge: "Child age",
  note: "Note",
  date: "Date",
};

/** "Parent's Name", "parent_name" and "PARENT NAME" are one header; so are "E-mail" and "Email". */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export type HeaderMap = {
  /** The cell index of each column found. */
  columns: Partial<Record<ImportColumn, number>>;
  /** Headers no column answers to, or a second header for a column already found: not imported. */
  ignored: string[];
  /** Why the file cannot be imported at all (no name column, no phone and no e-mail column). */
  problems: string[];
};

/** Which cell holds which column; the first of two headers for one column (Phone and Mobile) wins. */
export function mapHeader(header: readonly string[]): HeaderMap {
  const columns: Partial<Record<ImportColumn, number>> = {};
  const ignored: string[] = [];
  header.forEach((text, index) => {
    const key = headerKey(text);
    const column = (Object.keys(importColumns) as ImportColumn[]).find((name) =>
      (importColumns[name] as readonly string[]).includes(key),
    );
    if (column && columns[column] === undefined) columns[column] = index;
    else if (text.trim()) ignored.push(text.trim());
  });
  const problems: string[] = [];
  if (columns.name === undefined) problems.push("The file needs a column for the name (Name or Parent name).");
  if (columns.phone === undefined && columns.email === undefined) {
    problems.push("The file needs a column for the phone number (Phone or Mobile) or for the e-mail (Email).");
  }
  return { columns, ignored, problems };
}

/** A row made into a lead: every text trimmed; what the row did not say is null (or the course "not sure"). */
export type ImportedLead = {
  name: string;
  phone: string | null;
  email: string | null;
  course: string;
  childName: string;
  childAge: number | null;
  note: string;
  /** When they enquired, an India day (yyyy-mm-dd); null: not given. */
  date: string | null;
};

const CHILD_AGE = /^(\d{1,2})\s*(?:years?|yrs?|y)?\.?$/i;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// India writes the day first: 25/11/2026, 25-11-2026, 25.11.26.
const INDIAN_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/** A date as a spreadsheet writes it, as yyyy-mm-dd; null when it is no real day. */
export function importDay(text: string): string | null {
  const iso = ISO_DAY.exec(text);
  const indian = INDIAN_DAY.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : null;
  if (!parts) return null;
  const [yearText = "", month = "", day = ""] = parts;
  const year = yearText.length === 2 ? `20${yearText}` : yearText;
  const value = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  // A day that does not exist (31/02) comes back from Date as another day.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** A course as the list wrote it ("abacus", "Vedic maths") matched to one the site offers. */
const courseKey = (course: string) => course.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The checks of one row, made of the public forms' own field rules (the same phone, e-mail and age rules, the same
 * words), with a phone number also readable as a real number (`phoneE164`), so repeat enquiries are joined.
 */
function rowSchema(kind: ImportKind, courses: readonly string[], today: string) {
  const age = trialRequestSchema([UNSURE_COURSE]).shape.childAge;
  return z
    .object({
      name: requiredText("a name", 100),
      phone: callablePhoneNumber().optional(),
      email: emailAddress().optional(),
      course: z
        .string()
        .max(150, { error: "Please keep the course under 150 characters." })
        .transform((course, ctx) => {
          if (kind !== "trials") return course;
          const known = courses.find((choice) => courseKey(choice) === courseKey(course));
          if (known) return known;
          ctx.addIssue({ code: "custom", message: `Please write one of: ${courses.join(", ")}.` });
          return z.NEVER;
        })
        .optional(),
      childName: optionalText("the child's name", 100),
      // "7", "7 years" or "7 yrs.", then the trial form's own rule.
      childAge: z
        .preprocess((value) => (typeof value === "string" ? (CHILD_AGE.exec(value)?.[1] ?? value) : value), age)
        .optional(),
      note: optionalText("the note", 5_000),
      date: z
        .string()
        .transform((text, ctx) => {
          const day = importDay(text);
          if (!day) {
            ctx.addIssue({ code: "custom", message: "Please write the date as 25/11/2026 (day first) or 2026-11-25." });
            return z.NEVER;
          }
          if (day > today) ctx.addIssue({ code: "custom", message: "The date is in the future." });
          return day;
        })
        .optional(),
    })
    .refine((row) => row.phone || row.email, {
      error: "Please give a phone number or an e-mail address.",
      path: ["phone"],
    });
}

export type RowCheck = { ok: true; lead: ImportedLead } | { ok: false; reason: string };

/**
 * The check of the data rows of one file, made once for all its rows: a row gives a lead, or the reason it cannot
 * be one, naming each column that is wrong ("Phone: This is not a phone number we can call."). `courses` are those
 * a trial class can be for; `today` is India's, for a date in the future.
 */
export function importRowChecker(
  kind: ImportKind,
  columns: HeaderMap["columns"],
  { courses, today = todayInIndia() }: { courses: readonly string[]; today?: string },
): (cells: readonly string[]) => RowCheck {
  const schema = rowSchema(kind, courses, today);
  return (cells) => {
    // An empty cell says nothing: it is left out, as an empty field of a form is.
    const cell = (column: ImportColumn) => {
      const index = columns[column];
      // Line breaks in a cell as one "\n", however the file (or a browser sending it back) wrote them.
      const value = index === undefined ? "" : (cells[index] ?? "").replace(/\r\n?/g, "\n").trim();
      return value === "" ? undefined : value;
    };
    const input = Object.fromEntries((Object.keys(importColumns) as ImportColumn[]).map((name) => [name, cell(name)]));
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) => {
        const column = issue.path[0] as ImportColumn | undefined;
        return column ? `${importColumnLabels[column]}: ${issue.message}` : issue.message;
      });
      return { ok: false, reason: [...new Set(reasons)].join(" ") };
    }
    const row = parsed.data;
    return {
      ok: true,
      lead: {
        name: row.name,
        phone: row.phone ?? null,
        email: row.email ?? null,
        course: row.course ?? (kind === "trials" ? UNSURE_COURSE : ""),
        childName: row.childName,
        childAge: row.childAge ?? null,
        note: row.note,
        date: row.date ?? null,
      },
    };
  };
}

/** One row checked on its own (`importRowChecker`). */
export function checkImportRow(
  kind: ImportKind,
  cells: readonly string[],
  columns: HeaderMap["columns"],
  options: { courses: readonly string[]; today?: string },
): RowCheck {
  return importRowChecker(kind, columns, options)(cells);
}

/** The upload form: what to import the rows as, and the file. */
export const ImportUpload = z.object({
  intent: z.literal("preview"),
  kind: z.enum(importKinds, { error: "Please choose what the rows are." }),
  file: z
    .file({ error: "Please choose a CSV file." })
    .min(1, { error: "Please choose a CSV file. This one is empty." })
    .max(MAX_IMPORT_BYTES, { error: IMPORT_TOO_LARGE }),
});

/**
 * The preview's two buttons: import the rows, or download those with problems. They send the file's text back
 * (checked again as if uploaded anew), so nothing is kept on the server between the preview and the import.
 */
const decision = {
  kind: z.enum(importKinds),
  fileName: z.string().trim().min(1).max(200),
  csv: z.string().min(1),
};
export const ImportBadRows = z.object({ intent: z.literal("bad-rows"), ...decision });

/** What the import page itself sends, parsed once: a file to preview, or the import of the previewed file. */
export const ImportAction = z.discriminatedUnion("intent", [
  ImportUpload,
  z.object({ intent: z.literal("import"), ...decision }),
]);

/** What the preview shows: the counts, and the first rows left out with why (all of them in the download). */
export type ImportPreview = {
  kind: ImportKind;
  fileName: string;
  /** The file's text, for the preview's buttons to send back. */
  csv: string;
  rows: number;
  ready: number;
  already: number;
  repeats: { line: number; sameAs: number }[];
  repeatCount: number;
  bad: { line: number; name: string; reason: string }[];
  badCount: number;
  ignoredColumns: string[];
};

/** How many left-out rows the preview lists; the download has every one. */
export const PREVIEW_ROWS = 100;

/**
 * The limits of the page's posts: a file of up to 2 MB, or its text sent back (whose line breaks a browser may
 * send as two characters each, so up to twice as long).
 */
export const importBodyRules = {
  files: { maxFileBytes: MAX_IMPORT_BYTES, tooLarge: IMPORT_TOO_LARGE },
  maxFieldBytes: 2 * MAX_IMPORT_BYTES + 1024,
  maxBodyBytes: 3 * MAX_IMPORT_BYTES,
};

/** The file's name as a campaign tag: lower-cased like every source tag, without its ".csv". */
export function importCampaign(fileName: string): string {
  return (
    fileName
      .replace(/\.csv$/i, "")
      .trim()
      .toLowerCase()
      .slice(0, 100) || "import"
  );
}
