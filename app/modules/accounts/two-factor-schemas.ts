import { z } from "zod";

/** The forms of two-step sign-in on "Your account", checked the same in the browser and on the server. */

const code = z
  .string({ error: "Please enter the six-digit code from your app." })
  .trim()
  .regex(/^\d{3}\s?\d{3}$/, { error: "Please enter the six-digit code from your app." });
const currentPassword = z
  .string({ error: "Please enter your current password." })
  .min(1, { error: "Please enter your current password." })
  .max(200);

export const TwoFactorStartSchema = z.object({ intent: z.literal("two-factor-start") });
export const TwoFactorConfirmSchema = z.object({ intent: z.literal("two-factor-confirm"), code });
export const TwoFactorDisableSchema = z.object({ intent: z.literal("two-factor-disable"), currentPassword });
export const TwoFactorRenewSchema = z.object({ intent: z.literal("two-factor-renew"), currentPassword });

export const TwoFactorChange = z.discriminatedUnion("intent", [
  TwoFactorStartSchema,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorRenewSchema,
]);

/** Admin Settings: two-step sign-in for every back-office account (a tick box: "on" when ticked). */
export const RequireTwoFactorSchema = z.object({
  intent: z.literal("require-two-factor"),
  required: z.literal("on").optional(),
});
