import { renderToString } from "react-dom/server";
import { CHAT_PAGE_ID_PREFIX, ChatPage, type ChatPageProps } from "./chat-page.tsx";

/** The island's HTML, rendered as its own React root (as the browser will hydrate it). */
export function renderChatPage(props: ChatPageProps): string {
  return renderToString(<ChatPage {...props} />, { identifierPrefix: CHAT_PAGE_ID_PREFIX });
}
