import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { phoneE164 } from "#app/modules/leads/contact-keys.ts";
import {
  checkImportRow,
  importCampaign,
  importDay,
  mapHeader,
  MAX_IMPORT_ROWS,
  TOO_MANY_ROWS,
  type HeaderMap,
} from "#app/modules/leads/lead-import.ts";
import { readCsv } from "#app/modules/leads/lead-import-csv.server.ts";
import { DEMO_DATE_NEEDED, manualLeadSchema } from "#app/modules/leads/manual-lead.ts";
import { UNSURE_COURSE } from "#app/modules/leads/trial.ts";

const courses = ["Abacus", "Vedic Maths", "Communicative English", UNSURE_COURSE];
const today = "2026-11-28";
const columns: HeaderMap["columns"] = {
  name: 0,
  phone: 1,
  email: 2,
  course: 3,
  childName: 4,
  childAge: 5,
  note: 6,
  date: 7,
};

/** A row of the full layout above, with only what the test says filled in. */
function row(
  cells: Partial<Record<"name" | "phone" | "email" | "course" | "child" | "age" | "note" | "date", string>>,
) {
  return [
    cells.name ?? "",
    cells.phone ?? "",
    cells.email ?? "",
    cells.course ?? "",
    cells.child ?? "",
    cells.age ?? "",
    cells.note ?? "",
    cells.date ?? "",
  ];
}

const check = (cells: string[], kind: "trials" | "messages" = "trials") =>
  checkImportRow(kind, cells, columns, { courses, today });

describe("the CSV import's header", () => {
  it("knows the columns by their common spellings, in any case and order", () => {
    const mapped = mapHeader(["MOBILE NO.", "Parent's Name", "E-mail", "Child Name", "child_age", "Remarks", "Date"]);
    expect(mapped.columns).toEqual({ phone: 0, name: 1, email: 2, childName: 3, childAge: 4, note: 5, date: 6 });
    expect(mapped.problems).toEqual([]);
    expect(mapHeader(["name", "Phone Number", "Course", "Notes"]).columns).toEqual({
      name: 0,
      phone: 1,
      course: 2,
      note: 3,
    });
  });

  it("takes the first of two headers for one column and names the columns it does not import", () => {
    const mapped = mapHeader(["Name", "Phone", "Mobile", "School", ""]);
    expect(mapped.columns).toEqual({ name: 0, phone: 1 });
    expect(mapped.ignored).toEqual(["Mobile", "School"]);
  });

  it("refuses a file without a name column, or without both a phone and an e-mail column", () => {
    expect(mapHeader(["Phone", "Email"]).problems).toEqual([
      "The file needs a column for the name (Name or Parent name).",
    ]);
    expect(mapHeader(["Name", "Course"]).problems).toEqual([
      "The file needs a column for the phone number (Phone or Mobile) or for the e-mail (Email).",
    ]);
  });
});

