import Maximize2 from "lucide-react/icons/maximize-2";
import Sparkles from "lucide-react/icons/sparkles";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { BRAINY_PANEL_ID, brainyTexts } from "#app/modules/brainy/texts.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { Conversation } from "./conversation.tsx";
import { useBrainyChat } from "./use-brainy-chat.ts";

const iconButton = "inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/20";

/**
 * The chat window of the widget, loaded only when a visitor opens it. A non-modal dialog: focus moves to the
 * question box on open, Escape or the close button closes it, and the page behind stays usable.
 */
export default function BrainyPanel({ onClose }: { onClose: () => void }) {
  const chat = useBrainyChat(brainyTexts.greeting);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    // Escape belongs to the chat while the visitor is in it (or nowhere in particular), not to other widgets.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const target = event.target instanceof Node ? event.target : null;
      if (!target || target === document.body || panelRef.current?.contains(target)) onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [onClose]);

  return (
    <section
      ref={panelRef}
      id={BRAINY_PANEL_ID}
      role="dialog"
      aria-labelledby="brainy-panel-title"
      className="flex h-[min(34rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <div className="on-dark flex items-center gap-2 bg-gradient-to-r from-brand-700 to-emerald-700 py-2 pr-2 pl-4 text-white">
        <Sparkles aria-hidden="true" className="size-5 shrink-0 text-sun-400" />
        <h2 id="brainy-panel-title" className="flex-1 text-lg font-extrabold">
          {brainyTexts.title}
        </h2>
        <a href="/brainy-chat" className={iconButton}>
          <Maximize2 aria-hidden="true" className="size-5" />
          <span className="sr-only">Open the full-screen chat</span>
        </a>
        <button type="button" onClick={onClose} className={iconButton}>
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">Close chat</span>
        </button>
      </div>
      <Conversation
        messages={chat.messages}
        announcement={chat.announcement}
        className="flex-1 overflow-y-auto overscroll-contain p-4"
      />
      <ChatComposer
        onSend={chat.send}
        pending={chat.pending}
        inputRef={inputRef}
        className="border-t border-slate-200 p-3"
      />
    </section>
  );
}
