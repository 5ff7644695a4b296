import { data, type RouterContextProvider } from "react-router";
import { recordFailedStaffSignIn } from "#app/modules/admin/audit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { checkRateLimits, clearRateLimit, retryMessage } from "#app/server/rate-limit.server.ts";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { checkSubmission, UnreadableBody, type ParsedSubmission } from "#app/server/submission.server.ts";
import { BoundedFormStrategy, InvalidCredentials, verifyCredentials } from "./auth.server.ts";
import { LoginSchema } from "./schemas.ts";
import { completeSignIn } from "./sign-in.server.ts";

type LoginOptions = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The admin sign-in accepts only staff and admins, and says nothing more than "invalid" to anyone else. */
  adminOnly: boolean;
};

const FAILED = { visitor: "Sign in Failed", admin: "Login Failed" } as const;

/**
 * Sign-in attempts, each counted before its password is checked (one statement that adds it and returns the
 * count, so attempts sent at once cannot all slip under the limit). The tight limit is per account and address:
 * someone guessing from elsewhere cannot lock the owner out of their own network. Past it, and past the looser
 * limits for one address (many accounts) or one account (many addresses), the owner's way in is a sign-in link
 * mailed to them. A correct sign-in clears its account-and-address count.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndAddress: 10,
  perAddress: 100,
  perAccount: 100,
  windowSeconds: 15 * 60,
} as const;

function signInRules(email: string, ip: string) {
  const { windowSeconds } = SIGN_IN_LIMITS;
  return {
    own: `sign-in:account-ip:${email}:${ip}`,
    rules: [
      { key: `sign-in:account-ip:${email}:${ip}`, limit: SIGN_IN_LIMITS.perAccountAndAddress, windowSeconds },
      { key: `sign-in:ip:${ip}`, limit: SIGN_IN_LIMITS.perAddress, windowSeconds },
      { key: `sign-in:account:${email}`, limit: SIGN_IN_LIMITS.perAccount, windowSeconds },
    ],
  };
}

/**
 * The login action shared by /login and /admin/login: remix-auth's form strategy reads the form, once, and hands
 * it to the sign-in's own steps (its schema, the attempt limits, the password).
 */
export async function handleLogin(options: LoginOptions) {
  const strategy = new BoundedFormStrategy(({ form }) => signIn(form, options));
  try {
    return await strategy.authenticate(options.request);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    const { reply } = await checkSubmission(new FormData(), LoginSchema, { unreadable: error });
    return refused(reply, error.status);
  }
}

/** A form refused before any password was checked: what was wrong with it, the password never sent back. */
function refused(reply: ParsedSubmission<unknown>["reply"], status: number) {
  return data({ result: reply({ hideFields: ["password"] }), toast: null, signInLink: null }, { status });
}

async function signIn(form: FormData, { request, context, adminOnly }: LoginOptions) {
  const submission = await checkSubmission(form, LoginSchema);
  if (!submission.ok) return refused(submission.reply, submission.status);
  const failTitle = adminOnly ? FAILED.admin : FAILED.visitor;
  const { email, password } = submission.value;
  const clientIp = context.get(requestInfoContext).clientIp;
  const { own, rules } = signInRules(email, clientIp);
  const limit = await checkRateLimits(rules);
  if (!limit.allowed) {
    await recordFailedStaffSignIn(request, { email }, "Sign-in refused: too many tries", clientIp);
    const message = `${retryMessage(limit.retryAfterSeconds)} You can also sign in with a link we e-mail you.`;
    return data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        toast: { title: failTitle, description: message },
        signInLink: `/sign-in-link?email=${encodeURIComponent(email)}`,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  try {
    const user = await verifyCredentials(email, password);
    if (adminOnly && user.role === "user") throw new InvalidCredentials();
    await clearRateLimit(own);
    const fallback = adminOnly ? "/admin/dashboard" : "/";
    const target = safeRedirect(submission.value.redirectTo, fallback, adminOnly ? { within: "/admin" } : {});
    return completeSignIn(request, user.id, target);
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error;
    await recordFailedStaffSignIn(request, { email }, "Sign-in failed: wrong password", clientIp);
    return data(
      {
        result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
        toast: { title: failTitle, description: error.message },
        signInLink: null,
      },
      { status: 400 },
    );
  }
}
