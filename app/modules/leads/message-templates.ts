import { z } from "zod";
import { formatDate, isIsoDay } from "#app/modules/content/shared/format.ts";
import { OUTDATED, requiredText } from "#app/modules/forms/fields.ts";
import { MULTIPLE_COURSES } from "./demo.ts";
import { whatsAppDigits, type LeadKind } from "./pipeline.ts";
import { UNSURE_COURSE } from "./trial.ts";

/**
 * The office's ready-made messages to parents and schools, edited in Admin Settings and offered on each lead's
 * page as a pre-filled WhatsApp message (`wa.me` text) or e-mail (`mailto:` subject and body). A template names
 * the lead's details in braces; it is offered on a lead only when the lead has every detail it names, so no
 * message goes out with a hole in it.
 */

export const placeholders = {
  parent: "the parent's (or school contact's) name",
  child: "the child's name",
  program: "the course asked for",
  slot: "the preferred slot or demo date",
  school: "the school's name",
  staff: "your own name",
} as const;
export type Placeholder = keyof typeof placeholders;
const placeholderNames = Object.keys(placeholders) as Placeholder[];

export const MAX_TEMPLATES = 20;
/** WhatsApp's link carries the text in its address; longer messages are cut by some phones. */
export const MAX_TEMPLATE_BODY = 1_000;

export type MessageTemplate = { id: string; name: string; subject: string; body: string };

/** What the office starts with; admins change, add and remove templates from there. */
export const defaultTemplates: readonly MessageTemplate[] = [
  {
    id: "trial-confirmation",
    name: "Trial class confirmation",
    subject: "{child}'s free {program} trial class",
    body:
      "Namaste {parent}, this is {staff} from SkillSprouts. Thank you for booking a free {program} trial class " +
      "for {child}. We have noted your preferred time: {slot}. We will confirm the exact time and send the " +
      "joining details before the class. Please reply here if you have any question.",
  },
  {
    id: "demo-follow-up",
    name: "School demo follow-up",
    subject: "{program} demo at {school}",
    body:
      "Dear {parent}, this is {staff} from SkillSprouts. Thank you for asking for a {program} demo at " +
      "{school}. You mentioned {slot}: could we confirm that date and the class that will attend? We are " +
      "happy to fit around your timetable.",
  },
  {
    id: "fee-enquiry",
    name: "Reply to a fee enquiry",
    subject: "Fees at SkillSprouts",
    body:
      "Namaste {parent}, this is {staff} from SkillSprouts. Thank you for asking about our fees. The fee " +
      "depends on the course and the batch, and I would be glad to explain the options on a short call. " +
      "When would be a good time to call you?",
  },
];

/** The placeholders a text names, each once, in the order written. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^{}\s]{1,30})\}/g)].map((match) => match[1] ?? ""))];
}

/** Refuses a placeholder the inbox cannot fill (a typo such as `{chlid}`), naming the ones it can. */
function knownPlaceholders(text: string, ctx: z.RefinementCtx) {
  const unknown = placeholdersIn(text).filter((name) => !placeholderNames.includes(name as Placeholder));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `${unknown.map((name) => `{${name}}`).join(", ")} is not a detail the inbox knows. Use ${placeholderNames
        .map((name) => `{${name}}`)
        .join(", ")}.`,
    });
  }
}

/** The settings form of one template; an empty `id` adds a new one. */
export const TemplateForm = z.object({
  intent: z.literal("save-template"),
  id: z.string().max(60, { error: OUTDATED }).default(""),
  name: requiredText("the template's name", 80),
  subject: requiredText("the e-mail subject", 150).superRefine(knownPlaceholders),
  body: requiredText("the message", MAX_TEMPLATE_BODY).superRefine(knownPlaceholders),
});

export const DeleteTemplateForm = z.object({
  intent: z.literal("delete-template"),
  id: z.string().min(1, { error: OUTDATED }).max(60, { error: OUTDATED }),
});

/** The lead's details a template may name, from the lead's fields as stored (its columns' keys). */
export function templateValues(
  kind: LeadKind,
  fields: readonly { key: string; value: string }[],
  staff: string,
): Partial<Record<Placeholder, string>> {
  const field = (key: string) => fields.find((entry) => entry.key === key)?.value.trim() || undefined;
  // "Not sure yet" and "Multiple Courses" are answers, not a course: the message names no course rather than
  // "a free Not sure yet – please advise trial class".
  const course = () => {
    const value = field("courseName");
    return value === UNSURE_COURSE || value === MULTIPLE_COURSES ? "" : value;
  };
  const values: Partial<Record<Placeholder, string>> = { staff };
  switch (kind) {
    case "trials":
      return {
        ...values,
        parent: field("parentName"),
        child: field("childName"),
        program: course(),
        slot: field("preferredSlot"),
      };
    case "demos": {
      const date = field("preferredDate");
      return {
        ...values,
        parent: field("contactPerson"),
        school: field("schoolName"),
        program: course(),
        slot: date ? (isIsoDay(date) ? formatDate(date) : date) : undefined,
      };
    }
    case "messages":
      return { ...values, parent: field("name") };
    case "applications":
      // A job applicant is nobody's parent: only templates that name no one but the sender suit them.
      return values;
  }
}

/**
 * The template with the lead's details put in; null when the lead lacks a detail the template names. A detail
 * known to be open (the course of a parent who is not sure yet: "") is left out, with the space it leaves, and
 * the text still starts with a capital.
 */
export function fillTemplate(
  template: MessageTemplate,
  values: Partial<Record<Placeholder, string>>,
): { subject: string; body: string } | null {
  const names = [...placeholdersIn(template.subject), ...placeholdersIn(template.body)];
  if (names.some((name) => values[name as Placeholder] === undefined)) return null;
  const fill = (text: string) => {
    const filled = text
      .replace(/\{([^{}\s]{1,30})\}/g, (_, name: string) => values[name as Placeholder] ?? "")
      .replace(/ {2,}/g, " ")
      .replace(/ ([.,:;!?])/g, "$1")
      .trim();
    return filled.charAt(0).toUpperCase() + filled.slice(1);
  };
  return { subject: fill(template.subject), body: fill(template.body) };
}

/** WhatsApp's click-to-chat link with the message typed in, ready to send. */
export function whatsAppMessageHref(phone: string, text: string): string | null {
  const digits = whatsAppDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/** A `mailto:` link with the subject and body filled in (spaces as %20: mail programs read `+` literally). */
export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A template as the lead page offers it: its name and the ready links. */
export type OfferedTemplate = { id: string; name: string; body: string; whatsApp: string | null; email: string | null };

export function offeredTemplates(
  templates: readonly MessageTemplate[],
  values: Partial<Record<Placeholder, string>>,
  contact: { phone: string; email: string },
): OfferedTemplate[] {
  return templates.flatMap((template) => {
    const filled = fillTemplate(template, values);
    if (!filled) return [];
    return [
      {
        id: template.id,
        name: template.name,
        body: filled.body,
        whatsApp: contact.phone ? whatsAppMessageHref(contact.phone, filled.body) : null,
        email: contact.email ? mailtoHref(contact.email, filled.subject, filled.body) : null,
      },
    ];
  });
}
