import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * How one person's enquiries are recognised across forms and weeks: the phone number in E.164 (a number typed
 * "098200 12345", "+91 98200-12345" or "9820012345" is one number) and the e-mail address lower-cased and trimmed.
 * Numbers without a country code are read as Indian, as the office's visitors type them.
 */
export function phoneE164(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, "IN");
  return parsed?.isPossible() ? parsed.number : null;
}

export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

/** The two keys of a lead, as its row stores them. */
export function contactKeys(lead: { phone?: string | null; email?: string | null }) {
  return { phoneE164: phoneE164(lead.phone), emailKey: emailKey(lead.email) };
}
