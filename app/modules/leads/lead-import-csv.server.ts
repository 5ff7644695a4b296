import { CsvError, parse } from "csv-parse/sync";
import { MAX_IMPORT_ROWS, SAVE_AS_CSV, TOO_MANY_ROWS } from "./lead-import.ts";

/*
 * Reading a CSV file's text into rows, by csv-parse. Server-only: the parser's module uses Node's Buffer when it
 * loads, so it must stay out of the pages' bundles, which share lead-import.ts with the server.
 */

/** A row of the file: its cells, and the line of the file it starts on (the header is line 1). */
export type CsvRow = { line: number; cells: string[] };
export type CsvTable = { header: string[]; rows: CsvRow[] };

/**
 * The delimiter of the header line: a comma, or the semicolon or tab some spreadsheets write instead, whichever
 * the first line has most of outside quotes.
 */
function delimiterOf(text: string): string {
  const firstLine = (text.split(/\r\n|\r|\n/, 1)[0] ?? "").replace(/"[^"]*"/g, "");
  const count = (char: string) => firstLine.split(char).length - 1;
  return [",", ";", "\t"].reduce((best, char) => (count(char) > count(best) ? char : best), ",");
}

const newlines = (cell: string) => cell.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * The file's header and data rows, by csv-parse: quoted cells may hold commas, quotes and line breaks; empty lines
 * and rows of empty cells are skipped. A file that is not CSV comes back as the reason, in words.
 */
export function readCsv(text: string): CsvTable | { error: string } {
  const records: CsvRow[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      on_record: (cells: string[], context) => {
        // The parser counts lines to the record's end: a cell with line breaks started that many lines before.
        const line = context.lines - cells.reduce((sum, value) => sum + newlines(value), 0);
        records.push({ line, cells });
        lastLine = context.lines;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // A quote never closed is found at the end of the file: the row it opened starts after the last good one.
    const at = error.code === "CSV_QUOTE_NOT_CLOSED" ? lastLine + 1 : error.lines;
    const line = typeof at === "number" ? ` near line ${at}` : "";
    return { error: `The file could not be read as CSV${line} (a quote left open, perhaps). ${SAVE_AS_CSV}` };
  }
  const [header, ...rows] = records;
  if (!header) return { error: "The file is empty." };
  if (rows.length === 0) return { error: "The file has a header but no rows of leads." };
  if (rows.length > MAX_IMPORT_ROWS) return { error: TOO_MANY_ROWS };
  return { header: header.cells.map((cell) => cell.trim()), rows };
}
