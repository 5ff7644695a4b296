import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { hitRateLimit, retryMessage, tooManyTries, type RateLimitResult } from "#app/server/rate-limit.server.ts";
import type { CheckedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { db } from "#app/server/db.server.ts";
import { renewCredentials } from "./account-links.server.ts";
import { isCurrentPassword } from "./auth.server.ts";
import { getStaff } from "./guards.server.ts";
import {
  confirmEnrollment,
  disableTwoFactor,
  isTwoFactorRequired,
  renewRecoveryCodes,
  startEnrollment,
} from "./two-factor.server.ts";
import { type TwoFactorChange } from "./two-factor-schemas.ts";

/*
 * "Your account": turning two-step sign-in on and off, and new recovery codes. Turning it off, or replacing the
 * codes, asks for the current password, as a password change does; setting it up again while it is on is refused.
 * Each change ends the account's other sessions and every link mailed before it (`renewCredentials`).
 */

type Change = z.infer<typeof TwoFactorChange>;

const ACCOUNT = "/admin/account";

/** A wrong current password here, many times over, is someone else at an open session: held back per account. */
const PASSWORD_TRIES = { limit: 10, windowSeconds: 15 * 60 };

export async function changeTwoFactor(context: Readonly<RouterContextProvider>, submission: CheckedSubmission<Change>) {
  const staff = getStaff(context);
  const change = submission.value;
  const refuse = (field: string, message: string, limited?: RateLimitResult) =>
    data(
      {
        form: change.intent,
        result: submission.reply({ fieldErrors: { [field]: [message] }, hideFields: ["currentPassword", "code"] }),
        recoveryCodes: null,
      },
      limited ? tooManyTries(limited) : { status: 400 },
    );
  switch (change.intent) {
    case "two-factor-start":
      if (!(await startEnrollment(staff.id))) {
        return redirectWithToast(`${ACCOUNT}#two-factor`, {
          type: "error",
          title: "Two-step sign-in is already on",
          description:
            "To move it to another phone, turn it off first (it asks for your password), then set it up again.",
        });
      }
      return redirect(`${ACCOUNT}#two-factor`);
    case "two-factor-confirm": {
      const codes = await confirmEnrollment(staff.id, change.code);
      if (!codes) return refuse("code", "That code is not right. Codes change every 30 seconds: try the newest one.");
      await renewCredentials(db(), staff.id, staff.sessionId);
      describeAdminWrite(context, "Turned on two-step sign-in");
      return { form: change.intent, result: submission.reply({ resetForm: true }), recoveryCodes: codes };
    }
    case "two-factor-disable":
    case "two-factor-renew": {
      const tries = await hitRateLimit(`own-password:${staff.id}`, PASSWORD_TRIES.limit, PASSWORD_TRIES.windowSeconds);
      if (!tries.allowed) return refuse("currentPassword", retryMessage(tries.retryAfterSeconds), tries);
      if (!(await isCurrentPassword(staff.id, change.currentPassword))) {
        return refuse("currentPassword", "That is not your current password.");
      }
      if (change.intent === "two-factor-renew") {
        const codes = await renewRecoveryCodes(staff.id);
        await renewCredentials(db(), staff.id, staff.sessionId);
        describeAdminWrite(context, "Made new two-step recovery codes");
        return { form: change.intent, result: submission.reply({ resetForm: true }), recoveryCodes: codes };
      }
      if (await isTwoFactorRequired()) {
        return refuse(
          "currentPassword",
          "Two-step sign-in is required for everyone in the back office, so it cannot be turned off.",
        );
      }
      await disableTwoFactor(staff.id);
      await renewCredentials(db(), staff.id, staff.sessionId);
      describeAdminWrite(context, "Turned off two-step sign-in");
      return redirectWithToast(ACCOUNT, {
        title: "Two-step sign-in is off",
        description: "Signing in now asks for your password only.",
      });
    }
  }
}
