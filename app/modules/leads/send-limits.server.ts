import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { checkRateLimits } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { storeOrAskAgain } from "#app/server/submission.server.ts";

type ReplyOptions = { hideFields?: string[] };
type Form = { reply: (options?: ReplyOptions & { formErrors?: string[] }) => SubmissionResult<string[]> };

/**
 * How many leads one sender may send in ten minutes, over the contact, demo, trial class and job forms together:
 * per internet address (a school's Wi-Fi is shared by many parents and teachers, so the number is generous) and
 * per e-mail address (one family rarely needs more than a message and a correction).
 */
export const LEAD_LIMITS = { perAddress: 20, perEmail: 3, windowSeconds: 10 * 60 } as const;

/** Who sends a lead, as the limits count them: the client's address and the e-mail address given. */
export const sender = (context: Readonly<RouterContextProvider>, email: string) => ({
  clientIp: context.get(requestInfoContext).clientIp,
  email,
});

/** "in about 7 minutes", "in a minute" ("लगभग 7 मिनट बाद"…): when a refused sender may try again. */
export function whenAgain(seconds: number, language: Language = defaultLanguage): string {
  const minutes = Math.ceil(seconds / 60);
  const t = translator(language);
  return minutes <= 1 ? t("form.inAMinute") : t("form.inMinutes", { minutes });
}

/** Thrown inside the store when the sender is over a limit, so a database outage during the count keeps the form too. */
class TooManySends extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("too many lead forms from one sender");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Stores a lead form's submission unless its sender has sent too many: then a friendly 429 keeps what was typed,
 * says (in the page's language) when to try again and gives the phone number, so a parent in a hurry can call instead. The count and the
 * store run as `storeOrAskAgain` runs them, so a brief database outage keeps the form too.
 */
export async function storeLeadWithinLimits(
  form: Form,
  sender: { clientIp: string; email: string },
  store: () => Promise<unknown>,
  replyOptions: ReplyOptions = {},
  language: Language = defaultLanguage,
) {
  try {
    return await storeOrAskAgain(
      form,
      async () => {
        const limit = await checkRateLimits([
          {
            key: `lead:ip:${sender.clientIp}`,
            limit: LEAD_LIMITS.perAddress,
            windowSeconds: LEAD_LIMITS.windowSeconds,
          },
          {
            key: `lead:email:${sender.email.trim().toLowerCase()}`,
            limit: LEAD_LIMITS.perEmail,
            windowSeconds: LEAD_LIMITS.windowSeconds,
          },
        ]);
        if (!limit.allowed) throw new TooManySends(limit.retryAfterSeconds);
        await store();
      },
      replyOptions,
      language,
    );
  } catch (error) {
    if (!(error instanceof TooManySends)) throw error;
    const { phones } = await getCompanyDetails();
    const message = translator(language)("form.pausedSends", {
      when: whenAgain(error.retryAfterSeconds, language),
      phone: phones.general,
    });
    return data(
      { result: form.reply({ ...replyOptions, formErrors: [message] }) },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
}
