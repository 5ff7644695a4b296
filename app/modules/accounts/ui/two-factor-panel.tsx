import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { indiaDate } from "#app/modules/admin/india-time.ts";
import { useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { StatusButton } from "#app/ui/status-button.tsx";
import {
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorRenewSchema,
  TwoFactorStartSchema,
} from "../two-factor-schemas.ts";

export type TwoFactorPanelProps = {
  status: { enabled: boolean; enabledAt: string | Date | null; recoveryCodesLeft: number };
  enrollment: { manualKey: string; qrCode: string } | null;
  required: boolean;
  /** The answer to this panel's last form: which form, its result, and new recovery codes to show once. */
  answer: { form: string; result: SubmissionResult<string[]>; recoveryCodes: string[] | null } | null;
};

const resultFor = (answer: TwoFactorPanelProps["answer"], form: string) =>
  answer?.form === form ? answer.result : undefined;

/** Two-step sign-in on "Your account": set it up with a QR code, see the recovery codes once, turn it off. */
export function TwoFactorPanel({ status, enrollment, required, answer }: TwoFactorPanelProps) {
  const codes = answer?.recoveryCodes ?? null;
  return (
    <AdminPanel headingId="two-factor-heading" heading="Two-step sign-in" className="mt-6 max-w-lg">
      <div id="two-factor" className="mt-2 space-y-4">
        {codes ? <RecoveryCodes codes={codes} /> : null}
        {status.enabled ? (
          <Enabled status={status} required={required} answer={answer} />
        ) : enrollment ? (
          <Enrolling enrollment={enrollment} answer={answer} />
        ) : (
          <NotSetUp required={required} />
        )}
      </div>
    </AdminPanel>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status" className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      <p className="font-semibold">Save these recovery codes now: they are shown only this once.</p>
      <p className="mt-1 text-sm">
        If you lose your phone, each code signs you in once instead of the app's code. Keep them somewhere safe, such as
        a password manager or a printed page.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-1 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function NotSetUp({ required }: { required: boolean }) {
  const starting = useSubmittingIntent("two-factor-start");
  const [form] = useSchemaForm(TwoFactorStartSchema, { id: "two-factor-start" });
  return (
    <>
      {required ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-900">
          Two-step sign-in is required for everyone in the back office. Please set it up to go on.
        </p>
      ) : null}
      <p className="text-slate-700">
        With two-step sign-in, signing in also asks for a six-digit code from an app on your phone (such as Google
        Authenticator or Microsoft Authenticator), so a stolen password alone cannot open the back office.
      </p>
      <IntentForm form={form} intent="two-factor-start">
        <StatusButton pending={starting} pendingLabel="Starting…">
          Set up two-step sign-in
        </StatusButton>
      </IntentForm>
    </>
  );
}

function Enrolling({
  enrollment,
  answer,
}: Pick<TwoFactorPanelProps, "answer"> & { enrollment: { manualKey: string; qrCode: string } }) {
  const confirming = useSubmittingIntent("two-factor-confirm");
  const [form, fields] = useSchemaForm(TwoFactorConfirmSchema, {
    id: "two-factor-confirm",
    lastResult: resultFor(answer, "two-factor-confirm"),
  });
  return (
    <>
      <ol className="list-decimal space-y-3 pl-5 text-slate-700">
        <li>
          In your authenticator app, add an account by scanning this code:
          <img
            src={enrollment.qrCode}
            alt="QR code to add SkillSprouts to your authenticator app"
            width={240}
            height={240}
            className="mt-2 rounded-xl ring-1 ring-slate-200"
          />
          <span className="mt-2 block text-sm">
            Can't scan it? Type this key instead:{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all">{enrollment.manualKey}</code>
          </span>
        </li>
        <li>Enter the six-digit code the app shows for SkillSprouts.</li>
      </ol>
      <IntentForm form={form} intent="two-factor-confirm" className="space-y-4">
        <TextInput field={fields.code} label="Code from the app" type="text" autoComplete="one-time-code" />
        <StatusButton pending={confirming} pendingLabel="Checking…">
          Turn on two-step sign-in
        </StatusButton>
      </IntentForm>
    </>
  );
}

function Enabled({ status, required, answer }: Omit<TwoFactorPanelProps, "enrollment">) {
  const [renewForm, renewFields] = useSchemaForm(TwoFactorRenewSchema, {
    id: "two-factor-renew",
    lastResult: resultFor(answer, "two-factor-renew"),
  });
  const [disableForm, disableFields] = useSchemaForm(TwoFactorDisableSchema, {
    id: "two-factor-disable",
    lastResult: resultFor(answer, "two-factor-disable"),
  });
  const since = status.enabledAt ? indiaDate.format(new Date(status.enabledAt)) : null;
  return (
    <>
      <p className="text-slate-700">
        <strong>On</strong>
        {since ? ` since ${since}` : ""}. You have {status.recoveryCodesLeft} unused recovery{" "}
        {status.recoveryCodesLeft === 1 ? "code" : "codes"}.
      </p>
      <PasswordCheckedForm
        form={renewForm}
        password={renewFields.currentPassword}
        intent="two-factor-renew"
        label="Current password, for new recovery codes"
        pendingLabel="Making codes…"
      >
        Make new recovery codes
      </PasswordCheckedForm>
      {required ? (
        <p className="text-sm text-slate-600">Two-step sign-in is required for the back office, so it stays on.</p>
      ) : (
        <PasswordCheckedForm
          form={disableForm}
          password={disableFields.currentPassword}
          intent="two-factor-disable"
          label="Current password, to turn it off"
          pendingLabel="Turning off…"
        >
          Turn off two-step sign-in
        </PasswordCheckedForm>
      )}
    </>
  );
}

/** A change to two-step sign-in that the user's current password must allow: the password, then its button. */
function PasswordCheckedForm<Fields extends Record<string, unknown>>({
  form,
  password,
  intent,
  label,
  pendingLabel,
  children,
}: {
  form: FormMetadata<Fields>;
  password: FieldMetadata<string>;
  intent: string;
  label: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const pending = useSubmittingIntent(intent);
  return (
    <IntentForm form={form} intent={intent} className="space-y-3">
      <TextInput field={password} label={label} type="password" autoComplete="current-password" />
      <StatusButton pending={pending} pendingLabel={pendingLabel}>
        {children}
      </StatusButton>
    </IntentForm>
  );
}
