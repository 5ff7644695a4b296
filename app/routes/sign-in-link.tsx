import { useEffect } from "react";
import { UnusableLink } from "#app/components/unusable-link.tsx";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sign-in-link";
import { spendAccountLink, findUsableLink } from "#app/modules/accounts/account-links.server.ts";
import { queueAccountMail } from "#app/modules/accounts/account-mail.server.ts";
import { AccountForm } from "#app/modules/accounts/ui/account-form.tsx";
import { BackToLogIn } from "#app/modules/accounts/ui/account-page-links.tsx";
import { requireAnonymous } from "#app/modules/accounts/guards.server.ts";
import { completeSignIn } from "#app/modules/accounts/sign-in.server.ts";
import { TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { emailAddress } from "#app/modules/forms/fields.ts";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { checkRateLimits, retryMessage } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";

/*
 * Signing in without the password, by a one-time link mailed to the account's address: the owner's way in when
 * their sign-ins are held back (someone may be guessing their password), or when they simply prefer it. The
 * mailed link opens a page with a button, so a mail scanner that follows links signs nobody in.
 */

const AskSchema = z.object({ email: emailAddress() });
const SignInLinkAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), email: emailAddress() }),
  z.object({ intent: z.literal("use"), token: z.string().min(20).max(200) }),
]);

const EXPIRED = "This sign-in link has expired or was already used. Please ask for a new one.";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({
    matches,
    location,
    title: "Sign in with an e-mail link",
    description: "Get a one-time link by e-mail to sign in to your SkillSprouts account.",
  });

export async function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  const params = new URL(args.request.url).searchParams;
  const token = params.get("token");
  if (token !== null) {
    const link = token.length >= 20 ? await findUsableLink(token, "sign-in") : null;
    return data(
      { mode: link ? ("use" as const) : ("expired" as const), token: link ? token : null, email: link?.email ?? "" },
      { headers: { "Referrer-Policy": "no-referrer" } },
    );
  }
  return { mode: "ask" as const, token: null, email: (params.get("email") ?? "").slice(0, 320) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, SignInLinkAction);
  if (!submission.ok) return data({ result: submission.reply(), sent: false }, { status: submission.status });
  const command = submission.value;
  if (command.intent === "use") {
    const user = await spendAccountLink(command.token, "sign-in");
    if (!user) return data({ result: submission.reply({ formErrors: [EXPIRED] }), sent: false }, { status: 400 });
    return completeSignIn(request, user.id, user.role === "user" ? "/" : "/admin/dashboard");
  }
  const ip = context.get(requestInfoContext).clientIp;
  const limit = await checkRateLimits([
    { key: `sign-in-link:account-ip:${command.email}:${ip}`, limit: 3, windowSeconds: 60 * 60 },
    { key: `sign-in-link:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 },
  ]);
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: [retryMessage(limit.retryAfterSeconds)] }), sent: false },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  // The same answer, and the same work, whether or not the address has an account.
  await queueAccountMail({ kind: "sign-in", email: command.email });
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(AskSchema, {
    id: "sign-in-link",
    lastResult: actionData?.result,
    defaultValue: { email: loaderData.email },
    shouldRevalidate: "onBlur",
  });
  const sent = actionData?.sent === true;
  useEffect(() => {
    if (sent) toast.success("Sign-in Link Sent", { description: "Check your inbox for the link." });
  }, [sent]);

  if (loaderData.mode === "use" && loaderData.token) {
    const refused = actionData?.result?.error?.[""];
    return (
      <>
        <h1 className="text-3xl font-extrabold">Sign in</h1>
        <p className="mt-2 text-slate-600">
          Sign in to SkillSprouts as <strong className="break-all">{loaderData.email}</strong>.
        </p>
        {refused ? (
          <p role="alert" className="mt-4 font-semibold text-red-800">
            {refused[0]}
          </p>
        ) : null}
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="use" />
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
            Sign in
          </button>
        </Form>
      </>
    );
  }
  if (loaderData.mode === "expired") {
    return (
      <UnusableLink title="Sign in with an e-mail link" next={{ to: "/sign-in-link", label: "Get a new sign-in link" }}>
        {EXPIRED}
      </UnusableLink>
    );
  }
  if (sent) {
    return (
      <div role="status">
        <h1 className="text-3xl font-extrabold">Check your e-mail</h1>
        <p className="mt-4 text-slate-700">
          If an account exists for that address, we have sent it a link to sign in. The link works once, for 15 minutes.
          Remember to look in your spam folder too.
        </p>
        <BackToLogIn />
      </div>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">Sign in with an e-mail link</h1>
      <p className="mt-2 text-slate-600">
        Enter your account's e-mail address and we'll send you a link that signs you in, no password needed.
      </p>
      <AccountForm form={form} submitLabel="Send sign-in link" pendingLabel="Sending…">
        <input type="hidden" name="intent" value="send" />
        <TextInput field={fields.email} label="Email" type="email" autoComplete="email" />
      </AccountForm>
      <BackToLogIn />
    </>
  );
}
