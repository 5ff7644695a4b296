import type { StaffRole } from "#db/schema.ts";

/*
 * The e-mails an account's owner gets: each says what happened, gives one link to act on it and says what to do
 * if they did not ask for it. Plain text and HTML, built the same way.
 */

export type AccountMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type LinkMail = {
  subject: string;
  greeting?: string;
  /** Sentences before the link; the last ends by saying what the link does. */
  lines: string[];
  button: string;
  link: string;
  /** Sentences after the link: what to do if this was not them. */
  after: string[];
};

function linkMail({ subject, greeting = "Hello,", lines, button, link, after }: LinkMail): AccountMail {
  const escaped = escapeHtml(link);
  return {
    subject,
    text: [greeting, "", ...lines, "", link, "", ...after, "", "The SkillSprouts team"].join("\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${lines.map(escapeHtml).join(" ")}</p>
<p><a href="${escaped}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:14px">Or copy this address into your browser:<br>${escaped}</p>
${after.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p>The SkillSprouts team</p>
</body></html>`,
  };
}

export function passwordResetMail(link: string): AccountMail {
  return linkMail({
    subject: "Reset your SkillSprouts password",
    lines: [
      "We received a request to reset the password of your SkillSprouts account.",
      "Open this link within one hour to choose a new password:",
    ],
    button: "Choose a new password",
    link,
    after: ["If you did not ask for this, you can ignore this e-mail: your password stays the same."],
  });
}

export function signInLinkMail(link: string): AccountMail {
  return linkMail({
    subject: "Your SkillSprouts sign-in link",
    lines: [
      "Someone asked for a link to sign in to your SkillSprouts account without its password.",
      "Open this link within 15 minutes to sign in:",
    ],
    button: "Sign in",
    link,
    after: [
      "If this was not you, you can ignore this e-mail: nobody can use the link without reading your mail.",
      "If you cannot sign in with your password, someone may be guessing it: choose a new one once you are in.",
    ],
  });
}

export function verifyEmailMail(link: string): AccountMail {
  return linkMail({
    subject: "Confirm your e-mail address for SkillSprouts",
    lines: [
      "Thank you for creating a SkillSprouts account.",
      "Open this link within 7 days to confirm that this e-mail address is yours:",
    ],
    button: "Confirm my address",
    link,
    after: ["If you did not sign up, you can ignore this e-mail: nothing more will be sent."],
  });
}

/** To the owner of an address someone tried to sign up with again: their account is there already. */
export function alreadyRegisteredMail(links: { login: string; reset: string }): AccountMail {
  return linkMail({
    subject: "You already have a SkillSprouts account",
    lines: [
      "Someone tried to create a SkillSprouts account with this e-mail address, which already has one.",
      "If it was you, sign in here:",
    ],
    button: "Sign in",
    link: links.login,
    after: [
      `Forgotten your password? Choose a new one here: ${links.reset}`,
      "If it was not you, you can ignore this e-mail: your account is unchanged.",
    ],
  });
}

const roleNames: Record<StaffRole, string> = { staff: "a member of staff", admin: "an admin" };

/** The invitation to the back office. */
export function staffInviteMail(invite: { fullName: string; role: StaffRole; link: string }): AccountMail {
  return linkMail({
    subject: "You are invited to the SkillSprouts back office",
    greeting: `Hello ${invite.fullName},`,
    lines: [
      `You have been invited to the SkillSprouts back office as ${roleNames[invite.role]}.`,
      "Open this link within 7 days to choose your password and sign in:",
    ],
    button: "Choose your password",
    link: invite.link,
    after: ["The link works once. If you were not expecting this, you can ignore this e-mail."],
  });
}
