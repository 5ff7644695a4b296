import SendHorizontal from "lucide-react/icons/send-horizontal";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { MAX_MESSAGE_LENGTH, type ChatTurn } from "#app/modules/brainy/history.ts";
import { brainyTexts } from "#app/modules/brainy/texts.ts";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { cn } from "#app/ui/cn.ts";

/**
 * The question box. With JavaScript it hands the question to `onSend`; the full page also renders it as a
 * real form that posts the question with the conversation so far, so it works without JavaScript.
 */
export function ChatComposer({
  onSend,
  pending,
  inputRef,
  pageConversation,
  error,
  unsent = "",
  typedBeforeStart = "",
  sendOnStart = false,
  className,
}: {
  onSend: (text: string) => void;
  pending: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Only on the full page: the earlier messages, carried in a hidden field when posted without JavaScript. */
  pageConversation?: readonly ChatTurn[];
  error?: string | null;
  /** A question sent without JavaScript and refused, to send again. */
  unsent?: string;
  /** What the visitor typed into the server-drawn box before this script took it over. */
  typedBeforeStart?: string;
  /** That text was sent before this script took the box over: send it now (unless it must be cut first). */
  sendOnStart?: boolean;
  className?: string;
}) {
  const [draft, setDraft] = useState(unsent);
  const [cut, setCut] = useState(false);
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const id = useId();
  const errorId = `${id}-error`;

  // A long paste is cut, and the visitor is told, rather than cut silently by the browser.
  function take(value: string) {
    setCut(value.length > MAX_MESSAGE_LENGTH);
    setDraft(value.slice(0, MAX_MESSAGE_LENGTH));
  }

  // Taken in (or sent) once started: the first render matches the server's box.
  useEffect(() => {
    if (!typedBeforeStart) return;
    if (sendOnStart && typedBeforeStart.trim() && typedBeforeStart.length <= MAX_MESSAGE_LENGTH) {
      onSend(typedBeforeStart);
      return;
    }
    // The text typed before hydration lives in the DOM, outside React: it can only come in after the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- synchronising with that one outside value, once
    take(typedBeforeStart);
    // Once, for what the server-drawn box held when the script arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !draft.trim()) return;
    onSend(draft);
    setDraft("");
    setCut(false);
    input.current?.focus();
  }

  return (
    <form
      method="post"
      action={pageConversation ? "/brainy-chat#latest" : undefined}
      onSubmit={submit}
      className={cn("flex flex-col gap-1", className)}
    >
      {pageConversation ? <input type="hidden" name="conversation" value={JSON.stringify(pageConversation)} /> : null}
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-message`} className="sr-only">
          {brainyTexts.inputLabel}
        </label>
        <input
          ref={input}
          id={`${id}-message`}
          name="message"
          type="text"
          value={draft}
          onChange={(event) => take(event.target.value)}
          placeholder={brainyTexts.placeholder}
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || cut ? errorId : undefined}
          className="min-h-12 w-full min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 text-base text-ink placeholder:text-slate-500 focus:border-brand-600"
        />
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only">{brainyTexts.send}</span>
        </button>
      </div>
      {error || cut ? (
        <p id={errorId} role="alert" className="px-4 text-sm font-medium text-red-700">
          {cut ? brainyTexts.cutMessage : error}
        </p>
      ) : null}
      <PrivacyNote className="px-4">Please don't type names, phone numbers or addresses.</PrivacyNote>
    </form>
  );
}
