import Medal from "lucide-react/icons/medal";
import Star from "lucide-react/icons/star";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import type { GameProgressSummary, RunStatus, RunSummary } from "../progress.server.ts";
import { gameTabHref } from "./game-tabs.ts";

/*
 * "My progress": templates drawn once on the server (the page works with JavaScript off), one card per game.
 */

const statusWords: Record<RunStatus, string> = {
  passed: "Passed",
  failed: "Not passed yet",
  timed_out: "Time ran out",
  abandoned: "Started again",
  playing: "Still playing",
};

const statusStyle: Record<RunStatus, string> = {
  passed: "bg-brand-50 text-brand-900",
  failed: "bg-amber-50 text-amber-900",
  timed_out: "bg-rose-50 text-rose-900",
  abandoned: "bg-slate-100 text-slate-800",
  playing: "bg-sky-50 text-sky-900",
};

export function GameProgressCard({ game }: { game: GameProgressSummary }) {
  const headingId = `progress-${game.gameId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-extrabold text-ink">
          {game.title}
        </h2>
        <a href={gameTabHref(game.gameId)} className="font-semibold text-brand-700 underline underline-offset-4">
          Play {game.title}
        </a>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Levels passed" value={`${game.levelsPassed} of ${game.levelCount}`} />
        <Figure label="Score" value={String(game.score)} />
        <Figure label="This week's board" value={boardWords(game.weekScore, game.weekRank)} board />
        <Figure label="All-time board" value={boardWords(game.bestScore, game.rank)} board />
      </dl>
      <h3 className="mt-5 text-lg font-bold text-ink">Recent games</h3>
      {game.recentRuns.length === 0 ? (
        <p className="mt-1 text-slate-700">No games yet. Start Level 1 in the Fun Zone!</p>
      ) : (
        <RecentRuns title={game.title} runs={game.recentRuns} />
      )}
    </section>
  );
}

function boardWords(score: number | null, rank: number | null): string {
  if (score === null) return "Not yet";
  return rank === null ? `${score} points` : `#${rank} with ${score} points`;
}

function Figure({ label, value, board = false }: { label: string; value: string; board?: boolean }) {
  return (
    <div className="rounded-2xl bg-slate-50 px-4 py-3">
      <dt className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        {board ? (
          <Medal aria-hidden="true" className="size-4 text-amber-700" />
        ) : (
          <Star aria-hidden="true" className="size-4 text-amber-700" />
        )}
        {label}
      </dt>
      <dd className="mt-0.5 text-lg font-bold text-ink">{value}</dd>
    </div>
  );
}

function RecentRuns({ title, runs }: { title: string; runs: RunSummary[] }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left">
        <caption className="sr-only">Your last games of {title}, newest first</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Level
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              When
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Right answers
            </th>
            <th scope="col" className="py-2 font-semibold">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.startedAt.toISOString()} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3 font-semibold">{run.level}</td>
              <td className="py-2 pr-3 text-slate-700">{indiaDateTime.format(run.startedAt)}</td>
              <td className="py-2 pr-3">
                {run.correctCount} of {run.questionCount}
              </td>
              <td className="py-2">
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusStyle[run.status]}`}>
                  {statusWords[run.status]}
                  {run.status === "passed" ? ` (+${run.points})` : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
