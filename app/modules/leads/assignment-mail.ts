import { escapeHtml, type MailText } from "./alert-mails.ts";
import { page, section, type MorningLead } from "./morning-mails.ts";

/** The mail to a member of staff who has been given leads by someone else: one mail listing them all. */
export function assignmentMail(name: string, by: string, leads: readonly MorningLead[], inbox: string): MailText {
  const count = `${leads.length} ${leads.length === 1 ? "lead" : "leads"}`;
  const part = section(`Now yours`, leads, inbox);
  const intro = `${by} gave you ${count} to follow up.`;
  return {
    subject: `${by} gave you ${count}`,
    text: [`Hello ${name},`, "", intro, "", part.text, "", "The SkillSprouts inbox"].join("\n"),
    html: page(
      `<p>Hello ${escapeHtml(name)},</p>\n<p>${escapeHtml(intro)}</p>\n${part.html}\n<p>The SkillSprouts inbox</p>`,
    ),
  };
}
