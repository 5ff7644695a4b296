import LoaderCircle from "lucide-react/icons/loader-circle";
import Star from "lucide-react/icons/star";
import Trophy from "lucide-react/icons/trophy";
import { useEffect, useId, useState, type MouseEvent } from "react";
import { cn } from "#app/ui/cn.ts";
import { boardPeriods, type BoardPeriod, type LeaderboardEntry, type LeaderboardView } from "../protocol.ts";
import { gameApi } from "./game-api.ts";
import { boardHref } from "./game-tabs.ts";

type Props = {
  /** The boards as the page's loader read them (so they show without JavaScript). */
  initial: LeaderboardView;
  /** The board shown first: "This week" unless the page's address asks for "All time". */
  initialPeriod: BoardPeriod;
  /** Changes whenever a level ends; each change fetches the boards again. */
  refreshSignal: number;
  /** The player's tag on this game's boards, to mark their row; null for a visitor who has not played. */
  playerTag: string | null;
};

const periodLabels: Record<BoardPeriod, string> = { week: "This week", "all-time": "All time" };

/** Backgrounds for the top three (gold, silver, bronze) and everyone else (grey), all with dark text. */
function rankStyle(rank: number): string {
  if (rank === 1) return "bg-yellow-200 text-yellow-950";
  if (rank === 2) return "bg-slate-200 text-slate-900";
  if (rank === 3) return "bg-orange-200 text-orange-950";
  return "bg-slate-100 text-slate-800";
}

/**
 * The game's global top 10, this week's first (so a new child can get on a board) and all time, with the current
 * player's row marked. The two boards are links to the page with either one, so the choice works without
 * JavaScript; with it, the choice is made in place.
 */
export function LeaderboardPanel({ initial, initialPeriod, refreshSignal, playerTag }: Props) {
  const headingId = useId();
  const [boards, setBoards] = useState(initial.boards);
  const [period, setPeriod] = useState(initialPeriod);
  const [loading, setLoading] = useState(false);
  // New boards from the loader (the page revalidated) replace what is shown.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setBoards(initial.boards);
  }
  // Each new signal starts a load; the signal seen when the panel appeared needs none (the loader's board is fresh).
  const [mountSignal] = useState(refreshSignal);
  const [seenSignal, setSeenSignal] = useState(refreshSignal);
  if (refreshSignal !== seenSignal) {
    setSeenSignal(refreshSignal);
    setLoading(true);
  }

  const { gameId } = initial;
  useEffect(() => {
    if (refreshSignal === mountSignal) return;
    let current = true;
    void gameApi(gameId)
      .leaderboard()
      .then((outcome) => {
        if (!current) return;
        if (outcome.ok) setBoards(outcome.data.boards);
        // The board keeps what it showed; a player who just finished sees it update next time.
        else console.error("Failed to load the leaderboard", outcome.error ?? `status ${outcome.status}`);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [gameId, refreshSignal, mountSignal]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, choice: BoardPeriod) => {
    event.preventDefault();
    setPeriod(choice);
    // The address keeps the choice, so a reload or a shared link shows the same board.
    window.history.replaceState(window.history.state, "", boardHref(gameId, choice));
  };
  const entries = boards[period];

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3 bg-gradient-to-r from-violet-700 to-indigo-700 px-5 py-4 text-white">
        <Trophy aria-hidden="true" className="size-8 shrink-0 text-yellow-300" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-extrabold">
            Global Top 10
          </h2>
          <p className="text-sm text-violet-50">See who's leading the Fun Zone!</p>
        </div>
        {loading ? (
          <span className="shrink-0">
            <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
            <span className="sr-only">Loading</span>
          </span>
        ) : null}
      </div>
      <nav aria-label="Boards" className="px-4 pt-4">
        <ul className="grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1">
          {boardPeriods.map((choice) => (
            <li key={choice}>
              <a
                href={boardHref(gameId, choice)}
                onClick={(event) => choose(event, choice)}
                aria-current={choice === period ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-full px-3 font-bold",
                  choice === period ? "bg-white text-violet-800 shadow-sm" : "text-slate-700 hover:bg-white/60",
                )}
              >
                {periodLabels[choice]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-busy={loading} className="px-4 py-4">
        {entries.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 px-4 py-6 text-center font-semibold text-slate-700">
            No scores yet. Be the first to get on the board!
          </p>
        ) : (
          <ol aria-label={`${periodLabels[period]}: top 10`} className="space-y-2">
            {entries.map((entry) => (
              <LeaderboardRow
                key={`${entry.rank}:${entry.name}`}
                entry={entry}
                you={playerTag !== null && entry.playerTag === playerTag}
              />
            ))}
          </ol>
        )}
      </div>
      <p className="border-t border-slate-100 px-5 py-3 text-center text-sm text-slate-600">
        Scores are stored globally.
        {period === "week" ? " This week's board starts afresh every Monday (India time)." : null}
      </p>
    </section>
  );
}

function LeaderboardRow({ entry, you }: { entry: LeaderboardEntry; you: boolean }) {
  return (
    <li
      aria-current={you ? "true" : undefined}
      className={cn(
        "flex min-h-12 items-center gap-3 rounded-2xl px-3 py-2",
        rankStyle(entry.rank),
        you && "ring-3 ring-brand-600 ring-offset-2",
      )}
    >
      <span className="w-9 shrink-0 text-center font-extrabold tabular-nums">#{entry.rank}</span>
      <span className="min-w-0 flex-1 truncate font-semibold" title={entry.name}>
        {entry.name}
        {you ? <span className="sr-only"> (you)</span> : null}
      </span>
      {you ? (
        <span
          aria-hidden="true"
          className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
        >
          You
        </span>
      ) : null}
      <span className="flex shrink-0 items-center gap-1 font-bold tabular-nums">
        <Star aria-hidden="true" className="size-4 fill-sun-400 text-amber-700" />
        {entry.score}
        <span className="sr-only"> points</span>
      </span>
    </li>
  );
}
