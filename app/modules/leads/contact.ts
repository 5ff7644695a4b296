import { z } from "zod";
import { emailAddress, optionalPhoneNumber, requiredText } from "#app/modules/forms/fields.ts";

export const ContactSchema = z.object({
  name: requiredText("your full name", 100),
  email: emailAddress(),
  phone: optionalPhoneNumber,
  subject: requiredText("a subject", 150),
  message: requiredText("your message", 5000),
});
