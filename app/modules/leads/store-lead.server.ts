import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { isHoneypotHit } from "#app/modules/forms/honeypot.server.ts";
import { submissionIdFor } from "#app/modules/forms/submission-key.server.ts";
import { parseSubmission, type CheckedSubmission } from "#app/server/submission.server.ts";
import { readFlashEvent } from "#app/server/toast.server.ts";
import { logger, reasonOf } from "#app/server/logger.server.ts";
import { queueStaffAlert } from "./alerts.server.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { leadSourceOf, type LeadOrigin } from "./lead-source.ts";
import { sender, storeLeadWithinLimits } from "./send-limits.server.ts";

/*
 * What the actions and loaders of the public lead forms (contact, trial class, offline demo, job application) do
 * alike with a lead, around the store each kind has of its own.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Stores a checked lead once per form submission (`submissionIdFor`, made from `kind` and what was sent), with
 * where the visitor came from and the language of the page, within the send limits. A bot caught by the honeypot (a filled field, a forged time stamp) is answered as if its
 * lead were stored, so it learns nothing. `unavailable` is the answer to send back when the lead cannot be taken
 * now; `stored` is what `store` answered, when it ran.
 */
export async function storeLead<Value extends { email: string }, Stored>(
  { request, context }: Args,
  form: CheckedSubmission<Value>,
  kind: string,
  store: (input: Value & { submissionId: string }, origin: LeadOrigin) => Promise<Stored>,
  replyOptions: { hideFields?: string[] } = {},
) {
  const submissionId = await submissionIdFor({ request, context }, kind, form.value);
  let stored: Stored | undefined;
  if (await isHoneypotHit(form.formData)) return { submissionId, unavailable: null, stored };
  const origin = { ...leadSourceOf(request.headers.get("Cookie")), language: requestLanguage(request) };
  const unavailable = await storeLeadWithinLimits(
    form,
    sender(context, form.value.email),
    async () => void (stored = await store({ ...form.value, submissionId }, origin)),
    replyOptions,
    origin.language,
  );
  // Staff hear of it within the minute; if this fails, the lead's own job queues the alert.
  if (!unavailable) {
    queueStaffAlert().catch((error: unknown) =>
      logger.warn({ reason: reasonOf(error) }, "the staff alert is left to the lead's own job"),
    );
  }
  return { submissionId, unavailable, stored };
}

/**
 * A lead form's post, checked with its schema and stored as `storeLead` stores it: `answer` is what to send back
 * when it was refused or cannot be taken now. For the forms with nothing more to check (the trial class, the demo).
 */
export async function takeLead<Schema extends z.ZodType<{ email: string }>>(
  args: Args,
  schema: Schema,
  kind: string,
  store: (input: z.output<Schema> & { submissionId: string }, origin: LeadOrigin) => Promise<unknown>,
) {
  const form = await parseSubmission(args.request, schema);
  if (!form.ok) return { ok: false, answer: data({ result: form.reply() }, { status: form.status }) } as const;
  const { submissionId, unavailable } = await storeLead(args, form, kind, store);
  if (unavailable) return { ok: false, answer: unavailable } as const;
  return { ok: true, value: form.value, submissionId } as const;
}

/**
 * The confirmation of a request, with the visitor's own details (found by `find` from its submission id): shown
 * once, to the browser that sent the request, from the one-time signed message of the send, never from a link.
 */
export async function confirmationOnce<Confirmation>(
  request: Request,
  event: string,
  find: (submissionId: string) => Promise<Confirmation | null>,
): Promise<Confirmation | null> {
  const flash = await readFlashEvent(request, event);
  return flash?.ref ? await find(flash.ref) : null;
}
