import { addressLine, type CompanyDetails } from "#app/modules/site/company-details.ts";
import { courseQuestions, type CourseQuestionKey } from "#app/modules/content/programs/course-facts.ts";

/**
 * Company details a fact card may name in braces, filled in when Brainy answers: a card says "call us on
 * {general_phone}", so a new phone number in Edit Site Content needs no edit to any card.
 */
export type FactContext = {
  details: CompanyDetails;
  /** "200+ partner schools, 20,000+ teachers trained…". */
  figures: string;
  /** Each course's ages by page id, "5–14". */
  ages: Record<string, string>;
  /** The FAQ's answers about every course (course-facts.ts), by question: "Abacus: 8 levels… Coding: …". */
  courseAnswers: Partial<Record<CourseQuestionKey, string>>;
  /** The certifications and alignments shown on the site with their evidence, or that none is. */
  credentials: string;
};

const placeholders: Record<string, (context: FactContext) => string> = {
  general_phone: ({ details }) => details.phones.general,
  schools_phone: ({ details }) => details.phones.schools,
  general_email: ({ details }) => details.emails.general,
  partners_email: ({ details }) => details.emails.partners,
  careers_email: ({ details }) => details.emails.careers,
  address: ({ details }) => addressLine(details),
  office_hours: ({ details }) =>
    details.officeHours.map((row) => `${row.days} ${/^closed$/i.test(row.hours) ? "closed" : row.hours}`).join("; "),
  figures: ({ figures }) => figures,
  credentials: ({ credentials }) => credentials,
  ...Object.fromEntries(
    courseQuestions.map(({ key }) => [`course_${key}`, ({ courseAnswers }: FactContext) => courseAnswers[key] ?? ""]),
  ),
};

const PLACEHOLDER = /\{([a-z_]+)(?::([a-z0-9-]+))?\}/g;

/** The names a fact card may use, for the back office's help text and its check. */
export const placeholderNames = [...Object.keys(placeholders), "ages:<course page id>"];

/** The placeholders in a text that Brainy could not fill in, so the back office can refuse them. */
export function unknownPlaceholders(text: string, programIds: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .filter(([, name, argument]) =>
      name === "ages" ? !argument || !programIds.includes(argument) : !(name && name in placeholders) || !!argument,
    )
    .map(([whole]) => whole);
}

/** The text as written, its placeholders left out. */
export function withoutPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, " ");
}

/** The text with its placeholders filled in; one Brainy cannot fill is left out rather than shown in braces. */
export function fillPlaceholders(text: string, context: FactContext): string {
  return text.replace(PLACEHOLDER, (_whole, name: string, argument: string | undefined) => {
    if (name === "ages") return (argument && context.ages[argument]) || "";
    const fill = placeholders[name];
    return fill && !argument ? fill(context) : "";
  });
}
