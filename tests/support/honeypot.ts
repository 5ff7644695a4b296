import { honeypotProps } from "#app/modules/forms/honeypot.server.ts";
import { HONEYPOT_FIELD, HONEYPOT_FROM_FIELD } from "#app/ui/honeypot.tsx";

/**
 * The honeypot's fields as a browser sends them from a page the server drew (at `validFrom`, ms; now unless
 * given): the trap left empty and the signed time stamp.
 */
export async function honeypotFields({ validFrom }: { validFrom?: number } = {}): Promise<Record<string, string>> {
  const { encryptedValidFrom } = await honeypotProps({ validFrom });
  return { [HONEYPOT_FIELD]: "", [HONEYPOT_FROM_FIELD]: encryptedValidFrom };
}
