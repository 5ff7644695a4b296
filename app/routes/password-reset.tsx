import type { z } from "zod";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/password-reset";
import { isResetTokenUsable, resetPassword } from "#app/modules/accounts/auth.server.ts";
import { ResetPasswordSchema } from "#app/modules/accounts/schemas.ts";
import { clearSessionCookie } from "#app/modules/accounts/session.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { Field, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | SkillSprouts" },
  { name: "description", content: "Choose a new password for your SkillSprouts account." },
  { name: "robots", content: "noindex" },
];

const EXPIRED = "This reset link has expired or was already used. Please ask for a new one.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = token.length >= 20 && (await isResetTokenUsable(token));
  return data(
    { token: usable ? token : null },
    { headers: { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, ResetPasswordSchema);
  const hidden = { hideFields: ["password", "confirmPassword"] };
  if (!submission.ok) return data({ result: submission.reply(hidden) }, { status: submission.status });
  if (!(await resetPassword(submission.value.token, submission.value.password))) {
    return data({ result: submission.reply({ formErrors: [EXPIRED], ...hidden }) }, { status: 400 });
  }
  // Every session ended with the reset, including this browser's.
  return redirectWithToast(
    "/login",
    { title: "Password Updated", description: "Please log in with your new password." },
    { headers: { "Set-Cookie": await clearSessionCookie() } },
  );
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ResetPasswordSchema>>({
    id: "password-reset",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ResetPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!loaderData.token) {
    return (
      <>
        <h1 className="text-3xl font-extrabold">Choose a new password</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {EXPIRED}
        </p>
        <Link to="/forgot-password" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Get a new reset link
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">Choose a new password</h1>
      <p className="mt-2 text-slate-600">
        After this, you will be signed out everywhere and can log in with the new password.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label="New password"
          hint="At least 6 characters, and not a common one like 123456."
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <Field
          label="Confirm new password"
          errors={fields.confirmPassword.errors}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
        />
        <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…" className="w-full">
          Save new password
        </StatusButton>
      </Form>
    </>
  );
}
