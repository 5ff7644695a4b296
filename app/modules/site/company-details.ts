import { z } from "zod";
import {
  emailAddress,
  numberBetween,
  optionalPhoneNumber,
  optionalText,
  phoneNumber,
  requiredText,
  webAddress,
} from "#app/modules/forms/fields.ts";

/**
 * The company's contact details: phone numbers, e-mail addresses, the office address and hours, the map position
 * and the social links. Staff edit them in Edit Site Content; every page, brochure and Brainy read them from the
 * database (company.server.ts). This module is the shape, its checks and the ways pages write them out.
 */

export const socialNetworks = ["facebook", "twitter", "instagram", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

/** The two numbers and what each is for, as the contact page and the brochures name them. */
export const phoneLabels = { general: "General enquiries", schools: "School partnerships" } as const;

export const MAX_OFFICE_HOURS_ROWS = 7;
const HALF_A_ROW = "Please enter both the days and the hours, or leave both empty.";

const officeHoursRow = z
  .object({ days: optionalText("the days", 60), hours: optionalText("the hours", 60) })
  .refine((row) => (row.days === "") === (row.hours === ""), { error: HALF_A_ROW, path: ["hours"] });

export const CompanyDetailsSchema = z.object({
  phones: z.object({
    general: phoneNumber("the general enquiries phone number"),
    schools: phoneNumber("the school partnerships phone number"),
    /** A number parents can message on WhatsApp, if the office has one; Brainy then offers it. */
    whatsapp: optionalPhoneNumber,
  }),
  emails: z.object({
    general: emailAddress("the general e-mail address"),
    partners: emailAddress("the partnerships e-mail address"),
    careers: emailAddress("the careers e-mail address"),
  }),
  address: z.object({
    street: optionalText("the street", 200),
    locality: requiredText("the area (locality)", 100),
    city: requiredText("the city", 100),
    region: requiredText("the state", 100),
    postalCode: optionalText("the PIN code", 12),
    country: requiredText("the country", 100),
  }),
  /** Rows of days and hours; empty rows are dropped. */
  officeHours: z
    .array(officeHoursRow)
    .max(MAX_OFFICE_HOURS_ROWS)
    .default([])
    .transform((rows) => rows.filter((row) => row.days !== ""))
    .pipe(
      z.array(z.object({ days: z.string(), hours: z.string() })).min(1, { error: "Please enter the office hours." }),
    ),
  map: z.object({
    latitude: numberBetween("the latitude", -90, 90),
    longitude: numberBetween("the longitude", -180, 180),
    note: optionalText("the note under the map", 300),
  }),
  /** A network left empty is not shown. */
  socials: z.object({
    facebook: webAddress("the Facebook address"),
    twitter: webAddress("the Twitter address"),
    instagram: webAddress("the Instagram address"),
    linkedin: webAddress("the LinkedIn address"),
    youtube: webAddress("the YouTube address"),
  }),
});

export type CompanyDetails = z.output<typeof CompanyDetailsSchema>;

/** Who a page or a mail speaks to: a family (the general line) or a school (the partnerships line). */
export type Audience = keyof typeof phoneLabels;

/**
 * The phone and e-mail an audience is given: schools the partnerships line and address, as the For Schools page
 * and the school brochure name them; everyone else the general ones.
 */
export function contactFor(
  { phones, emails }: Pick<CompanyDetails, "phones" | "emails">,
  audience: Audience,
): { label: string; phone: string; email: string } {
  return audience === "schools"
    ? { label: phoneLabels.schools, phone: phones.schools, email: emails.partners }
    : { label: phoneLabels.general, phone: phones.general, email: emails.general };
}

/** "+91 22 4000 1234" → "tel:+912240001234". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

/** "Mira Road, Mumbai, Maharashtra, India", with the street and PIN code when given. */
export function addressLine({ address }: Pick<CompanyDetails, "address">): string {
  const region = [address.region, address.postalCode].filter(Boolean).join(" ");
  return [address.street, address.locality, address.city, region, address.country].filter(Boolean).join(", ");
}

/** The wa.me address that opens a chat with the office's WhatsApp number, or null when it has none. */
export function whatsappLink({ phones }: Pick<CompanyDetails, "phones">): string | null {
  const digits = (phones.whatsapp ?? "").replace(/\D/g, "");
  // wa.me wants the number with its country code and nothing else; a local number gets India's.
  if (digits.length < 8) return null;
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

/** "Mira Road, Mumbai": where the company is, in a sentence. */
export function placeName({ address }: Pick<CompanyDetails, "address">): string {
  return `${address.locality}, ${address.city}`;
}

/** The social links that are set, in a fixed order, with their network's name. */
export function socialLinks({
  socials,
}: Pick<CompanyDetails, "socials">): { network: SocialNetwork; name: string; href: string }[] {
  return socialNetworks.flatMap((network) => {
    const href = socials[network];
    return href ? [{ network, name: socialNames[network], href }] : [];
  });
}

/** Office hours as a sentence: "Our office is open Monday – Friday, 9:00 AM – 6:00 PM. It is closed on Sunday." */
export function officeHoursSentence({ officeHours }: Pick<CompanyDetails, "officeHours">): string {
  const isClosed = (hours: string) => /^closed$/i.test(hours.trim());
  const open = officeHours.filter((slot) => !isClosed(slot.hours));
  const closed = officeHours.filter((slot) => isClosed(slot.hours)).map((slot) => slot.days);
  const list = (items: readonly string[]) =>
    items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  return (
    `Our office is open ${list(open.map((slot) => `${slot.days}, ${slot.hours}`))}.` +
    (closed.length > 0 ? ` It is closed on ${list(closed)}.` : "")
  );
}
