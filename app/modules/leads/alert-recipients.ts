import { z } from "zod";

export const MAX_ALERT_RECIPIENTS = 10;

const looksLikeEmail = z.email().max(254);

/**
 * Who gets an e-mail for every new lead: addresses one per line (commas work too), checked one by one, repeats
 * dropped. Empty means "the company's general e-mail address".
 */
export const AlertRecipientsSchema = z.object({
  intent: z.literal("alert-recipients"),
  recipients: z
    .string()
    .max(5_000, { error: "That list is too long." })
    .default("")
    .transform((value, ctx) => {
      const addresses = [
        ...new Set(
          value
            .split(/[\s,;]+/)
            .map((address) => address.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      const invalid = addresses.find((address) => !looksLikeEmail.safeParse(address).success);
      if (invalid) ctx.addIssue({ code: "custom", message: `“${invalid}” is not a valid e-mail address.` });
      if (addresses.length > MAX_ALERT_RECIPIENTS) {
        ctx.addIssue({ code: "custom", message: `Please list at most ${MAX_ALERT_RECIPIENTS} addresses.` });
      }
      return addresses;
    }),
});
