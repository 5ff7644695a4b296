import { describe, expect, it } from "vitest";
import {
  auditWords,
  buildTimeline,
  isFirstContact,
  spokenDuration,
  timelineWords,
} from "#app/modules/leads/history.ts";
import {
  defaultTemplates,
  fillTemplate,
  mailtoHref,
  offeredTemplates,
  placeholdersIn,
  templateValues,
  whatsAppMessageHref,
} from "#app/modules/leads/message-templates.ts";
import { BulkLeadsForm } from "#app/modules/leads/pipeline.ts";

describe("a lead's history in words", () => {
  it("says each change as the audit log and the timeline do", () => {
    const status = { type: "status" as const, from: "new", to: "demo_booked" };
    expect(auditWords(status)).toBe("status New → Demo booked");
    expect(timelineWords(status)).toBe("changed the status from New to Demo booked");
    expect(timelineWords({ type: "owner", from: "Priya", to: "Ravi" })).toBe("gave the lead to Ravi (was Priya)");
    expect(timelineWords({ type: "owner", from: "Priya", to: null })).toBe(
      "took the lead away from Priya: nobody owns it now",
    );
    expect(timelineWords({ type: "follow-up", from: "2026-12-01", to: "2026-12-03" })).toBe(
      "moved the follow-up to 3 Dec 2026 (was 1 Dec 2026)",
    );
    expect(timelineWords({ type: "follow-up", from: "2026-12-01", to: null })).toBe("cleared the follow-up date");
    expect(timelineWords({ type: "whatsapp", to: "Fees" })).toBe("sent a WhatsApp message: “Fees”");
    expect(timelineWords({ type: "email", to: "Fees" })).toBe("sent an e-mail: “Fees”");
    expect(timelineWords({ type: "follow-up", from: "2026-12-01", to: "2026-12-01 18:30" })).toBe(
      "moved the follow-up to 1 Dec 2026 at 6:30 pm (was 1 Dec 2026)",
    );
    expect(auditWords({ type: "email", to: "Fees" })).toBe("e-mail sent: Fees");
  });

  it("counts a message logged as sent or a move on from New as first contact, nothing else", () => {
    expect(isFirstContact({ type: "whatsapp" })).toBe(true);
    expect(isFirstContact({ type: "email" })).toBe(true);
    expect(isFirstContact({ type: "status", from: "new", to: "closed" })).toBe(true);
    expect(isFirstContact({ type: "status", from: "contacted", to: "enrolled" })).toBe(false);
    expect(isFirstContact({ type: "owner", to: "Ravi" })).toBe(false);
    expect(isFirstContact({ type: "opened" })).toBe(false);
  });

  it("says a wait as an office would", () => {
    expect([0.01, 0.75, 1, 5.55, 47.9, 72].map(spokenDuration)).toEqual([
      "1 min",
      "45 min",
      "1 hour",
      "5.6 hours",
      "47.9 hours",
      "3 days",
    ]);
  });

  it("orders the timeline by time, and says when a lead opened before its history was kept was opened", () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 4, minute));
    const timeline = buildTimeline({
      received: { at: at(0), from: "Neha", kind: "Trial class request" },
      readAt: at(5),
      events: [
        { type: "status", from: "new", to: "contacted", at: at(10), who: "Priya" },
        { type: "owner", from: "Ravi", to: "Priya", at: at(11), who: "Priya" },
      ],
      notes: [{ at: at(10), who: "Priya", body: "Called" }],
      mails: [{ at: at(1), mail: "staff-alert", to: "neha@example.com" }],
    });
    expect(timeline.map((entry) => entry.what)).toEqual([
      "sent the trial class request",
      "The new-lead alert was e-mailed to staff",
      "First opened by staff",
      "changed the status from New to Contacted",
      "wrote a note",
      "took the lead (was Ravi)",
    ]);
  });
});

