import { useState } from "react";
import type { PlayerView } from "../protocol.ts";
import { connectionProblem, type GameApi } from "./game-api.ts";

type Options = {
  api: GameApi;
  /** The name the game API now holds for the player. */
  onNamed: (player: PlayerView) => void;
  /** Starts the level the player pressed Start Level for, once the dialog that came first is closed. */
  beginAttempt: () => void;
  markInteracted: () => void;
};

/**
 * The board name dialog. A player who has never played is asked for a name before their first level (once per
 * page); anyone can change it later. A name that may not go on the boards is kept for the player alone, and the
 * dialog stays open to pick the board name from the suggestions.
 */
export function useNameDialog({ api, onNamed, beginAttempt, markInteracted }: Options) {
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // After a name that may not go on the boards: the board names on offer, and whether the typed one was kept.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const [startAfterNaming, setStartAfterNaming] = useState(false);

  const openDialog = (thenStart: boolean) => {
    markInteracted();
    setError(null);
    setSuggestions([]);
    setPicking(false);
    setStartAfterNaming(thenStart);
    setOpen(true);
  };

  const close = () => {
    setAsked(true);
    setOpen(false);
    if (startAfterNaming) beginAttempt();
  };

  const save = async (name: string, skipped: boolean) => {
    setPending(true);
    setError(null);
    // An empty name keeps the one the player has: a made-up one such as "Clever Otter 42" for a new player.
    const outcome = await api.name(skipped ? "" : name);
    setPending(false);
    if (outcome.ok) {
      onNamed(outcome.data.player);
      if (outcome.data.outcome === "kept-private") {
        // Kept for the player alone: the dialog stays, to pick the name the boards show.
        setPicking(true);
        setSuggestions(outcome.data.suggestions);
        return;
      }
    } else if (!skipped) {
      setError(outcome.error?.message ?? connectionProblem);
      setSuggestions(outcome.error?.suggestions ?? []);
      return;
    }
    // A skipped name that could not be saved is not worth stopping the game for: starting makes one.
    close();
  };

  return {
    pending,
    /** Whether Start Level asks for a name first: a player without one, not asked yet on this page. */
    asksBeforeStart: (player: PlayerView) => player.name === null && !asked,
    open: openDialog,
    /** What the dialog itself is given. */
    dialog: {
      open,
      pending,
      error,
      suggestions,
      picking,
      onSave: (typed: string) => void save(typed, false),
      // Once a name was kept privately the player exists: skipping only closes the dialog.
      onSkip: () => (picking ? close() : void save("", true)),
    },
  };
}
