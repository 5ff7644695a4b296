import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/two-step";
import { AccountForm } from "#app/modules/accounts/ui/account-form.tsx";
import { endPendingSignIn, readPendingSignIn, signedIn } from "#app/modules/accounts/sign-in.server.ts";
import { isAppCode, verifySecondFactor } from "#app/modules/accounts/two-factor.server.ts";
import { TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { checkRateLimits, clearRateLimit, retryMessage } from "#app/server/rate-limit.server.ts";
import { recordFailedStaffSignIn } from "#app/modules/admin/audit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
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

/**
 * Codes tried after a right password (the owner, or a thief with it), each counted before it is checked (one
 * statement, so codes sent at once cannot slip under). A code from the app: 5 per account and address, so someone
 * guessing elsewhere cannot lock the owner out of their own network, and 20 per account from anywhere, so the
 * million codes cannot be walked through from many addresses. A recovery code (ten random characters: nobody
 * guesses one) is held back per address only, so it always lets the owner in. A right code clears the count of
 * its account and address.
 */
export const SECOND_STEP_LIMITS = {
  perAccountAndAddress: 5,
  perAccount: 20,
  recoveryPerAddress: 20,
  windowSeconds: 15 * 60,
} as const;

function secondStepRules(userId: string, ip: string, code: string) {
  const { windowSeconds } = SECOND_STEP_LIMITS;
  const own = `second-step:account-ip:${userId}:${ip}`;
  if (!isAppCode(code)) {
    return {
      own: null,
      rules: [{ key: `second-step:recovery-ip:${ip}`, limit: SECOND_STEP_LIMITS.recoveryPerAddress, windowSeconds }],
    };
  }
  return {
    own,
    rules: [
      { key: own, limit: SECOND_STEP_LIMITS.perAccountAndAddress, windowSeconds },
      { key: `second-step:account:${userId}`, limit: SECOND_STEP_LIMITS.perAccount, windowSeconds },
    ],
  };
}

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

export async function action({ request, context }: Route.ActionArgs) {
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
  const clientIp = context.get(requestInfoContext).clientIp;
  const { own, rules } = secondStepRules(pending.userId, clientIp, submission.value.code);
  const tries = await checkRateLimits(rules);
  const who = { userId: pending.userId };
  if (!tries.allowed) {
    await recordFailedStaffSignIn(request, who, "Two-step sign-in refused: too many tries", clientIp);
    const message = `${retryMessage(tries.retryAfterSeconds)} You can also sign in with one of your recovery codes.`;
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ["code"] }) },
      { status: 429, headers: { "Retry-After": String(tries.retryAfterSeconds) } },
    );
  }
  if (!(await verifySecondFactor(pending.userId, submission.value.code))) {
    await recordFailedStaffSignIn(request, who, "Two-step sign-in failed: wrong code", clientIp);
    const message = "That code is not right. Codes change every 30 seconds: please try the newest one.";
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ["code"] }) },
      { status: 400 },
    );
  }
  if (own) await clearRateLimit(own);
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
