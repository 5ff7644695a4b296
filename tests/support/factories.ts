import { randomUUID } from "node:crypto";
import { getTableName } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import {
  contactMessages,
  demoRequests,
  faqs,
  jobApplications,
  jobOpenings,
  trialClassRequests,
  users,
} from "#db/schema.ts";
import { hashPassword } from "#app/modules/accounts/password.server.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { db } from "#app/server/db.server.ts";

/**
 * Rows the integration tests start from, stored for real: a user of any role (signed in, as the routes get one),
 * leads of each kind with what a parent, school or applicant would send, and the back office's content.
 * Each takes the fields a test cares about.
 */

/** Any of a table's columns, each a value or SQL (such as a time `now() - interval '2 years'`). */
type Columns<Table extends PgTable> = Partial<PgInsertValue<Table>>;

/** Inserts one row and answers with it as stored (its id, defaults and all). */
async function stored<Table extends PgTable>(
  table: Table,
  values: PgInsertValue<Table>,
): Promise<Table["$inferSelect"]> {
  const [row] = await db().insert(table).values(values).returning();
  if (!row) throw new Error(`no row was stored in ${getTableName(table)}`);
  return row;
}

export async function aUser(
  fields: {
    email?: string;
    fullName?: string | null;
    role?: AuthUser["role"];
    /** For a test that signs in with it; otherwise the stored hash matches no password, and costs nothing. */
    password?: string;
    morningDigest?: boolean;
  } = {},
): Promise<AuthUser> {
  const email = fields.email ?? `${randomUUID().slice(0, 8)}@example.com`;
  const passwordHash = fields.password === undefined ? "x" : await hashPassword(fields.password);
  const user = await stored(users, {
    email,
    fullName: fields.fullName ?? null,
    passwordHash,
    role: fields.role ?? "staff",
    morningDigest: fields.morningDigest,
  });
  return { id: user.id, email: user.email, fullName: user.fullName, role: user.role, sessionId: "s" };
}

export function aTrialRequest(fields: Columns<typeof trialClassRequests> = {}) {
  return stored(trialClassRequests, {
    childName: "Kabir",
    childAge: 7,
    courseName: "Abacus",
    preferredSlot: "Saturday morning",
    parentName: "Neha Kulkarni",
    phone: "9820011111",
    email: "neha@example.com",
    ...fields,
  });
}

export function aDemoRequest(fields: Columns<typeof demoRequests> = {}) {
  return stored(demoRequests, {
    contactPerson: "Anita Rao",
    schoolName: "Green Valley Public School",
    location: "Pune",
    email: "principal@greenvalley.example",
    phone: "020 2345 6789",
    courseName: "Vedic Maths",
    preferredDate: "2026-12-01",
    ...fields,
  });
}

export function aContactMessage(fields: Columns<typeof contactMessages> = {}) {
  return stored(contactMessages, {
    name: "Rohan Mehta",
    email: "rohan@example.com",
    phone: "+91 98765 43210",
    subject: "Fees",
    message: "What are the fees for Abacus?",
    ...fields,
  });
}

export function aJobApplication(fields: Columns<typeof jobApplications> = {}) {
  return stored(jobApplications, {
    jobTitle: "Abacus Trainer",
    name: "Sunita Iyer",
    email: "sunita@example.com",
    phone: "+91 98765 00000",
    coverNote: "I have taught abacus for five years.",
    cvKey: `private/cvs/${randomUUID()}.pdf`,
    cvFileName: "cv.pdf",
    ...fields,
  });
}

export function aFaq(fields: Columns<typeof faqs> = {}) {
  return stored(faqs, { question: "Do you run summer camps?", answer: "Yes, every May.", ...fields });
}

export function aJobOpening(fields: Columns<typeof jobOpenings> = {}) {
  return stored(jobOpenings, {
    title: "Lead Abacus Trainer",
    location: "Mumbai",
    type: "Full-time",
    description: "Lead classes.",
    requirements: ["Abacus"],
    ...fields,
  });
}

/** The Abacus course as a published program, with its ages. */
export const abacusProgram = {
  id: "abacus",
  icon: "Calculator",
  title: "Abacus",
  shortDescription: "Beads.",
  description: "Beads.",
  fullDescription: "Beads.",
  color: "from-orange-400 to-pink-500",
  ageRange: "Ages 5–14",
};