describe("reading a CSV file", () => {
  it("reads quoted cells with commas and line breaks, skips empty rows, and numbers rows by their first line", () => {
    const table = readCsv(
      '\uFEFFName,Phone,Remarks\r\nAsha,98765 43210,"Wants Abacus, Saturdays"\r\n,,\r\n\r\nRavi,"09876543210","Two\nlines"\r\nMeera,+91-98200-12345,ok\r\n',
    );
    expect(table).toEqual({
      header: ["Name", "Phone", "Remarks"],
      rows: [
        { line: 2, cells: ["Asha", "98765 43210", "Wants Abacus, Saturdays"] },
        { line: 5, cells: ["Ravi", "09876543210", "Two\nlines"] },
        { line: 7, cells: ["Meera", "+91-98200-12345", "ok"] },
      ],
    });
  });

  it("reads a file whose spreadsheet wrote semicolons or tabs between the cells", () => {
    expect(readCsv("Name;Phone;Note\nAsha;98765 43210;hi, there\n")).toMatchObject({
      header: ["Name", "Phone", "Note"],
      rows: [{ line: 2, cells: ["Asha", "98765 43210", "hi, there"] }],
    });
    expect(readCsv("Name\tPhone\nAsha\t98765 43210\n")).toMatchObject({ rows: [{ cells: ["Asha", "98765 43210"] }] });
  });

  it("says what is wrong with a file it cannot read, an empty one, and one over the row limit", () => {
    expect(readCsv('Name,Phone\nAsha,"98765\nRavi,1\n')).toEqual({
      error: expect.stringMatching(/^The file could not be read as CSV near line 2 .*CSV UTF-8/),
    });
    expect(readCsv("")).toEqual({ error: "The file is empty." });
    expect(readCsv("Name,Phone\n")).toEqual({ error: "The file has a header but no rows of leads." });
    const big = `Name,Phone\n${"Asha,98765 43210\n".repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(readCsv(big)).toEqual({ error: TOO_MANY_ROWS });
    expect("rows" in readCsv(`Name,Phone\n${"Asha,98765 43210\n".repeat(MAX_IMPORT_ROWS)}`)).toBe(true);
  });
});

describe("a row of the import", () => {
  it("takes an Indian number in any of its spellings, and keys them all as one number", () => {
    for (const phone of ["98765 43210", "09876543210", "+91-98765-43210", "+91 98765-43210", "919876543210"]) {
      const checked = check(row({ name: "Asha Rao", phone }));
      expect(checked, phone).toMatchObject({ ok: true, lead: { phone } });
      expect(phoneE164(phone), phone).toBe("+919876543210");
    }
  });

  it("refuses a row with a number nobody can call, or no way to reach them, or no name, saying which column", () => {
    expect(check(row({ name: "Asha", phone: "12345" }))).toEqual({
      ok: false,
      reason: "Phone: Please enter a phone number of 7 to 20 digits, e.g. +91 98765 43210.",
    });
    expect(check(row({ name: "Asha", phone: "1234567" }))).toEqual({
      ok: false,
      reason: "Phone: This is not a phone number we can call. Please check the digits, e.g. 98765 43210.",
    });
    expect(check(row({ name: "Asha" }))).toEqual({
      ok: false,
      reason: "Phone: Please give a phone number or an e-mail address.",
    });
    expect(check(row({ phone: "98765 43210", email: "not-an-address" }))).toEqual({
      ok: false,
      reason: "Name: Please enter a name. Email: Please enter a valid e-mail address.",
    });
  });

  it("keeps a row with an e-mail only, lower-cased, and fills what the row does not say", () => {
    expect(check(row({ name: " Ravi Iyer ", email: "Ravi@Example.COM" }))).toEqual({
      ok: true,
      lead: {
        name: "Ravi Iyer",
        phone: null,
        email: "ravi@example.com",
        course: UNSURE_COURSE,
        childName: "",
        childAge: null,
        note: "",
        date: null,
      },
    });
  });

  it("matches the course to one the site offers, whatever its case or spacing, and refuses an unknown one", () => {
    expect(check(row({ name: "A", phone: "98765 43210", course: "vedic  MATHS" }))).toMatchObject({
      lead: { course: "Vedic Maths" },
    });
    expect(check(row({ name: "A", phone: "98765 43210", course: "Chess" }))).toEqual({
      ok: false,
      reason: `Course: Please write one of: ${courses.join(", ")}.`,
    });
    // A general enquiry keeps the course as written: it becomes part of the message.
    expect(check(row({ name: "A", phone: "98765 43210", course: "Chess" }), "messages")).toMatchObject({
      lead: { course: "Chess" },
    });
  });

  it("reads the child's age as the trial form does, with or without “years”", () => {
    expect(check(row({ name: "A", phone: "98765 43210", age: "7 years" }))).toMatchObject({ lead: { childAge: 7 } });
    expect(check(row({ name: "A", phone: "98765 43210", age: "12" }))).toMatchObject({ lead: { childAge: 12 } });
    expect(check(row({ name: "A", phone: "98765 43210", age: "2" }))).toEqual({
      ok: false,
      reason: "Child age: Our courses are for children aged 4 to 14.",
    });
    expect(check(row({ name: "A", phone: "98765 43210", age: "seven" }))).toEqual({
      ok: false,
      reason: "Child age: Please choose your child's age.",
    });
  });

  it("reads the enquiry's date day first, as India writes it, or as yyyy-mm-dd, and refuses a future one", () => {
    expect(importDay("25/11/2026")).toBe("2026-11-25");
    expect(importDay("5-1-2026")).toBe("2026-01-05");
    expect(importDay("05.01.26")).toBe("2026-01-05");
    expect(importDay("2026-11-25")).toBe("2026-11-25");
    expect(importDay("31/02/2026")).toBeNull();
    expect(importDay("11/25/2026")).toBeNull();
    expect(importDay("yesterday")).toBeNull();
    expect(check(row({ name: "A", phone: "98765 43210", date: "27/11/2026" }))).toMatchObject({
      lead: { date: "2026-11-27" },
    });
    expect(check(row({ name: "A", phone: "98765 43210", date: "29/11/2026" }))).toEqual({
      ok: false,
      reason: "Date: The date is in the future.",
    });
    expect(check(row({ name: "A", phone: "98765 43210", date: "Nov 25" }))).toEqual({
      ok: false,
      reason: "Date: Please write the date as 25/11/2026 (day first) or 2026-11-25.",
    });
  });

  it("reads a line break in a cell as one, however the file wrote it", () => {
    expect(check(row({ name: "A", phone: "98765 43210", note: "Two\r\nlines" }))).toMatchObject({
      lead: { note: "Two\nlines" },
    });
  });

  it("names the import's campaign after the file, as a source tag", () => {
    expect(importCampaign("School Fair Nov 2026.CSV")).toBe("school fair nov 2026");
    expect(importCampaign(".csv")).toBe("import");
  });
});

describe("the New lead form", () => {
  const schema = manualLeadSchema({ trials: courses, demos: ["Abacus", "Multiple Courses"] });
  const parse = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return parseWithZod(formData, { schema });
  };
  /** The field errors of a refused form; null when it was accepted. */
  const errorsOf = (fields: Record<string, string>) => {
    const submission = parse(fields);
    return submission.status === "success" ? null : submission.error;
  };

  it("needs only a name and a phone number or an e-mail address", () => {
    const onlyPhone = parse({ kind: "trials", channel: "phone-call", name: "Asha Rao", phone: "098765 43210" });
    expect(onlyPhone.status).toBe("success");
    expect(parse({ kind: "messages", channel: "walk-in", name: "Asha", email: "a@example.com" }).status).toBe(
      "success",
    );
    expect(errorsOf({ kind: "trials", channel: "phone-call", name: "Asha Rao" })).toEqual({
      phone: ["Please enter a phone number or an e-mail address."],
    });
    expect(errorsOf({ kind: "trials", channel: "phone-call", phone: "98765 43210" })).toEqual({
      name: ["Please enter their name."],
    });
  });

  it("checks each filled field by the public form's rule, and a demo request's day", () => {
    const refused = errorsOf({
      kind: "demos",
      channel: "radio-advert",
      name: "Anita Rao",
      phone: "1234567",
      courseName: "Chess",
      numberOfStudents: "0",
    });
    expect(refused).toEqual({
      channel: ["Please choose how they got in touch."],
      phone: ["This is not a phone number we can call. Please check the digits, e.g. 98765 43210."],
      numberOfStudents: ["Please enter at least 1."],
    });
    expect(errorsOf({ kind: "demos", channel: "phone-call", name: "Anita Rao", phone: "98765 43210" })).toEqual({
      preferredDate: [DEMO_DATE_NEEDED],
    });
    const wrongCourse = errorsOf({
      kind: "trials",
      channel: "phone-call",
      name: "Asha",
      phone: "98765 43210",
      courseName: "Multiple Courses",
      childAge: "3",
    });
    expect(wrongCourse).toEqual({
      childAge: ["Our courses are for children aged 4 to 14."],
      courseName: ["Please choose a course from the list."],
    });
  });
});
