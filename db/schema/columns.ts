import { integer, timestamp } from "drizzle-orm/pg-core";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

export const timestamps = { createdAt, updatedAt };

/** Optimistic concurrency: an edit names the version it started from and fails if another edit landed first. */
export const versioned = { version: integer("version").notNull().default(1) };
