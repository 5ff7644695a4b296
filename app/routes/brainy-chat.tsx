import { Sparkles, X } from "lucide-react";
import type { MouseEvent } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/brainy-chat";
import { pageMeta } from "#app/modules/site/meta.ts";
import { ChatComposer } from "#app/modules/brainy/ui/chat-composer.tsx";
import { Conversation } from "#app/modules/brainy/ui/conversation.tsx";
import { useBrainyChat, type ChatMessage } from "#app/modules/brainy/ui/use-brainy-chat.ts";
import {
  answerQuestion,
  checkBrainyRateLimit,
  collectReply,
  REPLY_TIMEOUT_MS,
  tooManyQuestionsMessage,
} from "#app/modules/brainy/answer.server.ts";
import { MAX_MESSAGE_LENGTH, PAGE_CONVERSATION_LIMIT, type ChatTurn } from "#app/modules/brainy/history.ts";
import { PageConversationSchema, QuestionSchema } from "#app/modules/brainy/reply-request.ts";
import { brainyTexts } from "#app/modules/brainy/texts.ts";
import { sharedHtmlHandle } from "#app/modules/site/page-handles.ts";
import { logger } from "#app/server/logger.server.ts";
import { readFormData, UnreadableBody } from "#app/server/request-body.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    title: "Chat with Brainy",
    description: "Ask Brainy, the SkillSprouts assistant, about our courses, demos and Fun Zone.",
  });

/**
 * The page without JavaScript: the question arrives as a form post with the conversation so far in a hidden
 * field, and the page comes back with Brainy's answer added. Nothing is kept on the server between questions.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    return data({ conversation: [], error: error.visitorMessage }, { status: error.status });
  }
  const earlier = PageConversationSchema.safeParse(formData.get("conversation") ?? "[]");
  if (!earlier.success) {
    return data({ conversation: [], error: earlier.error.issues[0]?.message ?? null }, { status: 400 });
  }
  const typed = formData.get("message");
  const question = QuestionSchema.safeParse(typed);
  if (!question.success) {
    // Without JavaScript nothing cuts a long paste: it comes back cut, to be checked and sent again.
    const tooLong = typeof typed === "string" && typed.trim().length > MAX_MESSAGE_LENGTH;
    return data(
      {
        conversation: earlier.data,
        error: tooLong ? brainyTexts.cutMessage : (question.error.issues[0]?.message ?? null),
        unsent: tooLong ? typed.trim().slice(0, MAX_MESSAGE_LENGTH) : "",
      },
      { status: 400 },
    );
  }

  let reply: string;
  let status = 200;
  const limit = await checkBrainyRateLimit(context.get(requestInfoContext).clientIp);
  if (!limit.allowed) {
    reply = tooManyQuestionsMessage(limit.retryAfterSeconds);
    status = 429;
  } else {
    try {
      const answer = await answerQuestion({
        question: question.data,
        history: earlier.data,
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(REPLY_TIMEOUT_MS)]),
      });
      reply = await collectReply(answer);
    } catch (error) {
      logger.error({ err: error }, "Brainy could not answer on the page without JavaScript");
      reply = brainyTexts.errorBotMessage;
      status = 502;
    }
  }
  const conversation: ChatTurn[] = [
    ...earlier.data,
    { sender: "user", text: question.data },
    { sender: "bot", text: reply },
  ];
  return data({ conversation: conversation.slice(-PAGE_CONVERSATION_LIMIT), error: null }, { status });
}

export default function BrainyChatPage({ actionData }: Route.ComponentProps) {
  return (
    <ChatScreen
      earlier={actionData?.conversation ?? []}
      error={actionData?.error ?? null}
      unsent={actionData && "unsent" in actionData ? actionData.unsent : ""}
    />
  );
}

/** What the page carries to the next question when it is posted without JavaScript. */
function pageTurns(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => message.status !== "intro" && message.status !== "streaming")
    .map((message) => ({ sender: message.sender, text: message.text }))
    .slice(-PAGE_CONVERSATION_LIMIT);
}

function ChatScreen({
  earlier,
  error,
  unsent,
}: {
  earlier: readonly ChatTurn[];
  error: string | null;
  unsent: string;
}) {
  const chat = useBrainyChat(brainyTexts.pageWelcome, earlier);
  const navigate = useNavigate();

  // Close goes back one page; the link home is the way out without JavaScript or history.
  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    const state: unknown = window.history.state;
    const index = typeof state === "object" && state !== null && "idx" in state ? state.idx : 0;
    if (typeof index === "number" && index > 0) {
      event.preventDefault();
      void navigate(-1);
    } else if (document.referrer && new URL(document.referrer).origin === window.location.origin) {
      event.preventDefault();
      window.history.back();
    }
  }

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col bg-white sm:shadow-xl">
      <div className="sticky top-0 z-10 flex items-center gap-3 bg-gradient-to-r from-brand-700 to-emerald-700 py-2 pr-2 pl-4 text-white sm:pl-6">
        <Sparkles aria-hidden="true" className="size-6 shrink-0 text-sun-400" />
        <h1 className="flex-1 text-xl font-extrabold sm:text-2xl">{brainyTexts.title}</h1>
        <a
          href="/"
          onClick={goBack}
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
        className="sticky bottom-0 border-t border-slate-200 bg-white p-3 sm:px-6"
      />
    </main>
  );
}

export const handle = sharedHtmlHandle;
