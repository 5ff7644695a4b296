import { Honeypot } from "remix-utils/honeypot/server";
import { env } from "#app/server/env.server.ts";
import { HONEYPOT_FIELD, HONEYPOT_FROM_FIELD, type HoneypotProps } from "#app/ui/honeypot.tsx";

/*
 * The public forms' trap for bots (decision 026): a field people never see or fill, and a signed "valid from"
 * time stamp made when the page was drawn. remix-utils' Honeypot makes and checks both; the seed is the session
 * secret, so every process of every instance reads what any other drew.
 */

let honeypot: Honeypot | undefined;
const trap = () =>
  (honeypot ??= new Honeypot({
    nameFieldName: HONEYPOT_FIELD,
    validFromFieldName: HONEYPOT_FROM_FIELD,
    encryptionSeed: env().SESSION_SECRET,
  }));

/**
 * What a form's `HoneypotField` carries: valid from now (or `validFrom`, in ms). A page kept as stored bytes carries the time it was drawn,
 * hours old perhaps: a time stamp in the past is always accepted, so no page grows too old to send.
 */
export async function honeypotProps({ validFrom }: { validFrom?: number } = {}): Promise<HoneypotProps> {
  const { encryptedValidFrom } = await trap().getInputProps({ validFromTimestamp: validFrom });
  return { encryptedValidFrom };
}

/**
 * Whether a post fell into the trap: the hidden field filled, or a time stamp that is missing beside it, forged,
 * unreadable or in the future. A post with neither field is let through, as before the time stamp was added.
 */
export async function isHoneypotHit(formData: FormData): Promise<boolean> {
  try {
    await trap().check(formData);
    return false;
  } catch {
    // SpamError, or the decryption's own error on a forged or damaged time stamp: both are a bot's post.
    return true;
  }
}
