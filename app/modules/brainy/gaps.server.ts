import { count, desc, eq, sql } from "drizzle-orm";
import { chatGapKinds, chatGaps, type ChatGapKind } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { gapText } from "./gap-text.ts";

export const CHAT_GAPS_PAGE_SIZE = 20;

/**
 * Keeps a question Brainy could not answer from the site, once: asking it again adds no second row. Questions
 * about something else entirely are kept as such, apart from the gaps staff can fill with an FAQ.
 */
export async function recordChatGap(question: string, kind: ChatGapKind = "gap"): Promise<void> {
  const text = gapText(question);
  if (!text) return;
  await db().execute(sql`
    insert into ${chatGaps} (question, kind)
    select ${text}, ${kind}
    where not exists (select 1 from ${chatGaps} where lower(question) = lower(${text}))
  `);
}

/** Questions of one kind, newest first, one page at a time, and how many of each kind there are. */
export async function listChatGaps(page: number, kind: ChatGapKind = "gap", pageSize: number = CHAT_GAPS_PAGE_SIZE) {
  const [rows, counted] = await Promise.all([
    db()
      .select({ id: chatGaps.id, question: chatGaps.question, kind: chatGaps.kind, createdAt: chatGaps.createdAt })
      .from(chatGaps)
      .where(eq(chatGaps.kind, kind))
      .orderBy(desc(chatGaps.createdAt), desc(chatGaps.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ kind: chatGaps.kind, count: count() }).from(chatGaps).groupBy(chatGaps.kind),
  ]);
  const counts = Object.fromEntries(chatGapKinds.map((each) => [each, 0])) as Record<ChatGapKind, number>;
  for (const row of counted) counts[row.kind] = row.count;
  const total = counts[kind];
  return { rows, total, counts, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function deleteChatGap(id: number): Promise<boolean> {
  const deleted = await db().delete(chatGaps).where(eq(chatGaps.id, id)).returning({ id: chatGaps.id });
  return deleted.length > 0;
}
