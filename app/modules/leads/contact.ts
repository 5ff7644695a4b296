import { z } from "zod";

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, { error: `Please enter ${label}.` })
    .max(max, { error: `Please keep ${label} under ${max} characters.` });

export const email = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Please enter a valid e-mail address." }).max(254));

export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { error: "Please enter a phone number of 7 to 20 digits, e.g. +91 98765 43210." });

export const ContactSchema = z.object({
  submissionId: z.uuid(),
  name: required("your full name", 100),
  email,
  phone: phone.optional(),
  subject: required("a subject", 150),
  message: required("your message", 5000),
});

export { required };
