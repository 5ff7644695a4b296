import { hydrateRoot } from "react-dom/client";
import { mountStandaloneToaster } from "#app/ui/standalone-toaster.tsx";
import { CHAT_PAGE_ID_PREFIX, ChatPage, type ChatPageProps } from "./chat-page.tsx";

/** Brings the server-drawn chat to life in its own React root, with the page's toast area for its errors. */
export function startChatPage(
  container: HTMLElement,
  props: ChatPageProps & { typedBeforeStart: string; sendOnStart: boolean },
): void {
  hydrateRoot(container, <ChatPage {...props} />, { identifierPrefix: CHAT_PAGE_ID_PREFIX });
  mountStandaloneToaster();
}
