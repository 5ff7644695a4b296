import type { UserRole } from "#db/schema.ts";

/** A role as User Management names it. */
export const roleNames: Record<UserRole, string> = { user: "User", staff: "Staff", admin: "Admin" };
