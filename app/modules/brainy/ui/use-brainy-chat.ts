import { useEffect, useRef, useState } from "react";
import { MODEL_HISTORY_TURNS, type ChatSender, type ChatTurn } from "#app/modules/brainy/history.ts";
import { readReplyEvents } from "#app/modules/brainy/reply-events.ts";
import { replyPlainText } from "#app/modules/brainy/reply-markup.ts";
import { brainyTexts, ERROR_TOAST_DURATION_MS, REPLY_URL } from "#app/modules/brainy/texts.ts";
import { toast } from "#app/ui/toast.tsx";

export type ChatMessage = {
  id: string;
  sender: ChatSender;
  text: string;
  /** Brainy's opening message, and replies that failed, are shown but never sent back as history. */
  status?: "intro" | "streaming" | "failed";
};

export type BrainyChat = {
  messages: ChatMessage[];
  pending: boolean;
  /** The last thing screen readers should hear: "Brainy is typing…" or the finished reply. */
  announcement: string;
  send: (text: string) => void;
};

/** Thrown when the server answered with a message of its own (a 429, say) instead of a reply. */
class ReplyRefused extends Error {}

let lastId = 0;
const nextId = () => `message-${++lastId}`;

function introMessages(intro: string, earlier: readonly ChatTurn[]): ChatMessage[] {
  return [
    { id: "intro", sender: "bot", text: intro, status: "intro" },
    ...earlier.map((turn, index) => ({ id: `earlier-${index}`, sender: turn.sender, text: turn.text })),
  ];
}

/** The earlier messages worth sending with a question: real ones, the most recent few. */
function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.status)
    .map((message) => ({ sender: message.sender, text: message.text }))
    .slice(-MODEL_HISTORY_TURNS);
}

/**
 * The conversation with Brainy: sends a question with the recent history, shows the reply as it streams in,
 * and turns any failure into the friendly error toast and message. Only one question is in flight at a time.
 */
export function useBrainyChat(intro: string, earlier: readonly ChatTurn[] = []): BrainyChat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => introMessages(intro, earlier));
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const inFlight = useRef<AbortController | null>(null);

  // Closing the chat stops a reply still on its way.
  useEffect(() => () => inFlight.current?.abort(), []);

  const update = (id: string, change: (message: ChatMessage) => ChatMessage) =>
    setMessages((current) => current.map((message) => (message.id === id ? change(message) : message)));

  async function ask(question: string, history: ChatTurn[], botId: string, controller: AbortController) {
    let reply = "";
    try {
      const response = await fetch(REPLY_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
        body: JSON.stringify({ message: question, history }),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        const refusal = await refusalMessage(response);
        throw refusal ? new ReplyRefused(refusal) : new Error(`reply refused with ${response.status}`);
      }
      let finished = false;
      for await (const event of readReplyEvents(response.body)) {
        if (event.type === "text") {
          reply += event.text;
          const text = reply;
          update(botId, (message) => ({ ...message, text }));
        } else if (event.type === "error") {
          throw new Error("the reply failed midway");
        } else {
          finished = true;
        }
      }
      if (!finished) throw new Error("the reply stopped early");
      update(botId, ({ status: _streaming, ...message }) => message);
      setAnnouncement(replyPlainText(reply));
    } catch (error) {
      if (controller.signal.aborted) return;
      const text = error instanceof ReplyRefused ? error.message : brainyTexts.errorBotMessage;
      if (!(error instanceof ReplyRefused)) {
        toast.error(brainyTexts.errorToastTitle, {
          description: brainyTexts.errorToastDescription,
          duration: ERROR_TOAST_DURATION_MS,
        });
      }
      update(botId, (message) => ({ ...message, text, status: "failed" }));
      setAnnouncement(text);
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      if (!controller.signal.aborted) setPending(false);
    }
  }

  function send(text: string) {
    const question = text.trim();
    // Empty questions are ignored, and one question at a time.
    if (!question || inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const history = historyOf(messages);
    const botId = nextId();
    setMessages((current) => [
      ...current,
      { id: nextId(), sender: "user", text: question },
      { id: botId, sender: "bot", text: "", status: "streaming" },
    ]);
    setPending(true);
    setAnnouncement(brainyTexts.typing);
    void ask(question, history, botId, controller);
  }

  return { messages, pending, announcement, send };
}

/** The server's own words for a refusal it explains (too many questions, a question too long), if any. */
async function refusalMessage(response: Response): Promise<string | null> {
  if (response.status !== 400 && response.status !== 413 && response.status !== 429) return null;
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "error" in body && typeof body.error === "string"
      ? body.error
      : null;
  } catch {
    return null;
  }
}
