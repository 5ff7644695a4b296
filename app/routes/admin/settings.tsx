import type { z } from "zod";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { changePassword } from "#app/modules/accounts/auth.server.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { ChangePasswordSchema } from "#app/modules/accounts/schemas.ts";
import { useActionToast } from "#app/modules/accounts/use-action-toast.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { Field, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Admin settings | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export function loader(args: Route.LoaderArgs) {
  return { email: getStaff(args.context).email };
}

export async function action(args: Route.ActionArgs) {
  const admin = getStaff(args.context);
  const submission = await parseSubmission(args.request, ChangePasswordSchema);
  if (!submission.ok) {
    const [first] = Object.values(submission.error ?? {}).flat();
    const [title, description] = (first ?? "Please check the form.").split(": ");
    return data(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        toast: { title: title ?? "", description },
      },
      { status: submission.status },
    );
  }
  await changePassword(admin.id, admin.sessionId, submission.value.password);
  return redirectWithToast("/admin/settings", {
    title: "Password Updated",
    description: "Your new password is saved. Other devices have been signed out.",
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const [form, fields] = useForm<z.input<typeof ChangePasswordSchema>>({
    id: "change-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ChangePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Admin Settings</h1>
      <section
        aria-labelledby="password-heading"
        className="mt-6 max-w-lg rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="password-heading" className="text-xl font-bold">
          Change password
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
          <FormError id={form.errorId} errors={form.errors} />
          <Field
            label="Admin Email"
            inputProps={{
              id: "admin-email",
              type: "email",
              value: loaderData.email,
              readOnly: true,
              name: "username",
              autoComplete: "username",
            }}
          />
          <Field
            label="New Password"
            errors={fields.password.errors}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          />
          <Field
            label="Confirm New Password"
            errors={fields.confirmPassword.errors}
            inputProps={{
              ...getInputProps(fields.confirmPassword, { type: "password" }),
              autoComplete: "new-password",
            }}
          />
          <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            Update password
          </StatusButton>
        </Form>
      </section>
    </>
  );
}
