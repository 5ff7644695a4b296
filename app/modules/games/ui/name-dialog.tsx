import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { pickABoardName, privateNameNotice } from "../board-name-words.ts";
import { boardNameMaxLength } from "../protocol.ts";
import { NameSuggestions } from "./name-suggestions.tsx";

type Props = {
  open: boolean;
  /** The name the player has now (a made-up one until they choose), or null before their first game. */
  currentName: string | null;
  pending: boolean;
  /** The server's reason a name was refused (unkind, taken), or a connection problem. */
  error: string | null;
  /** Board names free to take, offered after a name that cannot go on the boards. */
  suggestions: readonly string[];
  /** The typed name was kept for the player alone: now they pick the name the boards show. */
  picking: boolean;
  onSave: (name: string) => void;
  /** Cancel, Escape or an empty name: the player keeps the name they have, or gets a made-up one. */
  onSkip: () => void;
};

/**
 * Asks a new player, once, what name to show on the leaderboard, and lets any player change it. A name that may
 * not go on a board (a nickname, a full name) is kept for the player alone, and the dialog offers board names to
 * pick from. A native modal dialog traps focus.
 */
export function NameDialog({ open, currentName, pending, error, suggestions, picking, onSave, onSkip }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(currentName ?? "");
  // The box starts from the player's name each time the dialog opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setName(currentName ?? "");
  }
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const suggestionsId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The suggested name is selected, so typing replaces it.
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A refused name: back to the box so it can be fixed, with the reason read out.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  // A name kept for the child alone: on to the board names on offer, the next thing to do.
  useEffect(() => {
    if (picking) dialogRef.current?.querySelector<HTMLElement>("[data-name-suggestion]")?.focus();
  }, [picking, suggestions]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (name.trim() === "") onSkip();
    else onSave(name);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape counts as Cancel; the dialog closes when the game says so.
        event.preventDefault();
        if (!pending) onSkip();
      }}
      className="m-auto w-[min(calc(100%-2rem),28rem)] rounded-3xl bg-white p-6 text-ink shadow-2xl backdrop:bg-slate-900/60 sm:p-8"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-2xl font-extrabold">
          {picking ? pickABoardName : "You might be on the leaderboard! What's your name?"}
        </h2>
        {picking ? (
          <p role="status" className="mt-3 rounded-2xl bg-sky-50 px-4 py-3 text-sky-950">
            {privateNameNotice}
          </p>
        ) : null}
        <label htmlFor={inputId} className="mt-5 block font-semibold text-slate-800">
          Your name
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={boardNameMaxLength}
          placeholder="Your first name"
          autoComplete="given-name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1.5 block min-h-12 w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-2 text-lg text-ink focus:border-brand-600 aria-[invalid=true]:border-red-600"
        />
        <p className="mt-1 text-sm text-slate-600">
          Everyone can see the leaderboard: it shows your first name (add one initial if you like, such as “Priya S.”)
          or a made-up name. {currentName === null ? "Leave it empty and we'll make one up for you." : null}
        </p>
        <PrivacyNote className="mt-1">Never type your full name.</PrivacyNote>
        <div id={errorId} role="alert" className="empty:hidden">
          {error ? <p className="mt-3 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800">{error}</p> : null}
        </div>
        <NameSuggestions suggestions={suggestions} onPick={onSave} disabled={pending} headingId={suggestionsId} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onSkip} disabled={pending} className={buttonClasses("secondary", "lg")}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className={buttonClasses("primary", "lg")}
          >
            OK
          </button>
        </div>
      </form>
    </dialog>
  );
}
