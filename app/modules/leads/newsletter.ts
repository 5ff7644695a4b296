import { z } from "zod";

export const NewsletterSchema = z.object({
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid e-mail address." }).max(254)),
});
