import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { ForgotPasswordSchema, LoginSchema, SignupSchema } from "#app/modules/accounts/schemas.ts";
import { JobApplicationSchema } from "#app/modules/leads/application.ts";
import { languageOfPath } from "#app/modules/i18n/languages.ts";
import { contactSchema } from "#app/modules/leads/contact.ts";
import { demoRequestSchema } from "#app/modules/leads/demo.ts";
import { trialRequestSchema } from "#app/modules/leads/trial.ts";
import { trialBookingDetailsSchema } from "#app/modules/trials/booking.ts";

/*
 * Loaded the first time a visitor touches a form: the very schemas the server parses with, so a field error
 * reads the same before and after sending. Parsing goes through conform as on the server.
 */
/** The page's language, which its address says: the lead forms' errors are worded in it, as the server words them. */
const pageLanguage = () => languageOfPath(window.location.pathname);

const schemas = {
  contact: () => contactSchema(pageLanguage()),
  application: () => JobApplicationSchema,
  // The course choices are the options the server rendered.
  demo: (form: HTMLFormElement) => demoRequestSchema(renderedCourses(form), pageLanguage()),
  trial: (form: HTMLFormElement) => trialRequestSchema(renderedCourses(form), pageLanguage()),
  "trial-booking": (form: HTMLFormElement) => trialBookingDetailsSchema(renderedCourses(form), pageLanguage()),
  login: () => LoginSchema,
  signup: () => SignupSchema,
  "forgot-password": () => ForgotPasswordSchema,
} satisfies Record<string, (form: HTMLFormElement) => ZodType>;

/** The forms of pages sent without the framework (leads, sign-in), by the schema they are checked with. */
export type CheckedFormName = keyof typeof schemas;

function renderedCourses(form: HTMLFormElement): string[] {
  return [...(form.querySelector<HTMLSelectElement>("select[name=courseName]")?.options ?? [])]
    .map((option) => option.value)
    .filter(Boolean);
}

export type FieldErrors = Record<string, string[] | null>;

export function validateForm(form: HTMLFormElement, schema: CheckedFormName): FieldErrors {
  const submission = parseWithZod(new FormData(form), { schema: schemas[schema](form) });
  return submission.status === "success" ? {} : (submission.error ?? {});
}
