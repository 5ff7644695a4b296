import readXlsxFile from "read-excel-file/node";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as exportLoader } from "#app/routes/resources/inbox-export.ts";
import { truncateAll } from "../support/db.ts";
import { aContactMessage, aTrialRequest, aUser } from "../support/factories.ts";
import { loadAs } from "../support/admin-requests.ts";

/** A date cell to the minute: a spreadsheet's dates are fractions of a day, read back a millisecond either way. */
const toMinute = (cell: unknown) =>
  cell instanceof Date ? new Date(Math.round(cell.getTime() / 60_000) * 60_000).toISOString() : cell;

const download = async (path: string) => {
  const admin = await aUser({ fullName: "Priya Shah", role: "admin" });
  const list = path.split("?")[0] ?? "";
  return (await loadAs(admin, exportLoader, `/admin/inbox/export/${path}`, { params: { list } })) as Response;
};

describe("the inbox's Excel export", () => {
  beforeEach(truncateAll);

  it("writes India time as date cells, phones and formula-like text as text cells, beside the same CSV", async () => {
    await aContactMessage({
      name: '=HYPERLINK("http://evil.example","Click")',
      phone: "+91 98200 12345",
      subject: "Fees",
      // 04:00 UTC is 09:30 in India.
      createdAt: new Date("2026-11-20T04:00:00Z"),
    });
    await aTrialRequest({
      parentName: "नेहा कुलकर्णी",
      phone: "09820011111",
      createdAt: new Date("2026-11-21T18:45:00Z"),
    });

    const response = await download("leads?status=all&format=xlsx");
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="skillsprouts-leads-.+\.xlsx"$/);
    const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    const [header, trial, message] = sheet?.data ?? [];
    expect(header?.slice(0, 6)).toEqual(["Received (India time)", "Type", "Name", "E-mail", "Phone", "About"]);
    // 18:45 UTC on the 21st is 00:15 on the 22nd in India: the day the office saw it arrive.
    expect(toMinute(trial?.[0])).toBe("2026-11-22T00:15:00.000Z");
    expect(trial?.slice(1, 5)).toEqual(["Trial class request", "नेहा कुलकर्णी", "neha@example.com", "09820011111"]);
    expect(toMinute(message?.[0])).toBe("2026-11-20T09:30:00.000Z");
    expect(message?.[2]).toBe('=HYPERLINK("http://evil.example","Click")');
    expect(message?.[4]).toBe("+91 98200 12345");

    const csv = await (await download("leads?status=all")).text();
    expect(csv).toContain('"2026-11-22 00:15","Trial class request","नेहा कुलकर्णी","neha@example.com","09820011111"');
    expect(csv).toContain('"2026-11-20 09:30","Contact message","\'=HYPERLINK(""http://evil.example"",""Click"")"');
  });

  it("exports one kind with every field of its form", async () => {
    await aTrialRequest();
    const [sheet] = await readXlsxFile(Buffer.from(await (await download("trials?format=xlsx")).arrayBuffer()));
    expect(sheet?.sheet).toBe("Trial class requests");
    expect(sheet?.data[0]).toContain("Preferred time");
    expect(sheet?.data[1]).toContain("Saturday morning");
  });
});
