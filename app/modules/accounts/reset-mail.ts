/** The password reset e-mail, as plain text and HTML. */
export function passwordResetMail(link: string): { subject: string; text: string; html: string } {
  const escaped = link.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return {
    subject: "Reset your SkillSprouts password",
    text: [
      "Hello,",
      "",
      "We received a request to reset the password of your SkillSprouts account.",
      "Open this link within one hour to choose a new password:",
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
      "",
      "The SkillSprouts team",
    ].join("\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<p>Hello,</p>
<p>We received a request to reset the password of your SkillSprouts account. Open this link within one hour to choose a new password:</p>
<p><a href="${escaped}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:14px">Or copy this address into your browser:<br>${escaped}</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>The SkillSprouts team</p>
</body></html>`,
  };
}
