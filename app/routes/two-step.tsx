import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/two-step";
import { AccountForm } from "#app/modules/accounts/ui/account-form.tsx";
import { endPendingSignIn, readPendingSignIn, signedIn } from "#app/modules/accounts/sign-in.server.ts";
import { verifySecondFactor } from "#app/modules/accounts/two-factor.server.ts";
import { TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { hitRateLimit, retryMessage } from "#app/server/rate-limit.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

/*
 * The second step of signing in to a back-office account with two-step sign-in on: the six-digit code from the
 * authenticator app, or one of the account's recovery codes.
 */

const SecondStepSchema = z.object({
  code: z
    .string({ error: "Please enter the code from your app, or a recovery code." })
    .trim()
    .min(6, { error: "Please enter the code from your app, or a recovery code." })
    .max(20, { error: "That code is too long. Please check it." }),
});

/** Wrong codes one pending sign-in may try: the password was right, so this is the owner or a thief with it. */
const CODE_TRIES = { limit: 5, windowSeconds: 15 * 60 };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({
    matches,
    location,
    title: "Two-step sign-in",
    description: "Enter the code from your authenticator app to finish signing in.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await readPendingSignIn(request))) throw redirect("/admin/login");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const pending = await readPendingSignIn(request);
  if (!pending) {
    return redirectWithToast("/admin/login", {
      type: "error",
      title: "Please sign in again",
      description: "The five minutes to enter your code ran out.",
    });
  }
  const submission = await parseSubmission(request, SecondStepSchema);
  if (!submission.ok) return data({ result: submission.reply() }, { status: submission.status });
  const tries = await hitRateLimit(`second-step:${pending.userId}`, CODE_TRIES.limit, CODE_TRIES.windowSeconds);
  if (!tries.allowed) {
    const message = `${retryMessage(tries.retryAfterSeconds)} If you have lost your phone, use a recovery code.`;
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ["code"] }) },
      { status: 429, headers: { "Retry-After": String(tries.retryAfterSeconds) } },
    );
  }
  if (!(await verifySecondFactor(pending.userId, submission.value.code))) {
    const message = "That code is not right. Codes change every 30 seconds: please try the newest one.";
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ["code"] }) },
      { status: 400 },
    );
  }
  const headers = new Headers({ "Set-Cookie": await endPendingSignIn() });
  return signedIn(request, pending.userId, pending.target, headers);
}

export default function TwoStep({ actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(SecondStepSchema, {
    id: "two-step",
    lastResult: actionData?.result,
    shouldRevalidate: "onBlur",
  });
  return (
    <>
      <h1 className="text-3xl font-extrabold">Two-step sign-in</h1>
      <p className="mt-2 text-slate-600">
        Open your authenticator app and enter the six-digit code for SkillSprouts. Lost your phone? Enter one of your
        recovery codes instead.
      </p>
      <AccountForm form={form} submitLabel="Sign in" pendingLabel="Checking…">
        <TextInput field={fields.code} label="Code" type="text" autoComplete="one-time-code" />
      </AccountForm>
    </>
  );
}
