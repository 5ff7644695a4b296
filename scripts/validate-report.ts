/** What `npm run validate` prints about its checks: pure text, so it can be tested without running them. */
import { stripVTControlCharacters } from "node:util";

export type CheckResult = {
  name: string;
  /** The exit code, or null when the process was ended by a signal. */
  code: number | null;
  signal?: string | null;
  durationMs: number;
  output: string;
};

export function passed(result: CheckResult): boolean {
  return result.code === 0;
}

export function seconds(durationMs: number): string {
  return (durationMs / 1000).toFixed(1);
}

function outcome(result: CheckResult): string {
  if (passed(result)) return "passed";
  if (result.code === null) return `failed (${result.signal ?? "killed"})`;
  return `failed (exit ${result.code})`;
}

/** The line above a check's output: its name, how it ended and how long it took. */
export function heading(result: CheckResult): string {
  return `=== ${result.name}: ${outcome(result)} in ${seconds(result.durationMs)} s ===`;
}

/** The last few non-empty lines of an output (its tallies, as the tools print them last). */
export function lastLines(output: string, count: number): string[] {
  const lines = output.split(/\r?\n/).filter((line) => stripVTControlCharacters(line).trim() !== "");
  return lines.slice(-count);
}

/** A finished check as printed: a failure with its whole output, a success with its last lines only. */
export function report(result: CheckResult, briefLines = 4): string {
  const body = passed(result) ? lastLines(result.output, briefLines) : [result.output.trimEnd()];
  return [heading(result), ...body.filter((text) => text !== "")].join("\n");
}

/** The table printed at the end: one row per check, in the order given, numbers aligned right. */
export function summaryTable(results: CheckResult[]): string {
  const header = ["task", "result", "seconds"] as const;
  const rows = results.map((result) => [result.name, passed(result) ? "passed" : "FAILED", seconds(result.durationMs)]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column === cells.length - 1 ? cell.padStart(width) : cell.padEnd(width);
      })
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [format(header), rule, ...rows.map(format)].join("\n");
}
