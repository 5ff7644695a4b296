import type { LeadKind } from "#db/schema.ts";
import { isIsoDay } from "#app/modules/content/shared/format.ts";
import {
  addressLine,
  contactFor,
  officeHoursSentence,
  type Audience,
  type CompanyDetails,
} from "#app/modules/site/company-details.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { dayIn } from "#app/modules/i18n/formats.ts";
import { languageTags, type Language } from "#app/modules/i18n/languages.ts";
import type { Messages } from "#app/modules/i18n/messages/en.ts";
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
  /** The language of the page the lead was sent from, the visitor's confirmation's (English when not said). */
  language?: Language;
};

export type MailText = { subject: string; text: string; html: string };

const kindNames: Record<LeadKind, string> = {
  messages: "contact message",
  demos: "demo request",
  trials: "trial class request",
  applications: "job application",
};

/**
 * What happens next, as the page the visitor sent it from promises it: the trial class and demo pages promise a
 * call within 2 business days; the contact page, an answer soon; an application is read and answered if it fits.
 * In the visitor's language (the confirmation's messages); staff read it in English.
 */
const nextStep = (kind: LeadKind, language: Language = "en") => translator(language)(`confirmationMail.next_${kind}`);

/** A school's demo request is answered with the schools' contact; every other lead with the general one. */
const audiences: Record<LeadKind, Audience> = {
  messages: "general",
  demos: "schools",
  trials: "general",
  applications: "general",
};

/** An answer as a mail shows it: a day the form sent as "2026-11-28" reads "Sat, 28 Nov 2026" (or in Hindi…). */
const shownValue = (value: string, language: Language = "en") =>
  isIsoDay(value.trim()) ? dayIn(value.trim(), language) : value;

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

/** A mail's HTML around its body, in its language (`<html lang>`, so a reader's app picks the right voice and font). */
export const mailPage = (body: string, language: Language = "en") =>
  `<!doctype html><html lang="${languageTags[language]}"><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">\n${body}\n</body></html>`;

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
    `The visitor has been sent a confirmation saying: "${nextStep(lead.kind)}"`,
  ].join("\n");
  const rows = lead.fields
    .map(
      (field) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${htmlText(shownValue(field.value))}</td></tr>`,
    )
    .join("\n");
  const html = mailPage(`<p>A new ${kind} has arrived on the website.</p>
${repeat ? `<p><strong>${escapeHtml(repeat)}</strong></p>` : ""}
${source ? `<p>${escapeHtml(source)}</p>` : ""}
<table style="border-collapse:collapse">
${rows}
</table>
<p>${call ? `${call.html} ` : ""}<a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Open it in the inbox</a></p>
<p style="font-size:14px">The visitor has been sent a confirmation saying: “${escapeHtml(nextStep(lead.kind))}”</p>`);
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
  const html = mailPage(`<p>${leads.length} new leads have arrived on the website since the last alert.</p>
<ul style="padding-left:18px">
${items}
</ul>
${more > 0 ? `<p>And ${more} more in the inbox.</p>` : ""}
<p><a href="${escapeHtml(inboxLink)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Open the inbox</a></p>`);
  return { subject, text, html };
}

/**
 * The visitor's confirmation, in the language of the page they sent it from: we have it, what they chose (so they
 * can check it), what happens next as the page promised it, and how to reach us meanwhile. The office's address
 * and hours are staff's English (company details).
 */
export function confirmationMail(lead: LeadSummary, company: CompanyDetails): MailText {
  const language = lead.language ?? "en";
  const t = translator(language);
  const sent = lead.fields
    .filter(repeatedInConfirmation)
    .map((field) => ({ label: answerLabel(field.label, language), value: shownValue(field.value, language) }));
  const reach = contactFor(company, audiences[lead.kind]);
  const contact = [
    t("confirmationMail.phone", { phone: reach.phone }),
    t("confirmationMail.email", { email: reach.email }),
    t("confirmationMail.address", { address: addressLine(company) }),
    officeHoursSentence(company),
  ];
  const greeting = readsAsName(lead.visitorName)
    ? t("confirmationMail.dear", { name: lead.visitorName.trim() })
    : t("confirmationMail.hello");
  const thanks = `${t(`confirmationMail.received_${lead.kind}`)} ${nextStep(lead.kind, language)}`;
  const text = [
    greeting,
    "",
    thanks,
    ...(sent.length > 0
      ? ["", t("confirmationMail.yourRequest"), ...sent.map((field) => `${field.label}: ${field.value}`)]
      : []),
    "",
    t("confirmationMail.reachUs"),
    ...contact,
    "",
    t("confirmationMail.signOff"),
  ].join("\n");
  const sentHtml =
    sent.length > 0
      ? `<p>${escapeHtml(t("confirmationMail.yourRequest"))}</p>
<p>${sent.map((field) => `${escapeHtml(field.label)}: ${htmlText(field.value)}`).join("<br>")}</p>`
      : "";
  const html = mailPage(
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
${sentHtml}
<p>${escapeHtml(t("confirmationMail.reachUs"))}</p>
<p>${contact.map(escapeHtml).join("<br>")}</p>
<p>${escapeHtml(t("confirmationMail.signOff"))}</p>`,
    language,
  );
  return { subject: t(`confirmationMail.subject_${lead.kind}`), text, html };
}

/** The answers a confirmation repeats, by the label readLead gives them, as the confirmation's messages name them. */
const answerLabels: Record<string, `field_${string}` & keyof Messages["confirmationMail"]> = {
  Course: "field_Course",
  Age: "field_Age",
  Child: "field_Child",
  "Preferred slot": "field_Preferred_slot",
  "Preferred date": "field_Preferred_date",
  "Number of students": "field_Number_of_students",
  Position: "field_Position",
};

/** A repeated answer's label ("Course", "Preferred slot") in the confirmation's language. */
function answerLabel(label: string, language: Language): string {
  const key = answerLabels[label];
  return key ? translator(language)(`confirmationMail.${key}`) : label;
}
