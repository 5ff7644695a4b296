/*
 * The back office gives every moment in India time, where the team works, whatever the server's or the
 * browser's zone: the same words on the server's page and after hydration.
 */
const zone = "Asia/Kolkata";

/** "25 Nov 2026": the day an account, an invitation or a brochure was made. */
export const indiaDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: zone });

/** "25 Nov 2026, 10:50 pm": when a lead came in, a note was written, a question was asked, a link expires. */
export const indiaDateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: zone,
});

/** "25 Nov 2026, 10:50:12 pm": the audit log's moments, to the second. */
export const indiaMoment = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: zone,
});

const spreadsheetFormat = new Intl.DateTimeFormat("sv-SE", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: zone,
});

/** "2026-11-26 06:35": India time in the form spreadsheets read as a date and time, for exports. */
export function indiaSpreadsheetTime(moment: Date): string {
  return spreadsheetFormat.format(moment);
}
