import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ZodType, z } from "zod";

/**
 * A hydrated page's form checked by the schema its action parses with: the same rules give the browser's
 * constraints and, once a field is left, the same messages the server would send. After a field has shown an
 * error it is checked again as the visitor types (`onInput`), unless the form asks to wait for the next blur.
 */
export function useSchemaForm<Schema extends ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  {
    id,
    lastResult,
    shouldRevalidate = "onInput",
  }: {
    id: string;
    lastResult: SubmissionResult<string[]> | null | undefined;
    shouldRevalidate?: "onInput" | "onBlur";
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate,
  });
}
