import Info from "lucide-react/icons/info";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Star from "lucide-react/icons/star";
import WifiOff from "lucide-react/icons/wifi-off";
import { useId } from "react";
import { buttonClasses } from "#app/ui/button.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { GameState } from "../protocol.ts";
import { GameOverScreen, LevelCompleteScreen, LevelFailedScreen, TimeUpScreen } from "./end-screens.tsx";
import { LevelIntroScreen } from "./level-intro-screen.tsx";
import { NameDialog } from "./name-dialog.tsx";
import { PlayingScreen } from "./playing-screen.tsx";
import type { Problem } from "./request-flow.ts";
import { useGameRound } from "./use-game-round.ts";

type Props = {
  initialState: GameState;
  /**
   * Called when the board may have changed for this player, so the leaderboard can catch up: a level ended
   * (completed or out of time), or their own progress arrived. With the player's board tag, which a new player
   * first gets with their first answer.
   */
  onBoardChange: (playerTag: string | null) => void;
};

/**
 * One game of the Fun Zone. The server render shows the level intro from the loader's state; after hydration
 * the island plays the game against the game API (`useGameRound`) and keeps the screens in step with its answers.
 */
export function GameIsland({ initialState, onBoardChange }: Props) {
  const round = useGameRound(initialState, onBoardChange);
  const { view, currentScreen, moreTime, setMoreTime } = round;
  const { pending, problem, notice, interacted } = round.requests;
  const { dialog, open: openNameDialog, close: closeNameDialog, save: saveName } = round.nameDialog;
  const namePending = dialog.pending;
  const titleId = useId();
  const hydrated = useHydrated();
  const { screen } = view;
  // What the four end screens are all told.
  const endScreen = { score: view.score, pending, focusOnMount: interacted };

  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-200 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-3 sm:gap-3 sm:pb-4">
        <h2 id={titleId} className="text-xl font-extrabold text-ink sm:text-3xl">
          {view.title}
        </h2>
        <p className="inline-flex min-h-10 items-center gap-2 rounded-full bg-amber-50 px-3 text-base font-bold text-amber-900 ring-2 ring-amber-200 sm:min-h-11 sm:px-4 sm:text-lg">
          <Star aria-hidden="true" className="size-5 fill-sun-400 text-sun-500" />
          <span>
            Score: <span className="tabular-nums">{view.score}</span>
          </span>
        </p>
      </div>

      {view.player.name !== null ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>
            Playing as <span className="font-bold text-ink">{view.player.privateName ?? view.player.name}</span>
            {view.player.privateName ? (
              <>
                {" "}
                (on the boards: <span className="font-bold text-ink">{view.player.name}</span>)
              </>
            ) : null}
          </span>
          {view.player.nameLocked ? null : (
            <button
              type="button"
              onClick={() => openNameDialog(false)}
              disabled={!hydrated || namePending || screen.kind === "playing"}
              className={buttonClasses("ghost", "sm")}
            >
              Change name
            </button>
          )}
        </p>
      ) : null}

      {problem && problem.screen === currentScreen ? <ProblemBanner problem={problem} pending={pending} /> : null}
      {notice ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-2xl bg-sky-50 px-4 py-3 text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {notice}
        </p>
      ) : null}

      <div className="mt-4 sm:mt-6">
        {screen.kind === "intro" ? (
          <LevelIntroScreen
            key={currentScreen}
            intro={screen.intro}
            levelCount={view.levelCount}
            hasOpenAttempt={screen.hasOpenAttempt}
            pending={pending || namePending}
            focusOnMount={interacted}
            moreTime={moreTime}
            onMoreTimeChange={setMoreTime}
            onStart={round.startLevel}
          />
        ) : null}
        {screen.kind === "playing" ? (
          <PlayingScreen
            key={screen.attempt.attemptId}
            screen={screen}
            pending={pending}
            onSubmitAnswer={round.submitAnswer}
            onTimeUp={round.handleTimeUp}
          />
        ) : null}
        {screen.kind === "levelComplete" ? (
          <LevelCompleteScreen
            {...endScreen}
            level={screen.level}
            nextLevel={screen.nextLevel}
            onNextLevel={round.nextLevel}
            onPlayAgain={round.playAgainFromStart}
          />
        ) : null}
        {screen.kind === "levelFailed" ? (
          <LevelFailedScreen {...endScreen} level={screen.level} result={screen.result} onTryAgain={round.tryAgain} />
        ) : null}
        {screen.kind === "timeUp" ? (
          <TimeUpScreen {...endScreen} level={screen.level} onTryAgain={round.tryAgain} />
        ) : null}
        {screen.kind === "gameOver" ? (
          <GameOverScreen {...endScreen} title={view.title} onPlayAgain={round.playAgainFromStart} />
        ) : null}
      </div>

      <NameDialog
        open={dialog.open}
        currentName={view.player.name}
        pending={namePending}
        error={dialog.error}
        suggestions={dialog.suggestions}
        picking={dialog.picking}
        onSave={(name) => void saveName(name, false)}
        // Once a name was kept privately the player exists: skipping only closes the dialog.
        onSkip={() => (dialog.picking ? closeNameDialog() : void saveName("", true))}
      />
    </section>
  );
}

function ProblemBanner({ problem, pending }: { problem: Problem; pending: boolean }) {
  return (
    <div
      role="alert"
      className="mt-4 flex flex-col gap-3 rounded-2xl bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-start gap-2 font-semibold">
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {problem.message}
      </p>
      <button
        type="button"
        onClick={problem.retry}
        disabled={pending}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </button>
    </div>
  );
}
