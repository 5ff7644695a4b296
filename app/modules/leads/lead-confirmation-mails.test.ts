import { describe, expect, it } from "vitest";
import { confirmationMail, readsAsName, staffAlertMail, type LeadSummary } from "#app/modules/leads/alert-mails.ts";
import { seedCompanyDetails as company } from "#db/seed/company.ts";
import { trialLeadSummary } from "../../../tests/support/lead-summaries.ts";

const trial = trialLeadSummary(7);

describe("the visitor's confirmation", () => {
  it("repeats what a parent asked for and promises what the trial class page promises", () => {
    const mail = confirmationMail(trial, company);
    expect(mail.subject).toBe("We received your trial class request | SkillSprouts");
    expect(mail.text).toContain("We'll call you within 2 business days to fix a time for the trial class.");
    for (const line of ["Child: Meera", "Age: 7", "Course: Abacus", "Preferred slot: Saturday morning (10 AM–12 PM)"]) {
      expect(mail.text).toContain(line);
    }
    // Their own contact details are not sent back to them.
    expect(mail.text).not.toContain("98200");
    expect(mail.html).toContain("Child: Meera");
  });

  it("repeats nothing typed freely, so it cannot carry a stranger's text to someone else's inbox", () => {
    const spam: LeadSummary = {
      kind: "messages",
      id: 8,
      visitorName: "Cheap loans at www.example.biz",
      visitorEmail: "victim@example.com",
      fields: [
        { label: "Name", value: "Cheap loans at www.example.biz" },
        { label: "E-mail", value: "victim@example.com" },
        { label: "Subject", value: "You won ₹50,000" },
        { label: "Message", value: "Claim it at https://example.biz/claim" },
      ],
    };
    const mail = confirmationMail(spam, company);
    for (const typed of ["loans", "example.biz", "₹50,000", "Claim", "Your request:"]) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    expect(mail.text.startsWith("Hello,")).toBe(true);
    // A child's "name" that is a link is left out too, while the chosen answers stay.
    const linked = confirmationMail(
      { ...trial, fields: trial.fields.map((f) => (f.label === "Child" ? { ...f, value: "see bit.ly/x" } : f)) },
      company,
    );
    expect(linked.text).not.toContain("bit.ly");
    expect(linked.text).toContain("Course: Abacus");
  });

  it("greets by name only what reads as a name, in any script", () => {
    for (const name of ["Asha Rao", "Dr. A.K. Sharma", "D'Souza-Pinto", "आशा राव"])
      expect(readsAsName(name)).toBe(true);
    for (const name of ["www.example.com", "a@b.in", "<b>x</b>", "x".repeat(41), "call 9820012345", ""]) {
      expect(readsAsName(name)).toBe(false);
    }
  });

  it("makes each kind its own promise, and never one a page does not make", () => {
    const of = (kind: LeadSummary["kind"]) => confirmationMail({ ...trial, kind, fields: [] }, company).text;
    expect(of("demos")).toContain("within 2 business days to confirm the demo details");
    expect(of("messages")).toContain("We'll get back to you soon");
    expect(of("applications")).toContain("if your profile fits the role");
    for (const kind of ["demos", "messages", "applications", "trials"] as const) {
      expect(of(kind)).not.toContain("one working day");
    }
    expect(of("applications")).not.toContain("call you within");
  });

  it("is written in the language of the page the request came from, dates and labels included", () => {
    const marathi = confirmationMail({ ...trial, language: "mr", visitorName: "आशा राव" }, company);
    expect(marathi.subject).toBe("तुमची ट्रायल क्लासची विनंती आम्हाला मिळाली | SkillSprouts");
    expect(marathi.text.startsWith("प्रिय आशा राव,")).toBe(true);
    expect(marathi.text).toContain("ट्रायल क्लासची वेळ ठरवण्यासाठी आम्ही 2 कामकाजाच्या दिवसांत तुम्हाला कॉल करू.");
    for (const line of ["मुलाचे नाव: Meera", "वय: 7", "कोर्स: Abacus"]) expect(marathi.text).toContain(line);
    expect(marathi.html).toContain('<html lang="mr-IN">');
    const demo = confirmationMail(
      { ...trial, kind: "demos", language: "hi", fields: [{ label: "Preferred date", value: "2026-12-05" }] },
      company,
    );
    expect(demo.text).toContain("पसंद की तारीख़: शनिवार, 5 दिसंबर 2026");
    expect(demo.text).toContain("फ़ोन: ");
    // Staff still read the promise in English.
    expect(staffAlertMail({ ...trial, language: "mr" }, "https://example.com/x").text).toContain(
      "We'll call you within 2 business days",
    );
  });

  it("tells staff what the visitor was promised", () => {
    expect(staffAlertMail(trial, "https://example.com/admin/inbox/trials/7").text).toContain(
      `The visitor has been sent a confirmation saying: "We'll call you within 2 business days`,
    );
  });
});
