import Sparkles from "lucide-react/icons/sparkles";
import X from "lucide-react/icons/x";
import { PAGE_CONVERSATION_LIMIT, type ChatTurn } from "#app/modules/brainy/history.ts";
import { brainyTexts } from "#app/modules/brainy/texts.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { Conversation } from "./conversation.tsx";
import { useBrainyChat, type ChatMessage } from "./use-brainy-chat.ts";

/** What the page shows when drawn: the conversation so far (posted without JavaScript), a refusal, a cut question. */
export type ChatPageProps = { earlier: ChatTurn[]; error: string | null; unsent: string };

/** Keeps the ids of the page's React root apart from any other on the page. */
export const CHAT_PAGE_ID_PREFIX = "brainy-page-";

/** What the page carries to the next question when it is posted without JavaScript. */
function pageTurns(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => message.status !== "intro" && message.status !== "streaming")
    .map((message) => ({ sender: message.sender, text: message.text }))
    .slice(-PAGE_CONVERSATION_LIMIT);
}

/**
 * Brainy's full page: drawn by the server as a React root of its own and brought to life by its island when the
 * visitor starts to type (`chat-page-island.ts`), so the page itself loads no framework. Close goes back one page
 * (the island wires that); the link home is the way out without JavaScript or history.
 */
export function ChatPage({
  earlier,
  error,
  unsent,
  typedBeforeStart,
  sendOnStart,
}: ChatPageProps & { typedBeforeStart?: string; sendOnStart?: boolean }) {
  const chat = useBrainyChat(brainyTexts.pageWelcome, earlier);
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col bg-white sm:shadow-xl">
      <div className="on-dark sticky top-0 z-10 flex items-center gap-3 bg-gradient-to-r from-brand-700 to-emerald-700 py-2 pr-2 pl-4 text-white sm:pl-6">
        <Sparkles aria-hidden="true" className="size-6 shrink-0 text-sun-400" />
        <h1 className="flex-1 text-xl font-extrabold sm:text-2xl">{brainyTexts.title}</h1>
        <a
          href="/"
          data-brainy-close=""
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 font-semibold text-white hover:bg-white/20"
        >
          <X aria-hidden="true" className="size-5" /> Close
        </a>
      </div>
      <Conversation messages={chat.messages} announcement={chat.announcement} className="flex-1 px-4 py-6 sm:px-6" />
      <ChatComposer
        onSend={chat.send}
        pending={chat.pending}
        pageConversation={pageTurns(chat.messages)}
        error={error}
        unsent={unsent}
        typedBeforeStart={typedBeforeStart}
        sendOnStart={sendOnStart}
        className="sticky bottom-0 border-t border-slate-200 bg-white p-3 sm:px-6"
      />
    </main>
  );
}
