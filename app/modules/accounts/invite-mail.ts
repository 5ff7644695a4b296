import type { StaffRole } from "#db/schema.ts";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const roleNames: Record<StaffRole, string> = { staff: "a member of staff", admin: "an admin" };

/** The invitation to the back office, as plain text and HTML. */
export function staffInviteMail(invite: { fullName: string; role: StaffRole; link: string }) {
  const role = roleNames[invite.role];
  return {
    subject: "You are invited to the SkillSprouts back office",
    text: [
      `Hello ${invite.fullName},`,
      "",
      `You have been invited to the SkillSprouts back office as ${role}.`,
      "Open this link within 7 days to choose your password and sign in:",
      "",
      invite.link,
      "",
      "The link works once. If you were not expecting this, you can ignore this e-mail.",
      "",
      "The SkillSprouts team",
    ].join("\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<p>Hello ${escapeHtml(invite.fullName)},</p>
<p>You have been invited to the SkillSprouts back office as ${role}. Open this link within 7 days to choose your password and sign in:</p>
<p><a href="${escapeHtml(invite.link)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Choose your password</a></p>
<p style="font-size:14px">Or copy this address into your browser:<br>${escapeHtml(invite.link)}</p>
<p>The link works once. If you were not expecting this, you can ignore this e-mail.</p>
<p>The SkillSprouts team</p>
</body></html>`,
  };
}
