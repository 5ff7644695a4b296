import { useEffect, useRef } from "react";
import { messageLanguage } from "#app/modules/brainy/script-language.ts";
import { brainyTexts } from "#app/modules/brainy/texts.ts";
import { cn } from "#app/ui/cn.ts";
import { ReplyText } from "./reply-text.tsx";
import type { ChatMessage } from "./use-brainy-chat.ts";

/**
 * The messages of a chat, newest last, shared by the widget and the full page. New replies are announced
 * through a polite live region once complete, so screen readers do not read every streamed piece.
 */
export function Conversation({
  messages,
  announcement,
  className,
}: {
  messages: readonly ChatMessage[];
  announcement: string;
  className?: string;
}) {
  const lastRef = useRef<HTMLLIElement>(null);
  const last = messages.at(-1);

  // Keeps the newest message in view as it grows, without animating for visitors who prefer less motion.
  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    lastRef.current?.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
  }, [messages.length, last?.text]);

  return (
    <div className={className}>
      <ol aria-label="Conversation" className="space-y-3">
        {messages.map((message, index) => (
          <li
            key={message.id}
            ref={index === messages.length - 1 ? lastRef : undefined}
            id={index === messages.length - 1 ? "latest" : undefined}
            className={cn(
              "max-w-[85%] scroll-mb-28 rounded-2xl px-4 py-2.5 break-words",
              message.sender === "user"
                ? "ml-auto rounded-br-md bg-brand-700 text-white"
                : message.status === "failed"
                  ? "mr-auto rounded-bl-md bg-amber-50 text-amber-950 ring-1 ring-amber-200"
                  : "mr-auto rounded-bl-md bg-slate-100 text-ink",
            )}
          >
            <span className="sr-only">{message.sender === "user" ? "You: " : "Brainy: "}</span>
            {message.sender === "user" ? (
              <p className="whitespace-pre-line" lang={messageLanguage(message.text)}>
                {message.text}
              </p>
            ) : message.text ? (
              <div lang={messageLanguage(message.text)}>
                <ReplyText text={message.text} />
              </div>
            ) : (
              <TypingDots />
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only" lang={messageLanguage(announcement)}>
        {announcement}
      </p>
    </div>
  );
}

function TypingDots() {
  return (
    <span className="flex h-6 items-center gap-1.5" title={brainyTexts.typing}>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
      <span className="sr-only">{brainyTexts.typing}</span>
    </span>
  );
}
