import { z } from "zod";
import type { Language } from "#app/modules/i18n/languages.ts";
import { fieldWords, formatCount as count } from "./field-words.ts";

/**
 * The field builders every form's schema is made of, public forms and back office alike, so the same kind of
 * field checks the same way and says so in the same words. `what` is how the message names the field, with its
 * article: "your full name", "the hero title". The browser loads this with the forms' schemas: keep it small.
 */

const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/**
 * The builders of the fields a visitor fills in (names, messages, e-mail, phone), worded in `language`: the public
 * forms build their schema for the page's language, so a field error reads in it before and after sending.
 */
export function fieldsIn(language: Language) {
  const words = fieldWords[language];
  const keepUnder = (what: string, max: number) => ({ error: words.keepUnder(what, count(max)) });
  return {
    /** Required text: "Please enter the title." / "Please keep the title under 1,000 characters." */
    requiredText(what: string, max: number, missing = words.enter(what)) {
      return z.string({ error: missing }).trim().min(1, { error: missing }).max(max, keepUnder(what, max));
    },
    /** Text that may be left empty (then ""). */
    optionalText(what: string, max: number) {
      return z.string().trim().max(max, keepUnder(what, max)).default("");
    },
    emailAddress(what = words.yourEmail) {
      return z
        .string({ error: words.enter(what) })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: words.invalidEmail }).max(254, { error: words.emailTooLong }));
    },
    /** A phone number as people write it: digits, spaces, brackets, dashes and a leading +. */
    phoneNumber(what = words.aPhone) {
      return z
        .string({ error: words.enter(what) })
        .trim()
        .regex(PHONE, { error: words.phoneHint });
    },
    /** An optional phone number (empty is left out). */
    optionalPhoneNumber: z.string().trim().regex(PHONE, { error: words.phoneHint }).optional(),
  };
}

/** The builders in English: the back office's forms, and the public forms' English pages. */
export const { requiredText, optionalText, emailAddress, phoneNumber, optionalPhoneNumber } = fieldsIn("en");

/** One item per line: blank lines and a leading "-", "*" or "•" are dropped. `item` is singular ("feature"). */
export function lineList(item: string, { maxItems = 20, maxLength = 300 } = {}) {
  const missing = `Please list at least one ${item}.`;
  return z
    .string({ error: missing })
    .transform(linesOf)
    .pipe(listItems(item, maxItems, maxLength).min(1, { error: missing }));
}

/** A list that may be left empty (a translation not written yet): an empty list. */
export function optionalLineList(item: string, { maxItems = 20, maxLength = 300 } = {}) {
  // Its own head, not lineList's: conform reads an empty field as absent, which lineList's string would refuse.
  return z
    .string()
    .optional()
    .transform((value) => linesOf(value ?? ""))
    .pipe(listItems(item, maxItems, maxLength));
}

function linesOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
}

function listItems(item: string, maxItems: number, maxLength: number) {
  return z
    .array(z.string().max(maxLength, { error: `Please keep each ${item} under ${count(maxLength)} characters.` }))
    .max(maxItems, { error: `Please list at most ${maxItems} ${item}s.` });
}

/** A checkbox: ticked is "on" (or "true"), unticked is absent. */
export const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** What a form says when its hidden parts (which record, which version, which action) make no sense. */
export const OUTDATED = "This form is out of date. Please reload the page and try again.";

/** The number of a stored row, and the version an editor started from: hidden fields of a form. */
export const rowId = z.coerce.number({ error: OUTDATED }).int({ error: OUTDATED }).positive({ error: OUTDATED });
export const rowVersion = z.coerce.number({ error: OUTDATED }).int({ error: OUTDATED }).positive({ error: OUTDATED });

/** A web address starting with https:// (empty is left out). */
export function webAddress(what: string) {
  return z
    .url({ protocol: /^https$/, error: `Please enter ${what} as a full address starting with https://.` })
    .max(500, { error: `Please keep ${what} under 500 characters.` })
    .optional();
}

/** A decimal number within a range, e.g. a latitude. */
export function numberBetween(what: string, min: number, max: number) {
  const outside = `Please enter ${what} as a number from ${count(min)} to ${count(max)}.`;
  return z.coerce.number({ error: outside }).min(min, { error: outside }).max(max, { error: outside });
}

/** A whole number that may be left empty (then null), e.g. a course's number of levels. */
export function optionalWholeNumber(what: string, min: number, max: number) {
  const outside = `Please enter ${what} as a whole number from ${count(min)} to ${count(max)}, or leave it empty.`;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: outside })
      .int({ error: outside })
      .min(min, { error: outside })
      .max(max, { error: outside })
      .nullable()
      .default(null),
  );
}
