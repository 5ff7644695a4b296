import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import type { CheckedSubmission, ParsedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { hitRateLimit, retryMessage, tooManyTries, type RateLimitResult } from "#app/server/rate-limit.server.ts";
import { changePassword, isCurrentPassword } from "./auth.server.ts";
import { weakPasswordReason } from "./password-strength.server.ts";
import { getStaff } from "./guards.server.ts";
import { ChangePasswordSchema } from "./schemas.ts";

/*
 * The back-office user's own password change (Your account, and Admin Settings for admins): with the current
 * password, the new one is saved, every other session of theirs ends, and the audit log says so without the
 * password. A refused form answers with its errors (never the passwords back) and the first one as a toast.
 */

/** The password form, as a page with other forms too receives it: told apart by its `intent`. */
export const OwnPasswordChange = ChangePasswordSchema.safeExtend({ intent: z.literal("change-password") });

const PASSWORD_FIELDS = ["currentPassword", "password", "confirmPassword"];

type PasswordChange = { currentPassword: string; password: string };
type AcceptedSubmission = CheckedSubmission<PasswordChange>;

/** One wrong current password in a row of many is someone else at an open session: held back per account. */
const CURRENT_PASSWORD_TRIES = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Saves the signed-in user's new password, ends their other sessions, and goes back to `page` saying so: once the
 * current password is right and the new one hard enough to guess. Otherwise the form says which field is wrong.
 */
export async function saveOwnPassword(
  context: Readonly<RouterContextProvider>,
  submission: AcceptedSubmission,
  page: string,
) {
  const staff = getStaff(context);
  const { currentPassword, password } = submission.value;
  const refuse = (field: string, message: string, limited?: RateLimitResult) =>
    data(
      {
        form: "password" as const,
        result: submission.reply({ fieldErrors: { [field]: [message] }, hideFields: PASSWORD_FIELDS }),
        toast: firstErrorAsToast({ [field]: [message] }),
      },
      limited ? tooManyTries(limited) : { status: 400 },
    );
  const tries = await hitRateLimit(
    `own-password:${staff.id}`,
    CURRENT_PASSWORD_TRIES.limit,
    CURRENT_PASSWORD_TRIES.windowSeconds,
  );
  if (!tries.allowed) return refuse("currentPassword", `Please Wait: ${retryMessage(tries.retryAfterSeconds)}`, tries);
  if (!(await isCurrentPassword(staff.id, currentPassword))) {
    return refuse("currentPassword", "Wrong Password: That is not your current password.");
  }
  const weak = await weakPasswordReason(password, [staff.email, staff.fullName]);
  if (weak) return refuse("password", `Password Too Easy: ${weak}`);
  await changePassword(staff.id, staff.sessionId, password);
  describeAdminWrite(context, "Changed their own password");
  return redirectWithToast(page, {
    title: "Password Updated",
    description: "Your new password is saved. Other devices have been signed out.",
  });
}

/** The password form's errors, without the passwords typed, and the first error as a toast. */
export function refusedPassword(submission: Extract<ParsedSubmission<unknown>, { ok: false }>) {
  return data(
    {
      form: "password" as const,
      result: submission.reply({ hideFields: PASSWORD_FIELDS }),
      toast: firstErrorAsToast(submission.error),
    },
    { status: submission.status },
  );
}

/** A refused form's first error as a toast: "Title: description" (the spec's messages), or the whole as title. */
export function firstErrorAsToast(errors: Record<string, string[] | null> | null) {
  const [first] = Object.values(errors ?? {}).flat();
  const [title, description] = (first ?? "Please check the form.").split(": ");
  return { title: title ?? "", description };
}
