import { z } from "zod";
import { emailAddress } from "#app/modules/forms/fields.ts";

export const NewsletterSchema = z.object({ email: emailAddress() });
