import { redirect } from "react-router";
import { z } from "zod";
import { signedCookie } from "#app/server/signed-cookie.server.ts";
import { toastHeader } from "#app/server/toast.server.ts";
import { readSessionToken, startSession } from "./session.server.ts";
import { hasTwoFactor } from "./two-factor.server.ts";
import { recordStaffSignIn } from "#app/modules/admin/audit.server.ts";

/*
 * The last step of every way in (the password, a mailed sign-in link, an accepted invitation): a session, or,
 * for an account with two-step sign-in, the page that asks for its code first. Between the two steps the browser
 * holds only a signed, five-minute note of whose sign-in it is and where it was going; no session exists yet.
 */

const SECOND_STEP_SECONDS = 5 * 60;
const secondStepCookie = signedCookie("__second_step", SECOND_STEP_SECONDS);
const PendingSignIn = z.object({ userId: z.uuid(), target: z.string().max(2000), at: z.number() });
export type PendingSignIn = z.infer<typeof PendingSignIn>;

export const SECOND_STEP_PATH = "/two-step";

type Welcome = { title: string; description: string };
const WELCOME_BACK: Welcome = { title: "Welcome Back", description: "You are signed in." };

export async function completeSignIn(
  request: Request,
  userId: string,
  target: string,
  welcome: Welcome = WELCOME_BACK,
): Promise<Response> {
  const headers = new Headers();
  if (await hasTwoFactor(userId)) {
    headers.append("Set-Cookie", await secondStepCookie().serialize({ userId, target, at: Date.now() }));
    return redirect(SECOND_STEP_PATH, { headers });
  }
  return signedIn(request, userId, target, headers, welcome);
}

/** Starts the session and goes on: the end of a sign-in, with or without its second step. */
export async function signedIn(
  request: Request,
  userId: string,
  target: string,
  headers = new Headers(),
  welcome: Welcome = WELCOME_BACK,
) {
  headers.append("Set-Cookie", await startSession(userId, await readSessionToken(request)));
  headers.append("Set-Cookie", await toastHeader(welcome));
  await recordStaffSignIn(request, userId);
  return redirect(target, { headers });
}

/** The sign-in waiting for its second step, while its five minutes last. */
export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const parsed = PendingSignIn.safeParse(await secondStepCookie().parse(request.headers.get("Cookie")));
  if (!parsed.success || Date.now() - parsed.data.at > SECOND_STEP_SECONDS * 1000) return null;
  return parsed.data;
}

export function endPendingSignIn(): Promise<string> {
  return secondStepCookie().serialize("", { maxAge: 0 });
}
