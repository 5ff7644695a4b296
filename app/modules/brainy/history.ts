/** A message in a conversation as the server sees it: who said it and what. */
export type ChatSender = "user" | "bot";
export type ChatTurn = { sender: ChatSender; text: string };

/** The longest question a visitor may ask. */
export const MAX_MESSAGE_LENGTH = 1_000;
/** The longest earlier message accepted back from the browser (a long reply, say). */
export const MAX_TURN_LENGTH = 4_000;
/** The most earlier messages a request may carry; the browser sends far fewer. */
export const MAX_HISTORY_ITEMS = 40;
/** How many earlier messages the model sees, and how much of each: enough for follow-ups, cheap to send. */
export const MODEL_HISTORY_TURNS = 6;
export const MODEL_TURN_CHARS = 1_000;
/** Messages the page without JavaScript carries from one question to the next. */
export const PAGE_CONVERSATION_LIMIT = 20;

/** Shortens text to `max` characters, marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The last few turns, each bounded, in the shape a chat model accepts: no empty turns, one turn per
 * speaker in a row (a failed reply can leave two questions back to back), starting with the visitor.
 */
export function trimHistory(
  history: readonly ChatTurn[],
  maxTurns: number = MODEL_HISTORY_TURNS,
  maxChars: number = MODEL_TURN_CHARS,
): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const turn of history.slice(-maxTurns)) {
    const text = clip(turn.text.trim(), maxChars);
    if (!text) continue;
    const previous = turns.at(-1);
    if (previous?.sender === turn.sender) {
      turns[turns.length - 1] = { sender: turn.sender, text: clip(`${previous.text}\n\n${text}`, maxChars) };
    } else {
      turns.push({ sender: turn.sender, text });
    }
  }
  while (turns[0]?.sender === "bot") turns.shift();
  return turns;
}
