import { data } from "react-router";
import type { Route } from "./+types/brainy-chat";
import { pageMeta } from "#app/modules/site/meta.ts";
import type { ChatPageProps } from "#app/modules/brainy/ui/chat-page.tsx";
import { renderChatPage } from "#app/modules/brainy/ui/chat-page-html.server.tsx";
import { Island } from "#app/islands/island.tsx";
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
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import { logger } from "#app/server/logger.server.ts";
import { tooManyTries } from "#app/server/rate-limit.server.ts";
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
    return data(chatPage({ earlier: [], error: error.visitorMessage, unsent: "" }), { status: error.status });
  }
  const earlier = PageConversationSchema.safeParse(formData.get("conversation") ?? "[]");
  if (!earlier.success) {
    return data(chatPage({ earlier: [], error: earlier.error.issues[0]?.message ?? null, unsent: "" }), {
      status: 400,
    });
  }
  const typed = formData.get("message");
  const question = QuestionSchema.safeParse(typed);
  if (!question.success) {
    // Without JavaScript nothing cuts a long paste: it comes back cut, to be checked and sent again.
    const tooLong = typeof typed === "string" && typed.trim().length > MAX_MESSAGE_LENGTH;
    return data(
      chatPage({
        earlier: earlier.data,
        error: tooLong ? brainyTexts.cutMessage : (question.error.issues[0]?.message ?? null),
        unsent: tooLong ? typed.trim().slice(0, MAX_MESSAGE_LENGTH) : "",
      }),
      { status: 400 },
    );
  }

  let reply: string;
  let init: ResponseInit = { status: 200 };
  const limit = await checkBrainyRateLimit(context.get(requestInfoContext).clientIp);
  if (!limit.allowed) {
    reply = tooManyQuestionsMessage(limit.retryAfterSeconds);
    init = tooManyTries(limit);
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
      init = { status: 502 };
    }
  }
  const conversation: ChatTurn[] = [
    ...earlier.data,
    { sender: "user", text: question.data },
    { sender: "bot", text: reply },
  ];
  return data(chatPage({ earlier: conversation.slice(-PAGE_CONVERSATION_LIMIT), error: null, unsent: "" }), init);
}

/** The chat as first drawn, with what a post without JavaScript brought back. */
function chatPage(props: ChatPageProps) {
  return { page: props, pageHtml: renderChatPage(props) };
}

export function loader() {
  return chatPage({ earlier: [], error: null, unsent: "" });
}

export default function BrainyChatPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, pageHtml } = actionData ?? loaderData;
  return <Island name="brainy-page" props={page} html={pageHtml} />;
}

// Sent without the framework and, for a first visit, from stored bytes: the island loads the chat when it is used.
export const handle = staticPageHandle;