describe("message templates", () => {
  const trialFields = [
    { key: "parentName", value: "Neha" },
    { key: "childName", value: "Kabir" },
    { key: "courseName", value: "Abacus" },
    { key: "preferredSlot", value: "Saturday 10 am" },
  ];

  it("finds the details a template names, each once", () => {
    expect(placeholdersIn("{parent}, {child} and {parent} at {slot}; not { this }")).toEqual([
      "parent",
      "child",
      "slot",
    ]);
  });

  it("fills a template only when the lead has every detail it names", () => {
    const values = templateValues("trials", trialFields, "Priya");
    const template = { id: "t", name: "T", subject: "{child}", body: "Hi {parent}, {child} at {slot}. {staff}" };
    expect(fillTemplate(template, values)).toEqual({
      subject: "Kabir",
      body: "Hi Neha, Kabir at Saturday 10 am. Priya",
    });
    expect(fillTemplate({ ...template, body: "{school}" }, values)).toBeNull();
    const demo = templateValues("demos", [{ key: "preferredDate", value: "2026-12-01" }], "Priya");
    expect(demo.slot).toBe("1 December 2026");
    expect(templateValues("applications", [{ key: "name", value: "Asha" }], "Priya")).toEqual({ staff: "Priya" });
  });

  it("leaves out the course of a parent not sure yet, or a school asking for several", () => {
    const trial = defaultTemplates.find((template) => template.id === "trial-confirmation");
    const demo = defaultTemplates.find((template) => template.id === "demo-follow-up");
    if (!trial || !demo) throw new Error("the default templates changed");
    const unsure = trialFields.map((field) =>
      field.key === "courseName" ? { ...field, value: "Not sure yet – please advise" } : field,
    );
    const forTrial = fillTemplate(trial, templateValues("trials", unsure, "Priya"));
    expect(forTrial?.subject).toBe("Kabir's free trial class");
    expect(forTrial?.body).toContain("Thank you for booking a free trial class for Kabir.");
    const school = [
      { key: "contactPerson", value: "Anita Rao" },
      { key: "schoolName", value: "Green Valley School" },
      { key: "courseName", value: "Multiple Courses" },
      { key: "preferredDate", value: "2026-12-01" },
    ];
    const forDemo = fillTemplate(demo, templateValues("demos", school, "Priya"));
    expect(forDemo?.subject).toBe("Demo at Green Valley School");
    expect(forDemo?.body).toContain("Thank you for asking for a demo at Green Valley School.");
    expect(forDemo?.body).not.toContain("Multiple");
  });

  it("makes WhatsApp and e-mail links with the text typed in", () => {
    expect(whatsAppMessageHref("98200 11111", "Namaste & welcome?")).toBe(
      "https://wa.me/919820011111?text=Namaste%20%26%20welcome%3F",
    );
    expect(whatsAppMessageHref("12", "x")).toBeNull();
    expect(mailtoHref("a@example.com", "Fees + timings", "Line 1\nLine 2")).toBe(
      "mailto:a@example.com?subject=Fees%20%2B%20timings&body=Line%201%0ALine%202",
    );
    const offered = offeredTemplates(defaultTemplates, templateValues("trials", trialFields, "Priya"), {
      phone: "",
      email: "n@example.com",
    });
    expect(offered.map((template) => [template.name, template.whatsApp])).toEqual([
      ["Trial class confirmation", null],
      ["Reply to a fee enquiry", null],
    ]);
  });
});

describe("the inbox's bulk form", () => {
  it("reads the ticked leads and what to do with them", () => {
    const owner = "6f1c2b8e-3a4d-4e5f-8a9b-0c1d2e3f4a5b";
    expect(BulkLeadsForm.parse({ intent: "bulk-assign", owner, leads: ["trials:3", "demos:12"] })).toEqual({
      leads: [
        { kind: "trials", id: 3 },
        { kind: "demos", id: 12 },
      ],
      change: { ownerId: owner },
    });
    expect(BulkLeadsForm.parse({ intent: "bulk-assign", owner: "none", leads: ["trials:3"] }).change).toEqual({
      ownerId: null,
    });
    expect(BulkLeadsForm.parse({ intent: "bulk-close", leads: ["messages:1"] }).change).toEqual({ status: "closed" });
    expect(BulkLeadsForm.safeParse({ intent: "bulk-status", status: "won", leads: ["messages:1"] }).success).toBe(
      false,
    );
    expect(BulkLeadsForm.safeParse({ intent: "bulk-close", leads: ["users:1"] }).success).toBe(false);
    expect(BulkLeadsForm.safeParse({ intent: "bulk-close", leads: [] }).success).toBe(false);
  });
});
