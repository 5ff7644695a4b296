import type { ComponentProps, ReactNode } from "react";
import { CheckedForm } from "#app/modules/forms/ui/checked-form.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

/*
 * The account pages sent without the framework (log in, sign up, forgot password) draw their forms once, on the
 * server, like the lead forms: they post as plain HTML and the checked-form island checks them as they are filled
 * in, with the schema the action parses them with. The hydrated account pages have account-form.tsx.
 */

/** The form of such a page: its form-level error first, then the fields, then a full-width button. */
export function AccountFormTemplate({
  submitLabel,
  pendingLabel,
  children,
  ...checked
}: Pick<ComponentProps<typeof CheckedForm>, "schema" | "form" | "children"> & {
  submitLabel: ReactNode;
  pendingLabel: string;
}) {
  return (
    <CheckedForm {...checked} className="mt-6 space-y-5">
      {children}
      <StatusButton pendingLabel={pendingLabel} className="w-full">
        {submitLabel}
      </StatusButton>
    </CheckedForm>
  );
}
