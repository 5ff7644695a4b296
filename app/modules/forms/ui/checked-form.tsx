import type { ComponentProps, ReactNode } from "react";
import { Island } from "#app/islands/island.tsx";
import type { IslandProps } from "#app/islands/registry.ts";
import { FormError } from "#app/ui/field.tsx";
import { formProps, type TemplateFormMeta } from "../template-form.ts";

/**
 * A form of a page drawn once on the server (the lead forms, the account pages sent without the framework): it
 * posts as plain HTML, shows the server's answer to the last send with its form-level error first, and the
 * checked-form island checks its fields as they are filled in, with the schema the server parses them with. Each
 * kind of form brings its own fields, notes and submit button.
 */
export function CheckedForm({
  schema,
  form,
  children,
  ...attributes
}: {
  /** The schema the island checks the fields with in the browser: the one the server parses them with. */
  schema: IslandProps<"checked-form">["schema"];
  form: TemplateFormMeta;
  children: ReactNode;
} & Pick<ComponentProps<"form">, "className" | "encType">) {
  return (
    <Island name="checked-form" props={{ schema }}>
      <form method="post" {...formProps(form)} {...attributes}>
        <FormError id={form.errorId} errors={form.errors} />
        {children}
      </form>
    </Island>
  );
}
