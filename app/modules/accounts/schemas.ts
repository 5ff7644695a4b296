import { z } from "zod";
import { emailAddress } from "#app/modules/forms/fields.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** New passwords: at least this long (and, checked on the server, hard enough to guess: password-strength.server.ts). */
export const MIN_PASSWORD_LENGTH = 10;

/** What a new password's field says under its label. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not a common one like 123456.`;

const email = emailAddress();

const newPassword = z
  .string({ error: "Please choose a password." })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(200, { error: "Password must be at most 200 characters." })
  .refine((value) => !isCommonPassword(value), {
    error: "That password is too common and easy to guess. Please choose another.",
  });

type PasswordPair = z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>;

function matching<S extends PasswordPair>(schema: S): S {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "Passwords do not match: Please check your passwords and try again.",
  });
}

export const LoginSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password." }).max(200),
  redirectTo: z.string().optional(),
});

export const SignupSchema = matching(
  z.object({
    fullName: z.string().trim().max(80, { error: "Please keep your name under 80 characters." }).optional(),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password." }),
  }),
);

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = matching(
  z.object({
    token: z.string({ error: "This reset link is incomplete." }).min(20).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password." }),
  }),
);

const TOO_SHORT = `Password Too Short: Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

/**
 * One's own password change (Your account, Admin Settings): the current password first, so a session left open
 * on a shared computer cannot be turned into the account; the spec's two messages, with today's length.
 */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current Password Needed: Please enter your current password." })
      .min(1, { error: "Current Password Needed: Please enter your current password." })
      .max(200),
    password: z
      .string({ error: TOO_SHORT })
      .min(MIN_PASSWORD_LENGTH, { error: TOO_SHORT })
      .max(200, { error: "Password must be at most 200 characters." })
      .refine((value) => !isCommonPassword(value), {
        error: "That password is too common and easy to guess. Please choose another.",
      }),
    confirmPassword: z.string({ error: "Please confirm the new password." }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "Passwords Don't Match: Please ensure both password fields are identical.",
  });

/** An admin's invitation of a member of staff (User Management). */
export const InviteSchema = z.object({
  intent: z.literal("invite"),
  fullName: z
    .string({ error: "Please enter their name." })
    .trim()
    .min(1, { error: "Please enter their name." })
    .max(80, { error: "Please keep the name under 80 characters." }),
  email: emailAddress("their e-mail address"),
  role: z.enum(["staff", "admin"], { error: "Please choose staff or admin." }),
});

/** The invited person's first password, with the sign-up rules. */
export const AcceptInviteSchema = matching(
  z.object({
    token: z.string({ error: "This invitation link is incomplete." }).min(20).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password." }),
  }),
);
