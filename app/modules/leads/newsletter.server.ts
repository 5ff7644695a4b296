import { newsletterSubscribers } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";

/** Adds the address; an address already on the list is a success too, never an error. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "already-subscribed"> {
  const inserted = await db()
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "already-subscribed";
}
