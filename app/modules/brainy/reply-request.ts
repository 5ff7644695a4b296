import { z } from "zod";
import {
  MAX_HISTORY_ITEMS,
  MAX_MESSAGE_LENGTH,
  MAX_TURN_LENGTH,
  PAGE_CONVERSATION_LIMIT,
  type ChatTurn,
} from "./history.ts";
import { brainyTexts } from "./texts.ts";

const ChatTurnSchema = z.object({
  sender: z.enum(["user", "bot"]),
  text: z.string().max(MAX_TURN_LENGTH),
});

const MessageSchema = z
  .string({ error: brainyTexts.emptyMessage })
  .trim()
  .min(1, brainyTexts.emptyMessage)
  .max(MAX_MESSAGE_LENGTH, `Please keep your question under ${MAX_MESSAGE_LENGTH.toLocaleString("en-IN")} characters.`);

/** What the widget and the page send: the new question and the conversation so far. */
export const ReplyRequestSchema = z.object({
  message: MessageSchema,
  history: z.array(ChatTurnSchema).max(MAX_HISTORY_ITEMS, "The conversation is too long.").default([]),
});

/** The question posted by the page without JavaScript. */
export const QuestionSchema = MessageSchema;

/** The conversation so far, which the page without JavaScript carries in a hidden field as JSON. */
export const PageConversationSchema = z
  .string({ error: "The conversation could not be read. Please start again." })
  .max(PAGE_CONVERSATION_LIMIT * (MAX_TURN_LENGTH + 64), "The conversation is too long. Please start again.")
  .transform((value, ctx): ChatTurn[] => {
    const parsed = z.array(ChatTurnSchema).max(PAGE_CONVERSATION_LIMIT).safeParse(parseJson(value));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: "The conversation could not be read. Please start again." });
    return z.NEVER;
  });

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
