import type { Language } from "#app/modules/i18n/languages.ts";

/**
 * Where a lead came from: the advert's or campaign's tags in the address it landed on (`utm_source`, `utm_medium`,
 * `utm_campaign`), the page it landed on, and the host of the site that sent it. They are read by the server when
 * the visitor lands and kept in a first-party cookie for 30 days, so a form sent on a later page (with or without
 * JavaScript, from a page served as stored bytes) still says where the visitor came from. Only these five short
 * texts are kept: nothing that names the visitor.
 */

export type LeadSource = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPage: string | null;
  referrerHost: string | null;
};

/**
 * A lead's source and the language of the page it was sent from (the address's, `requestLanguage`): what a lead
 * form's store writes beside the visitor's fields.
 */
export type LeadOrigin = LeadSource & { language: Language };

export const LEAD_SOURCE_COOKIE = "lead_source";
export const LEAD_SOURCE_DAYS = 30;

/** A lead with no known source (a direct visit, or before this was kept). */
export const noSource: LeadSource = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  landingPage: null,
  referrerHost: null,
};

/** A lead with no known source, sent from the English site. */
export const noOrigin: LeadOrigin = { ...noSource, language: "en" };

const keys = { utmSource: "s", utmMedium: "m", utmCampaign: "c", landingPage: "l", referrerHost: "r" } as const;

/** A tag as kept: trimmed, lower-cased (so "Facebook" and "facebook" are one source), at most 100 characters. */
function tag(value: string | null): string | null {
  const tidy = value?.trim().toLowerCase().slice(0, 100);
  return tidy ? tidy : null;
}

/**
 * The source of a visit that lands on `url`: its campaign tags, or else the site that linked to it (not this
 * site itself). Null when the visit says nothing new, so an earlier campaign is not forgotten by a plain visit.
 */
export function sourceOfLanding(url: URL, referrer: string | null): LeadSource | null {
  const params = url.searchParams;
  const tagged = ["utm_source", "utm_medium", "utm_campaign"].some((name) => params.get(name)?.trim());
  let referrerHost: string | null = null;
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.host !== url.host && /^https?:$/.test(from.protocol)) referrerHost = from.hostname.toLowerCase();
  } catch {
    referrerHost = null;
  }
  if (!tagged && !referrerHost) return null;
  return {
    utmSource: tag(params.get("utm_source")),
    utmMedium: tag(params.get("utm_medium")),
    utmCampaign: tag(params.get("utm_campaign")),
    landingPage: url.pathname.slice(0, 200),
    referrerHost: referrerHost?.slice(0, 200) ?? null,
  };
}

export function serializeSource(source: LeadSource): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(keys)) {
    const value = source[field as keyof LeadSource];
    if (value) params.set(key, value);
  }
  return encodeURIComponent(params.toString());
}

/** The source kept in a request's cookies, or every field null. */
export function leadSourceOf(cookieHeader: string | null): LeadSource {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${LEAD_SOURCE_COOKIE}=`))
    ?.slice(LEAD_SOURCE_COOKIE.length + 1);
  if (!raw) return noSource;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return noSource;
  }
  const read = (key: string, max: number) => params.get(key)?.slice(0, max) || null;
  return {
    utmSource: read(keys.utmSource, 100),
    utmMedium: read(keys.utmMedium, 100),
    utmCampaign: read(keys.utmCampaign, 100),
    landingPage: read(keys.landingPage, 200),
    referrerHost: read(keys.referrerHost, 200),
  };
}

/** "google / cpc / diwali-sale", "facebook.com", or "direct": a source in a few words, for lists and charts. */
export function sourceLabel(source: LeadSource): string {
  const tags = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean);
  if (tags.length > 0) return tags.join(" / ");
  return source.referrerHost || "direct";
}
