import { z } from "zod";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Route } from "./+types/settings";
import { ChangePasswordForm } from "#app/modules/accounts/ui/change-password-form.tsx";
import {
  firstErrorAsToast,
  OwnPasswordChange,
  refusedPassword,
  saveOwnPassword,
} from "#app/modules/accounts/change-password.server.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { notUnderstood, refusedIntent, useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { TextArea, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { RequireTwoFactorSchema } from "#app/modules/accounts/two-factor-schemas.ts";
import { hasTwoFactor, isTwoFactorRequired, setTwoFactorRequired } from "#app/modules/accounts/two-factor.server.ts";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { AlertRecipientsSchema, MAX_ALERT_RECIPIENTS } from "#app/modules/leads/alert-recipients.ts";
import { getAlertRecipientSetting, setAlertRecipients } from "#app/modules/leads/alert-recipients.server.ts";
import { DeleteTemplateForm, MAX_TEMPLATES, TemplateForm } from "#app/modules/leads/message-templates.ts";
import {
  deleteMessageTemplate,
  getMessageTemplates,
  saveMessageTemplate,
} from "#app/modules/leads/message-templates.server.ts";
import { MessageTemplatesSettings } from "#app/modules/leads/ui/message-templates-settings.tsx";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { checkSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Admin settings | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const [recipients, company, twoFactorRequired, templates] = await Promise.all([
    getAlertRecipientSetting(),
    getCompanyDetails(),
    isTwoFactorRequired(),
    getMessageTemplates(),
  ]);
  return {
    email: getStaff(args.context).email,
    recipients,
    defaultRecipient: company.emails.general,
    twoFactorRequired,
    templates,
  };
}

/** Both forms of the page, parsed once and told apart by their `intent`. */
const SettingsChange = z.discriminatedUnion("intent", [
  AlertRecipientsSchema,
  OwnPasswordChange,
  RequireTwoFactorSchema,
  TemplateForm,
  DeleteTemplateForm,
]);

export async function action(args: Route.ActionArgs) {
  // An unreadable body (not a form, broken, too large) is answered with its 4xx; there is no typing to keep.
  const submission = await checkSubmission(await readFormDataOrRefuse(args.request), SettingsChange);
  if (!submission.ok) {
    switch (
      refusedIntent(submission.formData, [
        "alert-recipients",
        "change-password",
        "require-two-factor",
        "save-template",
        "delete-template",
      ])
    ) {
      case "alert-recipients":
        return data(
          { form: "alert-recipients" as const, result: submission.reply(), toast: firstErrorAsToast(submission.error) },
          { status: submission.status },
        );
      case "change-password":
        return refusedPassword(submission);
      case "save-template": {
        const id = String(submission.formData.get("id") ?? "");
        return data(
          { form: "template" as const, id, result: submission.reply(), toast: firstErrorAsToast(submission.error) },
          { status: submission.status },
        );
      }
      case "delete-template":
      case "require-two-factor":
      case null:
        throw notUnderstood();
    }
  }
  const change = submission.value;
  switch (change.intent) {
    case "alert-recipients": {
      const addresses = change.recipients;
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
    case "require-two-factor": {
      const required = change.required === "on";
      const admin = getStaff(args.context);
      // Nobody is locked out by it: the admin who turns it on has it already.
      if (required && !(await hasTwoFactor(admin.id))) {
        return redirectWithToast("/admin/settings", {
          type: "error",
          title: "Not changed",
          description: "Turn on two-step sign-in for your own account first, on Your account.",
        });
      }
      await setTwoFactorRequired(required);
      describeAdminWrite(
        args.context,
        required
          ? "Required two-step sign-in for every back-office account"
          : "Made two-step sign-in optional for the back office",
      );
      return redirectWithToast("/admin/settings", {
        title: required ? "Two-step sign-in required" : "Two-step sign-in optional",
        description: required
          ? "Everyone in the back office sets it up at their next page, and signs in with a code from then on."
          : "Each person in the back office chooses for themselves.",
      });
    }
    case "save-template": {
      const { intent: _intent, ...template } = change;
      const saved = await saveMessageTemplate(template);
      if (saved !== "saved") {
        return redirectWithToast("/admin/settings#message-templates", {
          type: "error",
          title: "Not saved",
          description:
            saved === "full"
              ? `There are already ${MAX_TEMPLATES} templates: delete one first.`
              : "Someone deleted this template meanwhile. Add it again if it is still needed.",
        });
      }
      describeAdminWrite(args.context, `${template.id ? "Changed" : "Added"} the message template “${template.name}”`);
      return redirectWithToast("/admin/settings#message-templates", {
        title: template.id ? "Template saved" : "Template added",
      });
    }
    case "delete-template": {
      const name = await deleteMessageTemplate(change.id);
      if (name) describeAdminWrite(args.context, `Deleted the message template “${name}”`);
      return redirectWithToast("/admin/settings#message-templates", {
        title: name ? "Template deleted" : "Already deleted",
      });
    }
    case "change-password":
      // The spec keeps the admin's password form here; staff (and admins) also have it on Your account.
      return saveOwnPassword(args.context, { ...submission, value: change }, "/admin/settings");
  }
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const changingPassword = useSubmittingIntent("change-password");
  const savingRecipients = useSubmittingIntent("alert-recipients");
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Admin Settings</h1>
      <ChangePasswordForm
        email={loaderData.email}
        emailLabel="Admin Email"
        lastResult={actionData?.form === "password" ? actionData.result : undefined}
        pending={changingPassword}
      />
      <RequireTwoFactorForm required={loaderData.twoFactorRequired} />
      <AlertRecipientsForm
        recipients={loaderData.recipients}
        defaultRecipient={loaderData.defaultRecipient}
        lastResult={actionData?.form === "alert-recipients" ? actionData.result : undefined}
        pending={savingRecipients}
      />
      <MessageTemplatesSettings
        templates={loaderData.templates}
        lastResult={actionData?.form === "template" ? { id: actionData.id, result: actionData.result } : undefined}
      />
    </>
  );
}

