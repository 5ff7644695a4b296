import { escapeHtml, type MailText } from "./alert-mails.ts";
import { followUpWords } from "./pipeline.ts";

/**
 * The inbox's morning mails, in India's morning: a reminder to each owner of the leads they are to follow up that
 * day and those they are late with, and a digest for each member of staff who wants it: new leads nobody owns yet, what is due today, what is
 * overdue. Each lists the leads with links to their pages.
 */

export type MorningLead = {
  name: string;
  kind: string;
  topic: string;
  link: string;
  /** The follow-up as `followUpValue` has it: "2026-12-01", or "2026-12-01 18:00" with a time. */
  followUpOn: string | null;
};

/** At most this many leads are listed per heading; the rest are counted, one click away in the inbox. */
const LISTED = 20;

/** A staff mail's HTML page around its body. */
export const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">\n${body}\n</body></html>`;

/** A heading and its leads, each linked to its page, as text and HTML (at most 20 listed, the rest counted). */
export function section(title: string, leads: readonly MorningLead[], inbox: string) {
  const listed = leads.slice(0, LISTED);
  const more = leads.length - listed.length;
  const line = (lead: MorningLead) =>
    `${lead.name} (${lead.kind}${lead.topic ? `: ${lead.topic}` : ""}${lead.followUpOn ? `, follow up ${followUpWords(lead.followUpOn)}` : ""})`;
  const text = [
    `${title}: ${leads.length}`,
    ...listed.map((lead) => `- ${line(lead)}: ${lead.link}`),
    ...(more > 0 ? [`- and ${more} more: ${inbox}`] : []),
  ].join("\n");
  const html = `<h2 style="font-size:18px">${escapeHtml(title)}: ${leads.length}</h2>
<ul>${listed.map((lead) => `<li><a href="${escapeHtml(lead.link)}">${escapeHtml(line(lead))}</a></li>`).join("")}${
    more > 0 ? `<li><a href="${escapeHtml(inbox)}">and ${more} more</a></li>` : ""
  }</ul>`;
  return { text, html };
}

/** The reminder to an owner of their follow-ups: those due today, then those whose day has passed. */
export function followUpReminderMail(
  name: string,
  theirs: { dueToday: readonly MorningLead[]; overdue: readonly MorningLead[] },
  inbox: string,
): MailText {
  const parts = [
    ...(theirs.dueToday.length > 0 ? [section("To follow up today", theirs.dueToday, inbox)] : []),
    ...(theirs.overdue.length > 0 ? [section("Overdue", theirs.overdue, `${inbox}?due=overdue&sort=follow-up`)] : []),
  ];
  const leads = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;
  const subject =
    theirs.dueToday.length > 0
      ? `Follow up today: ${leads(theirs.dueToday.length)}${theirs.overdue.length > 0 ? `, ${theirs.overdue.length} overdue` : ""}`
      : `Overdue follow-ups: ${leads(theirs.overdue.length)}`;
  return {
    subject,
    text: [`Good morning ${name},`, "", ...parts.flatMap((part) => [part.text, ""]), "The SkillSprouts inbox"].join(
      "\n",
    ),
    html: page(
      `<p>Good morning ${escapeHtml(name)},</p>\n${parts.map((part) => part.html).join("\n")}\n<p>The SkillSprouts inbox</p>`,
    ),
  };
}

export type Digest = { unassigned: MorningLead[]; dueToday: MorningLead[]; overdue: MorningLead[] };

/** The morning digest, or null when there is nothing to tell. */
export function morningDigestMail(
  name: string,
  digest: Digest,
  links: { inbox: string; account: string },
): MailText | null {
  const parts = [
    section("New leads nobody owns yet", digest.unassigned, links.inbox),
    section("Due today", digest.dueToday, `${links.inbox}?due=today&sort=follow-up`),
    section("Overdue", digest.overdue, `${links.inbox}?due=overdue&sort=follow-up`),
  ];
  const total = digest.unassigned.length + digest.dueToday.length + digest.overdue.length;
  if (total === 0) return null;
  const subject = `Inbox this morning: ${digest.unassigned.length} new, ${digest.dueToday.length} due today, ${digest.overdue.length} overdue`;
  const stop = `You get this every morning; turn it off in Your account: ${links.account}`;
  return {
    subject,
    text: [`Good morning ${name},`, "", ...parts.flatMap((part) => [part.text, ""]), stop].join("\n"),
    html: page(
      `<p>Good morning ${escapeHtml(name)},</p>\n${parts.map((part) => part.html).join("\n")}\n<p style="font-size:14px">You get this every morning; <a href="${escapeHtml(links.account)}">turn it off in Your account</a>.</p>`,
    ),
  };
}
