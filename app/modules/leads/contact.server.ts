import type { z } from "zod";
import { contactMessages } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { contactKeys } from "./contact-keys.ts";
import { noOrigin, type LeadOrigin } from "./lead-source.ts";
import { leadArrived } from "./arrival.server.ts";
import type { ContactSchema } from "./contact.ts";

/** Stores a message for the admin inbox, with its e-mail alert; the same form submitted twice is stored once. */
export async function submitContactMessage(
  input: z.output<typeof ContactSchema> & { submissionId: string },
  source: LeadOrigin = noOrigin,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, phone: input.phone ?? null, ...contactKeys(input), ...source })
      .onConflictDoNothing({ target: contactMessages.submissionId })
      .returning({ id: contactMessages.id });
    if (row) await leadArrived(tx, "messages", row.id);
  });
}
