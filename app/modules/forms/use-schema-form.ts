import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type Schema = z.ZodType<unknown, Record<string, unknown>>;
type FormOptions<S extends Schema> = Parameters<typeof useForm<z.input<S>, z.output<S>>>[0];

/**
 * A hydrated page's form (sign-in and account pages, the back office) checked by the schema its action parses
 * with: the browser's constraints from the same rules, each field checked when it is left and, once it has shown
 * an error, again as it is corrected (`onInput`, unless the form asks to wait for the next blur), and the
 * server's answer (`lastResult`) shown in place. Every such form works this way, so mistakes read alike.
 */
export function useSchemaForm<S extends Schema>(
  schema: S,
  {
    shouldRevalidate = "onInput",
    ...options
  }: Pick<FormOptions<S>, "id" | "lastResult" | "defaultValue" | "onSubmit"> & {
    shouldRevalidate?: "onInput" | "onBlur";
  },
) {
  return useForm<z.input<S>, z.output<S>>({
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate,
  });
}
