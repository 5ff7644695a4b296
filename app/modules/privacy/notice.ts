/** The date the privacy notice last changed in substance; change it with the text. */
export const PRIVACY_NOTICE_UPDATED = "2026-11-26";

/** Days an anonymous Fun Zone player who is on no board is kept after their last visit. */
export const ANONYMOUS_PLAYER_DAYS = 30;

/** Where a person asks to see, correct or delete their data: the general inbox, with the subject filled in. */
export function privacyRequest(generalEmail: string) {
  return {
    email: generalEmail,
    mailto: `mailto:${generalEmail}?subject=${encodeURIComponent("Privacy request")}`,
    contactForm: `/contact?subject=${encodeURIComponent("Privacy request")}#contact`,
  };
}

/** "24 months (2 years)", "6 months", "1 month": a retention period as a parent would read it. */
export function formatMonths(months: number): string {
  const text = `${months} ${months === 1 ? "month" : "months"}`;
  if (months % 12 !== 0) return text;
  const years = months / 12;
  return `${text} (${years} ${years === 1 ? "year" : "years"})`;
}
