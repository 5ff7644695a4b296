import type { LeadKind } from "#db/schema.ts";
import { formatDate, isIsoDay } from "#app/modules/content/shared/format.ts";
import {
  addressLine,
  contactFor,
  officeHoursSentence,
  type Audience,
  type CompanyDetails,
} from "#app/modules/site/company-details.ts";
import { telHref } from "./pipeline.ts";

/** A new lead as the e-mails about it tell it: who sent it and what they wrote, field by field. */
export type LeadSummary = {
  kind: LeadKind;
  id: number;
  visitorName: string;
  visitorEmail: string;
  /** The form's answers in the order the form asks them. */
  fields: { label: string; value: string }[];
  /** The same person's earlier enquiries (same phone or e-mail), and who owns the latest of them. */
  earlier?: { count: number; owner: string | null };
  /** Where the visitor came from, in a few words ("google / cpc / diwali", "facebook.com", "direct"). */
  source?: string;
  /** The phone number typed, for a tap-to-call link in the alert. */
  phone?: string | null;
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

/**
 * What happens next, as the page the visitor sent it from promises it: the trial class and demo pages promise a
 * call within 2 business days; the contact page, an answer soon; an application is read and answered if it fits.
 */
const nextSteps: Record<LeadKind, string> = {
  messages: "We'll get back to you soon, by phone or e-mail.",
  demos: "Our team will contact you within 2 business days to confirm the demo details.",
  trials: "We'll call you within 2 business days to fix a time for the trial class.",
  applications:
    "Our team reads every application, and will contact you by e-mail or phone if your profile fits the role.",
};

/** A school's demo request is answered with the schools' contact; every other lead with the general one. */
const audiences: Record<LeadKind, Audience> = {
  messages: "general",
  demos: "schools",
  trials: "general",
  applications: "general",
};

/** An answer as a mail shows it: a day the form sent as "2026-11-28" reads "Sat, 28 Nov 2026". */
const shownValue = (value: string) => (isIsoDay(value.trim()) ? formatDate(value.trim(), "weekday") : value);

/** The subject of the visitor's confirmation. */
const confirmationSubjects: Record<LeadKind, string> = {
  messages: "We received your message | SkillSprouts",
  demos: "We received your demo request | SkillSprouts",
  trials: "We received your trial class request | SkillSprouts",
  applications: "We received your application | SkillSprouts",
};

/**
 * The confirmation goes to whatever address was typed, from the company's own address, so it must be useless for
 * sending someone else a message: it repeats only answers chosen from the form's lists (the course, the age, the
 * slot, the date, the number of students, the job), a child's name only when it reads as a name, and nothing typed
 * freely (a message, a subject, a school or a note, where links and adverts would go).
 */
const chosenAnswers = new Set(["Course", "Age", "Preferred slot", "Preferred date", "Number of students", "Position"]);
const nameAnswers = new Set(["Child"]);

/**
 * Whether a typed name reads as a person's name: letters (any script), spaces, dots, apostrophes and hyphens, at
 * most 40 characters, and no dot followed by letters as in a web address.
 */
export function readsAsName(value: string): boolean {
  const name = value.trim();
  return /^[\p{L}\p{M} .'-]{1,40}$/u.test(name) && !/\.\p{L}{2}/u.test(name);
}

/** "Dear Asha Rao," or, for a name that does not read as one, a greeting that repeats nothing. */
const greeting = (name: string) => (readsAsName(name) ? `Dear ${name.trim()},` : "Hello,");

const repeatedInConfirmation = (field: { label: string; value: string }) =>
  chosenAnswers.has(field.label) || (nameAnswers.has(field.label) && readsAsName(field.value));

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

/** "A repeat: 2 earlier enquiries from the same phone or e-mail, the latest owned by Asha.", or null. */
function repeatLine({ earlier }: LeadSummary): string | null {
  if (!earlier || earlier.count === 0) return null;
  const count = earlier.count === 1 ? "1 earlier enquiry" : `${earlier.count} earlier enquiries`;
  const owner = earlier.owner ? `, the latest owned by ${earlier.owner}` : ", not yet owned by anyone";
  return `A repeat: ${count} from the same phone or e-mail${owner}.`;
}

/** "Call +91 98200 12345" as a link a phone dials when tapped, or nothing without a number. */
function callLink(phone: string | null | undefined): { text: string; html: string } | null {
  const href = phone ? telHref(phone) : null;
  if (!phone || !href) return null;
  return {
    text: `Call: ${phone} (${href})`,
    html: `<a href="${escapeHtml(href)}" style="display:inline-block;border:2px solid #15803d;color:#15803d;padding:10px 18px;border-radius:999px;text-decoration:none">Call ${escapeHtml(phone)}</a>`,
  };
}

/** The alert to staff: what came in, from where, every answer, a tap to call and where to open it. */
export function staffAlertMail(lead: LeadSummary, link: string): MailText {
  const kind = kindNames[lead.kind];
  const repeat = repeatLine(lead);
  const call = callLink(lead.phone);
  const subject = `${repeat ? "Repeat enquiry: " : ""}New ${kind} from ${lead.visitorName}`.slice(0, 200);
  const source = lead.source ? `Source: ${lead.source}` : null;
  const text = [
    `A new ${kind} has arrived on the website.`,
    ...(repeat ? [repeat] : []),
    ...(source ? [source] : []),
    "",
    ...lead.fields.map((field) => `${field.label}: ${shownValue(field.value)}`),
    "",
    ...(call ? [call.text] : []),
    `Open it in the inbox: ${link}`,
    "",
    `The visitor has been sent a confirmation saying: "${nextSteps[lead.kind]}"`,
  ].join("\n");
  const rows = lead.fields
    .map(
      (field) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${htmlText(shownValue(field.value))}</td></tr>`,
    )
    .join("\n");
  const html = page(`<p>A new ${kind} has arrived on the website.</p>
${repeat ? `<p><strong>${escapeHtml(repeat)}</strong></p>` : ""}
${source ? `<p>${escapeHtml(source)}</p>` : ""}
<table style="border-collapse:collapse">
${rows}
</table>
<p>${call ? `${call.html} ` : ""}<a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Open it in the inbox</a></p>
<p style="font-size:14px">The visitor has been sent a confirmation saying: “${escapeHtml(nextSteps[lead.kind])}”</p>`);
  return { subject, text, html };
}

/** A lead as a line of the alert that lists several. */
export type ListedLead = {
  kind: LeadKind;
  name: string;
  phone: string | null;
  topic: string | null;
  source: string;
  link: string;
  /** The same phone or e-mail enquired before. */
  repeat: boolean;
};

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** How many leads an alert lists one by one; the rest are counted, with the inbox a tap away. */
export const LEADS_LISTED_IN_ONE_ALERT = 40;

/**
 * One alert for leads that arrived faster than one a minute: each with who, what, where from, a tap to call and
 * its link, so a real parent among many is as quick to reach as alone.
 */
export function staffAlertListMail(leads: readonly ListedLead[], inboxLink: string): MailText {
  const listed = leads.slice(0, LEADS_LISTED_IN_ONE_ALERT);
  const more = leads.length - listed.length;
  const subject = `${leads.length} new leads on the website`;
  const line = (lead: ListedLead) =>
    [lead.repeat ? "Repeat enquiry" : null, capitalized(kindNames[lead.kind]), lead.name, lead.topic, lead.phone]
      .concat(`source: ${lead.source}`)
      .filter(Boolean)
      .join(" · ");
  const text = [
    `${leads.length} new leads have arrived on the website since the last alert.`,
    "",
    ...listed.flatMap((lead) => [line(lead), `  ${lead.link}`]),
    ...(more > 0 ? ["", `And ${more} more in the inbox.`] : []),
    "",
    `Open the inbox: ${inboxLink}`,
  ].join("\n");
  const items = listed
    .map((lead) => {
      const call = callLink(lead.phone);
      return `<li style="margin-bottom:10px">${lead.repeat ? "<strong>Repeat enquiry:</strong> " : ""}<a href="${escapeHtml(lead.link)}"><strong>${escapeHtml(lead.name)}</strong></a> · ${escapeHtml(kindNames[lead.kind])}${lead.topic ? ` · ${escapeHtml(lead.topic)}` : ""}<br><span style="font-size:14px">Source: ${escapeHtml(lead.source)}</span>${call ? `<br>${call.html}` : ""}</li>`;
    })
    .join("\n");
  const html = page(`<p>${leads.length} new leads have arrived on the website since the last alert.</p>
<ul style="padding-left:18px">
${items}
</ul>
${more > 0 ? `<p>And ${more} more in the inbox.</p>` : ""}
<p><a href="${escapeHtml(inboxLink)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Open the inbox</a></p>`);
  return { subject, text, html };
}

/**
 * The visitor's confirmation: we have it, what they chose (so they can check it), what happens next as the page
 * promised it, and how to reach us meanwhile.
 */
export function confirmationMail(lead: LeadSummary, company: CompanyDetails): MailText {
  const what = requestNames[lead.kind];
  const next = nextSteps[lead.kind];
  const sent = lead.fields.filter(repeatedInConfirmation);
  const reach = contactFor(company, audiences[lead.kind]);
  const contact = [
    `Phone: ${reach.phone}`,
    `E-mail: ${reach.email}`,
    `Address: ${addressLine(company)}`,
    officeHoursSentence(company),
  ];
  const text = [
    greeting(lead.visitorName),
    "",
    `Thank you: we received ${what}. ${next}`,
    ...(sent.length > 0
      ? ["", "Your request:", ...sent.map((field) => `${field.label}: ${shownValue(field.value)}`)]
      : []),
    "",
    "If you need us sooner, you can reach us here:",
    ...contact,
    "",
    "The SkillSprouts team",
  ].join("\n");
  const sentHtml =
    sent.length > 0
      ? `<p>Your request:</p>
<p>${sent.map((field) => `${escapeHtml(field.label)}: ${htmlText(shownValue(field.value))}`).join("<br>")}</p>`
      : "";
  const html = page(`<p>${escapeHtml(greeting(lead.visitorName))}</p>
<p>Thank you: we received ${what}. ${escapeHtml(next)}</p>
${sentHtml}
<p>If you need us sooner, you can reach us here:</p>
<p>${contact.map(escapeHtml).join("<br>")}</p>
<p>The SkillSprouts team</p>`);
  return { subject: confirmationSubjects[lead.kind], text, html };
}
