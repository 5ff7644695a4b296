import { randomUUID } from "node:crypto";
import { contactMessages, demoRequests, trialClassRequests, users } from "#db/schema.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { db } from "#app/server/db.server.ts";

/**
 * Rows the integration tests start from, stored for real: a user of any role (signed in, as the routes get one),
 * and leads of each kind with what a parent or school would send. Each takes the fields a test cares about.
 */

export async function aUser(
  fields: { email?: string; fullName?: string | null; role?: AuthUser["role"] } = {},
): Promise<AuthUser> {
  const email = fields.email ?? `${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await db()
    .insert(users)
    .values({ email, fullName: fields.fullName ?? null, passwordHash: "x", role: fields.role ?? "staff" })
    .returning();
  if (!user) throw new Error("the user was not stored");
  return { id: user.id, email: user.email, fullName: user.fullName, role: user.role, sessionId: "s" };
}

export async function aTrialRequest(fields: Partial<typeof trialClassRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(trialClassRequests)
    .values({
      childName: "Kabir",
      childAge: 7,
      courseName: "Abacus",
      preferredSlot: "Saturday morning",
      parentName: "Neha Kulkarni",
      phone: "9820011111",
      email: "neha@example.com",
      ...fields,
    })
    .returning();
  if (!row) throw new Error("the trial request was not stored");
  return row;
}

export async function aDemoRequest(fields: Partial<typeof demoRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(demoRequests)
    .values({
      contactPerson: "Anita Rao",
      schoolName: "Green Valley Public School",
      location: "Pune",
      email: "principal@greenvalley.example",
      phone: "020 2345 6789",
      courseName: "Vedic Maths",
      preferredDate: "2026-12-01",
      ...fields,
    })
    .returning();
  if (!row) throw new Error("the demo request was not stored");
  return row;
}

export async function aContactMessage(fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db()
    .insert(contactMessages)
    .values({
      name: "Rohan Mehta",
      email: "rohan@example.com",
      phone: "+91 98765 43210",
      subject: "Fees",
      message: "What are the fees for Abacus?",
      ...fields,
    })
    .returning();
  if (!row) throw new Error("the contact message was not stored");
  return row;
}
