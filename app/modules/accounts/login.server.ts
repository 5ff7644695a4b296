import { data, redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/server/request-context.ts";
import { checkRateLimits, peekRateLimit, retryMessage } from "#app/server/rate-limit.server.ts";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { toastHeader } from "#app/server/toast.server.ts";
import { authenticator, InvalidCredentials } from "./auth.server.ts";
import { LoginSchema } from "./schemas.ts";
import { readSessionId, startSession } from "./session.server.ts";

type LoginOptions = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The admin sign-in accepts only staff and admins, and says nothing more than "invalid" to anyone else. */
  adminOnly: boolean;
};

const FAILED = { visitor: "Sign in Failed", admin: "Login Failed" } as const;

/** The login action shared by /login and /admin/login. */
export async function handleLogin({ request, context, adminOnly }: LoginOptions) {
  const submission = await parseSubmission(request, LoginSchema);
  const failTitle = adminOnly ? FAILED.admin : FAILED.visitor;
  if (!submission.ok) {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: submission.status });
  }

  // Only failed attempts count, per address and per network, so a school behind one IP is not slowed
  // down by its own successful sign-ins while guessing stays throttled.
  const ip = context.get(requestInfoContext).clientIp;
  const rules = [
    { key: `login-failures:ip:${ip}`, limit: 50, windowSeconds: 15 * 60 },
    { key: `login-failures:email:${submission.value.email}`, limit: 10, windowSeconds: 15 * 60 },
  ];
  const blocked = (await Promise.all(rules.map((rule) => peekRateLimit(rule.key, rule.limit)))).find((r) => !r.allowed);
  if (blocked) {
    const message = retryMessage(blocked.retryAfterSeconds);
    return data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        toast: { title: failTitle, description: message },
      },
      { status: 429, headers: { "Retry-After": String(blocked.retryAfterSeconds) } },
    );
  }

  try {
    // The strategy reads the credentials from a form of its own: the body was read once, above.
    const { email, password } = submission.value;
    const credentials = new Request(request.url, { method: "POST", body: new URLSearchParams({ email, password }) });
    const user = await authenticator.authenticate("form", credentials);
    if (adminOnly && user.role === "user") throw new InvalidCredentials();
    const headers = new Headers();
    headers.append("Set-Cookie", await startSession(user.id, await readSessionId(request)));
    headers.append("Set-Cookie", await toastHeader({ title: "Welcome Back", description: "You are signed in." }));
    const fallback = adminOnly ? "/admin/dashboard" : "/";
    const target = safeRedirect(submission.value.redirectTo, fallback, adminOnly ? { within: "/admin" } : {});
    return redirect(target, { headers });
  } catch (error) {
    const message = error instanceof InvalidCredentials ? error.message : "Something went wrong";
    if (!(error instanceof InvalidCredentials)) throw error;
    await checkRateLimits(rules);
    return data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        toast: { title: failTitle, description: message },
      },
      { status: 400 },
    );
  }
}
