import type { z } from "zod";
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { changePassword } from "#app/modules/accounts/auth.server.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { ChangePasswordSchema } from "#app/modules/accounts/schemas.ts";
import { useActionToast } from "#app/modules/accounts/use-action-toast.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { AlertRecipientsSchema, MAX_ALERT_RECIPIENTS } from "#app/modules/leads/alert-recipients.ts";
import { getAlertRecipientSetting, setAlertRecipients } from "#app/modules/leads/alert-recipients.server.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { checkSubmission, type ParsedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { Field, FormError, TextareaField } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Admin settings | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const [recipients, company] = await Promise.all([getAlertRecipientSetting(), getCompanyDetails()]);
  return { email: getStaff(args.context).email, recipients, defaultRecipient: company.emails.general };
}

/** A refused form: its errors for the form, and the first one as a toast with JavaScript. */
function refused<Output>(
  form: "password" | "alert-recipients",
  submission: Extract<ParsedSubmission<Output>, { ok: false }>,
  hideFields: string[] = [],
) {
  const [first] = Object.values(submission.error ?? {}).flat();
  const [title, description] = (first ?? "Please check the form.").split(": ");
  return data(
    { form, result: submission.reply({ hideFields }), toast: { title: title ?? "", description } },
    { status: submission.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const admin = getStaff(args.context);
  // An unreadable body (not a form, broken, too large) is answered with its 4xx; there is no typing to keep.
  const fields = await readFormDataOrRefuse(args.request);
  if (fields.get("intent") === "alert-recipients") {
    const submission = await checkSubmission(fields, AlertRecipientsSchema);
    if (!submission.ok) return refused("alert-recipients", submission);
    const addresses = submission.value.recipients;
    await setAlertRecipients(addresses);
    describeAdminWrite(
      args.context,
      addresses.length > 0
        ? `Set the lead alert addresses to ${addresses.join(", ")}`
        : "Cleared the lead alert addresses (alerts go to the company's general e-mail)",
    );
    return redirectWithToast("/admin/settings", {
      title: "Alert addresses saved",
      description: "New leads are e-mailed to these addresses from now on.",
    });
  }
  const submission = await checkSubmission(fields, ChangePasswordSchema);
  if (!submission.ok) return refused("password", submission, ["password", "confirmPassword"]);
  await changePassword(admin.id, admin.sessionId, submission.value.password);
  describeAdminWrite(args.context, "Changed their own password");
  return redirectWithToast("/admin/settings", {
    title: "Password Updated",
    description: "Your new password is saved. Other devices have been signed out.",
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const submitted = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<z.input<typeof ChangePasswordSchema>>({
    id: "change-password",
    lastResult: actionData?.form === "password" ? actionData.result : undefined,
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
          <input type="hidden" name="intent" value="change-password" />
          <StatusButton pending={submitted === "change-password"} pendingLabel="Saving…">
            Update password
          </StatusButton>
        </Form>
      </section>
      <AlertRecipientsForm
        recipients={loaderData.recipients}
        defaultRecipient={loaderData.defaultRecipient}
        lastResult={actionData?.form === "alert-recipients" ? actionData.result : undefined}
        pending={submitted === "alert-recipients"}
      />
    </>
  );
}

/** Who is e-mailed about every new lead. */
function AlertRecipientsForm({
  recipients,
  defaultRecipient,
  lastResult,
  pending,
}: {
  recipients: string[];
  defaultRecipient: string;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
  const [form, fields] = useForm<z.input<typeof AlertRecipientsSchema>, z.output<typeof AlertRecipientsSchema>>({
    id: "alert-recipients",
    lastResult,
    defaultValue: { recipients: recipients.join("\n") },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AlertRecipientsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section
      aria-labelledby="alerts-heading"
      className="mt-6 max-w-lg rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="alerts-heading" className="text-xl font-bold">
        Lead alerts
      </h2>
      <p className="mt-2 text-slate-600">
        Every new contact message, demo request, trial class request and job application is e-mailed to these addresses.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="alert-recipients" />
        <TextareaField
          label="Alert e-mail addresses"
          hint={`One per line, at most ${MAX_ALERT_RECIPIENTS}. When empty, alerts go to the company's general e-mail, ${defaultRecipient}.`}
          errors={fields.recipients.errors}
          controlProps={{ ...getTextareaProps(fields.recipients), rows: 4, autoComplete: "off" }}
        />
        <StatusButton pending={pending} pendingLabel="Saving…">
          Save alert addresses
        </StatusButton>
      </Form>
    </section>
  );
}
