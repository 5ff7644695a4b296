import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { JobApplicationSchema } from "#app/modules/leads/application.ts";
import { ContactSchema } from "#app/modules/leads/contact.ts";
import { demoRequestSchema } from "#app/modules/leads/demo.ts";
import { trialRequestSchema } from "#app/modules/leads/trial.ts";

/*
 * Loaded the first time a visitor touches a form: the very schemas the server parses with, so a field error
 * reads the same before and after sending. Parsing goes through conform as on the server.
 */
const schemas: Record<string, (form: HTMLFormElement) => ZodType> = {
  contact: () => ContactSchema,
  application: () => JobApplicationSchema,
  // The course choices are the options the server rendered.
  demo: (form) => demoRequestSchema(renderedCourses(form)),
  trial: (form) => trialRequestSchema(renderedCourses(form)),
};

function renderedCourses(form: HTMLFormElement): string[] {
  return [...(form.querySelector<HTMLSelectElement>("select[name=courseName]")?.options ?? [])]
    .map((option) => option.value)
    .filter(Boolean);
}

export type FieldErrors = Record<string, string[] | null>;

export function validateForm(form: HTMLFormElement): FieldErrors {
  const schemaFor = schemas[form.dataset.schema ?? ""];
  if (!schemaFor) return {};
  const submission = parseWithZod(new FormData(form), { schema: schemaFor(form) });
  return submission.status === "success" ? {} : (submission.error ?? {});
}
