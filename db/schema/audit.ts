import { index, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Every write made in the back office: who, what, when. Rows outlive the account that made them (the address is
 * kept as written), and are never edited.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** The page the write was made on, e.g. `/admin/manage-faqs`. */
    page: text("page").notNull(),
    /** What the form said it did (its intent), or `save`. */
    action: text("action").notNull(),
    /** What changed, in words staff read, when the tool says (e.g. `Deleted the lead of Asha Rao`). */
    summary: text("summary"),
  },
  (t) => [index("admin_audit_log_at_idx").on(t.at)],
);
