import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { checkSubmission, type ParsedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { changePassword } from "./auth.server.ts";
import { getStaff } from "./guards.server.ts";
import { ChangePasswordSchema } from "./schemas.ts";

/**
 * The back-office user's own password change (Your account, and Admin Settings for admins): the new password is
 * saved, every other session of theirs ends, and the audit log says so without the password. A refused form
 * answers with its errors (never the passwords back) and the first one as a toast for JavaScript.
 */
export async function changeOwnPassword(context: Readonly<RouterContextProvider>, fields: FormData, page: string) {
  const submission = await checkSubmission(fields, ChangePasswordSchema);
  if (!submission.ok) return refusedPassword(submission);
  return saveOwnPassword(context, submission.value.password, page);
}

/** The password form, as a page with other forms too receives it: told apart by its `intent`. */
export const OwnPasswordChange = ChangePasswordSchema.safeExtend({ intent: z.literal("change-password") });

/** Saves the signed-in user's new password, ends their other sessions, and goes back to `page` saying so. */
export async function saveOwnPassword(context: Readonly<RouterContextProvider>, password: string, page: string) {
  const staff = getStaff(context);
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
      result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
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
