import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type Schema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type FormOptions<S extends Schema> = Parameters<typeof useForm<z.input<S>, z.output<S>>>[0];

/**
 * A back-office form checked in the browser by the same zod schema the action checks: the browser's own
 * constraints from it, each field checked when it is left and again as it is corrected, and the server's
 * answer (`lastResult`) shown in place. Every admin form works this way, so an editor sees mistakes alike.
 */
export function useAdminForm<S extends Schema>(
  schema: S,
  options: Pick<FormOptions<S>, "id" | "lastResult" | "defaultValue" | "onSubmit">,
) {
  return useForm<z.input<S>, z.output<S>>({
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
