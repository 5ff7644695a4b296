import { eq, sql } from "drizzle-orm";
import { normalizeEmail } from "./email.ts";
import { users } from "#db/schema.ts";
import type { Database } from "#app/server/db.server.ts";
import { hashPassword } from "./password.server.ts";

/**
 * Makes sure an admin account exists for this e-mail: creates it, or grants the admin role and sets the password
 * when it already exists. Whoever runs the start or `admin:create` vouches for the address, so it counts as
 * confirmed. Returns whether a new account was created.
 */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password: string; fullName?: string },
): Promise<"created" | "updated"> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: "admin", passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, existing.id));
    return "updated";
  }
  await db.insert(users).values({
    email,
    passwordHash,
    role: "admin",
    fullName: input.fullName ?? "Site Admin",
    emailVerifiedAt: sql`now()`,
  });
  return "created";
}

export async function countAdmins(db: Database): Promise<number> {
  return db.$count(users, eq(users.role, "admin"));
}
