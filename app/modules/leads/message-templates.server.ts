import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { appSettings } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import {
  defaultTemplates,
  MAX_TEMPLATES,
  offeredTemplates,
  templateValues,
  type MessageTemplate,
  type OfferedTemplate,
} from "./message-templates.ts";
import type { LeadKind } from "./pipeline.ts";

const KEY = "lead_message_templates";
const StoredTemplates = z.array(z.object({ id: z.string(), name: z.string(), subject: z.string(), body: z.string() }));

/**
 * The templates a lead can be sent, filled in for it and signed by `staff`: what its page offers, and what a send
 * is made from again on the server.
 */
export async function templatesOfferedFor(
  kind: LeadKind,
  lead: { fields: readonly { key: string; value: string }[]; phone: string; email: string },
  staff: string,
): Promise<OfferedTemplate[]> {
  return offeredTemplates(await getMessageTemplates(), templateValues(kind, lead.fields, staff), lead);
}

/** The templates as admins left them; the defaults until they first change one. */
export async function getMessageTemplates(): Promise<MessageTemplate[]> {
  const [row] = await db().select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) return [...defaultTemplates];
  const parsed = StoredTemplates.safeParse(row.value);
  return parsed.success ? parsed.data : [...defaultTemplates];
}

/**
 * Changes the list under a row lock, so two admins saving different templates at once both keep their change.
 * The list starts as the defaults the first time.
 */
async function changeTemplates<T>(
  change: (templates: MessageTemplate[]) => { templates: MessageTemplate[]; result: T },
) {
  return db().transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: KEY, value: [...defaultTemplates] })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, KEY))
      .for("update");
    const parsed = StoredTemplates.safeParse(row?.value);
    const { templates, result } = change(parsed.success ? parsed.data : [...defaultTemplates]);
    await tx
      .update(appSettings)
      .set({ value: templates, updatedAt: sql`now()` })
      .where(eq(appSettings.key, KEY));
    return result;
  });
}

/**
 * Saves one template: a new one (no id) is added at the end. Returns "full" when the list already has the most
 * templates it may, and "gone" when the template was deleted meanwhile (so an admin's edit is not silently lost).
 */
export async function saveMessageTemplate(
  template: Omit<MessageTemplate, "id"> & { id: string },
): Promise<"saved" | "full" | "gone"> {
  return changeTemplates((templates) => {
    if (!template.id) {
      if (templates.length >= MAX_TEMPLATES) return { templates, result: "full" as const };
      return { templates: [...templates, { ...template, id: randomUUID() }], result: "saved" as const };
    }
    if (!templates.some((existing) => existing.id === template.id)) return { templates, result: "gone" as const };
    return {
      templates: templates.map((existing) => (existing.id === template.id ? template : existing)),
      result: "saved" as const,
    };
  });
}

/** Deletes a template; the name of what was deleted, or null when it was already gone. */
export async function deleteMessageTemplate(id: string): Promise<string | null> {
  return changeTemplates((templates) => ({
    templates: templates.filter((template) => template.id !== id),
    result: templates.find((template) => template.id === id)?.name ?? null,
  }));
}