/** Whether everyone in the back office must use two-step sign-in. */
function RequireTwoFactorForm({ required }: { required: boolean }) {
  const saving = useSubmittingIntent("require-two-factor");
  const [form, fields] = useSchemaForm(RequireTwoFactorSchema, {
    id: "require-two-factor",
    defaultValue: { required: required ? "on" : undefined },
  });
  return (
    <AdminPanel headingId="two-factor-required-heading" heading="Two-step sign-in" className="mt-6 max-w-lg">
      <p className="mt-2 text-slate-600">
        {required
          ? "Required: everyone in the back office signs in with a code from an authenticator app."
          : "Optional: each person in the back office turns it on for themselves, on Your account."}
      </p>
      <IntentForm form={form} intent="require-two-factor" className="mt-4 space-y-5">
        <Tickbox field={fields.required}>Require two-step sign-in for everyone in the back office</Tickbox>
        <StatusButton pending={saving} pendingLabel="Saving…">
          Save
        </StatusButton>
      </IntentForm>
    </AdminPanel>
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
  const [form, fields] = useSchemaForm(AlertRecipientsSchema, {
    id: "alert-recipients",
    lastResult,
    defaultValue: { recipients: recipients.join("\n") },
  });
  return (
    <AdminPanel headingId="alerts-heading" heading="Lead alerts" className="mt-6 max-w-lg">
      <p className="mt-2 text-slate-600">
        Every new contact message, demo request, trial class request and job application is e-mailed to these addresses.
      </p>
      <IntentForm form={form} intent="alert-recipients" className="mt-4 space-y-5">
        <TextArea
          field={fields.recipients}
          label="Alert e-mail addresses"
          hint={`One per line, at most ${MAX_ALERT_RECIPIENTS}. When empty, alerts go to the company's general e-mail, ${defaultRecipient}.`}
          rows={4}
          autoComplete="off"
        />
        <StatusButton pending={pending} pendingLabel="Saving…">
          Save alert addresses
        </StatusButton>
      </IntentForm>
    </AdminPanel>
  );
}
