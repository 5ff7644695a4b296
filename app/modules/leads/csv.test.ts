import { describe, expect, it } from "vitest";
import { csvCell } from "#app/modules/leads/inbox.server.ts";
import { sheetCsv, type Sheet } from "#app/modules/leads/lead-export.server.ts";

describe("CSV export", () => {
  it("quotes every cell, doubles quotes and neutralises spreadsheet formulas", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    // A phone number can run nothing: written as typed, so it pastes cleanly into WhatsApp.
    expect(csvCell("+91 98200 12345")).toBe('"+91 98200 12345"');
    expect(csvCell("+91 98200 12345+cmd|' /C calc'!A0")).toBe("\"'+91 98200 12345+cmd|' /C calc'!A0\"");
    expect(csvCell("-cmd")).toBe('"\'-cmd"');
    expect(csvCell("plain")).toBe('"plain"');
  });

  it("writes a header, one line per row of every batch and a BOM for spreadsheet programs", async () => {
    const sheet: Sheet = {
      name: "Newsletter subscribers",
      header: ["Received (India time)", "E-mail", "Handled (India time)"],
      async *batches() {
        yield [[new Date("2026-11-01T10:00:00Z"), "a@example.com", ""]];
        yield [[new Date("2026-11-02T10:00:00Z"), "b@example.com", new Date("2026-11-03T04:00:00Z")]];
      },
    };
    const csv = await sheetCsv(sheet);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.split("\r\n").filter(Boolean)).toEqual([
      '\uFEFF"Received (India time)","E-mail","Handled (India time)"',
      // 10:00 UTC is 15:30 in India, written as spreadsheets read a date and time.
      '"2026-11-01 15:30","a@example.com",""',
      '"2026-11-02 15:30","b@example.com","2026-11-03 09:30"',
    ]);
  });
});
