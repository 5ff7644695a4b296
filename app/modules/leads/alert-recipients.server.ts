import { eq } from "drizzle-orm";
import { z } from "zod";
import { appSettings } from "#db/schema.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { db } from "#app/server/db.server.ts";

const KEY = "lead_alert_recipients";
const StoredRecipients = z.array(z.email());

/** The addresses staff set in Admin Settings; an empty list when none are set. */
export async function getAlertRecipientSetting(): Promise<string[]> {
  const [row] = await db().select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  const parsed = StoredRecipients.safeParse(row?.value);
  return parsed.success ? parsed.data : [];
}

/** Where lead alerts go: the addresses set in Admin Settings, or else the company's general e-mail address. */
export async function alertRecipients(): Promise<string[]> {
  const chosen = await getAlertRecipientSetting();
  return chosen.length > 0 ? chosen : [(await getCompanyDetails()).emails.general];
}

export async function setAlertRecipients(addresses: readonly string[]): Promise<void> {
  await db()
    .insert(appSettings)
    .values({ key: KEY, value: addresses })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: addresses, updatedAt: new Date() } });
}
