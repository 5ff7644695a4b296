import type { LeadKind } from "#db/schema.ts";
import { addressLine, officeHoursSentence, type CompanyDetails } from "#app/modules/site/company-details.ts";

/** A new lead as the e-mails about it tell it: who sent it and what they wrote, field by field. */
export type LeadSummary = {
  kind: LeadKind;
  id: number;
  visitorName: string;
  visitorEmail: string;
  /** The form's answers in the order the form asks them. */
  fields: { label: string; value: string }[];
};

export type MailText = { subject: string; text: string; html: string };

const kindNames: Record<LeadKind, string> = {
  messages: "contact message",
  demos: "demo request",
  trials: "trial class request",
  applications: "job application",
};

/** What the visitor asked for, in the confirmation's words. */
const requestNames: Record<LeadKind, string> = {
  messages: "your message",
  demos: "your demo request",
  trials: "your trial class request",
  applications: "your job application",
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">\n${body}\n</body></html>`;

/** Line breaks a visitor typed are kept in the HTML too. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

/** The alert to staff: what came in, every answer, and where to open it. */
export function staffAlertMail(lead: LeadSummary, link: string): MailText {
  const kind = kindNames[lead.kind];
  const subject = `New ${kind} from ${lead.visitorName}`.slice(0, 200);
  const text = [
    `A new ${kind} has arrived on the website.`,
    "",
    ...lead.fields.map((field) => `${field.label}: ${field.value}`),
    "",
    `Open it in the inbox: ${link}`,
    "",
    "The visitor has been sent a confirmation saying we will call within one working day.",
  ].join("\n");
  const rows = lead.fields
    .map(
      (field) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${htmlText(field.value)}</td></tr>`,
    )
    .join("\n");
  const html = page(`<p>A new ${kind} has arrived on the website.</p>
<table style="border-collapse:collapse">
${rows}
</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Open it in the inbox</a></p>
<p style="font-size:14px">The visitor has been sent a confirmation saying we will call within one working day.</p>`);
  return { subject, text, html };
}

/** The visitor's confirmation: we have it, we will call within one working day, and how to reach us meanwhile. */
export function confirmationMail(lead: LeadSummary, company: CompanyDetails): MailText {
  const what = requestNames[lead.kind];
  const contact = [
    `Phone: ${company.phones.general}`,
    `E-mail: ${company.emails.general}`,
    `Address: ${addressLine(company)}`,
    officeHoursSentence(company),
  ];
  const text = [
    `Dear ${lead.visitorName},`,
    "",
    `Thank you: we received ${what}. We'll call you within one working day.`,
    "",
    "If you need us sooner, you can reach us here:",
    ...contact,
    "",
    "The SkillSprouts team",
  ].join("\n");
  const html = page(`<p>Dear ${escapeHtml(lead.visitorName)},</p>
<p>Thank you: we received ${what}. We'll call you within one working day.</p>
<p>If you need us sooner, you can reach us here:</p>
<p>${contact.map(escapeHtml).join("<br>")}</p>
<p>The SkillSprouts team</p>`);
  return { subject: "We received your request | SkillSprouts", text, html };
}
