import { escapeHtml, type MailText } from "./alert-mails.ts";

/**
 * The one mail the newsletter form sends: a link to confirm and one to say no. It repeats nothing typed, so the
 * form cannot be used to send a stranger a message.
 */
export function newsletterConfirmationMail(links: { confirm: string; unsubscribe: string }): MailText {
  const text = [
    "Hello,",
    "",
    "Someone (we hope you) asked for the SkillSprouts newsletter at this address. To receive it, please confirm:",
    links.confirm,
    "",
    "If it was not you, do nothing: you will get no more mail from us. To make sure of it, use this link:",
    links.unsubscribe,
    "",
    "The SkillSprouts team",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<p>Hello,</p>
<p>Someone (we hope you) asked for the SkillSprouts newsletter at this address. To receive it, please confirm:</p>
<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Confirm my subscription</a></p>
<p>If it was not you, do nothing: you will get no more mail from us. To make sure of it, <a href="${escapeHtml(links.unsubscribe)}">remove this address</a>.</p>
<p>The SkillSprouts team</p>
</body></html>`;
  return { subject: "Please confirm your newsletter subscription | SkillSprouts", text, html };
}
