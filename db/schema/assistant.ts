import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/** Questions Brainy could not answer from the site's content (text only), for staff to turn into FAQs. */
export const chatGaps = pgTable("chat_gaps", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  createdAt: timestamps.createdAt,
});
