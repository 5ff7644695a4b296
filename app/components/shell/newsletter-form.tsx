import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { HoneypotField, type HoneypotProps } from "#app/ui/honeypot.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import type { Language } from "#app/modules/i18n/languages.ts";
import { privacyNoticeLink } from "#app/modules/i18n/privacy-link.ts";

/** Posts to /newsletter, which stores the address and redirects back to the page (`redirectTo`) with a toast. */
export function NewsletterForm({
  redirectTo,
  honeypot,
  language,
}: {
  redirectTo: string;
  honeypot: HoneypotProps;
  language: Language;
}) {
  const t = translator(language);
  return (
    <form method="post" action="/newsletter" className="mt-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <HoneypotField {...honeypot} />
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-slate-200">
        {t("newsletter.emailLabel")}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="min-h-11 w-full min-w-0 rounded-full border border-slate-600 bg-slate-800 px-4 text-white placeholder:text-slate-400"
        />
        <button type="submit" className={buttonClasses("primary", "md", "shrink-0")}>
          {t("newsletter.subscribe")}
        </button>
      </div>
      <PrivacyNote onDark className="mt-3" link={privacyNoticeLink(language)}>
        {t("newsletter.useOfAddress")}
      </PrivacyNote>
    </form>
  );
}
