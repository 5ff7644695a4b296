import { data } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "#app/server/submission.server.ts";
import { weakPasswordReason } from "./password-strength.server.ts";

/*
 * The pages that set a password from a mailed link (accepting an invitation, resetting a password): the link's
 * token is in their address, and their form sends it back with the new password.
 */

/** The token of the mailed link the page was opened from; "" when there is none. */
export const linkToken = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The token must not leave in a Referer header, nor stay in a cache. */
export const LINK_PAGE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };

/** A password typed is never sent back to the page, whatever the answer. */
const hidden = { hideFields: ["password", "confirmPassword"] };

/**
 * The form of such a page, parsed, with a weak password refused. When it passes, `refuse` answers with a message
 * at the top of the form, for a link found unusable on the way.
 */
export async function parseNewPassword<Schema extends z.ZodType<{ token: string; password: string }>>(
  request: Request,
  schema: Schema,
) {
  const submission = await parseSubmission(request, schema);
  if (!submission.ok)
    return { ok: false, answer: data({ result: submission.reply(hidden) }, { status: submission.status }) } as const;
  const weak = await weakPasswordReason(submission.value.password, []);
  if (weak) {
    const result = submission.reply({ fieldErrors: { password: [weak] }, ...hidden });
    return { ok: false, answer: data({ result }, { status: 400 }) } as const;
  }
  const refuse = (message: string) =>
    data({ result: submission.reply({ formErrors: [message], ...hidden }) }, { status: 400 });
  return { ok: true, value: submission.value, refuse } as const;
}
