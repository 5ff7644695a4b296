import Info from "lucide-react/icons/info";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Star from "lucide-react/icons/star";
import WifiOff from "lucide-react/icons/wifi-off";
import { useId, useMemo, useReducer, useState } from "react";
import { buttonClasses } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { GameState, PublicQuestion } from "../protocol.ts";
import { readingTimeMs } from "../rules.ts";
import { answerAtReadingPace, gameApi } from "./game-api.ts";
import { firstUnanswered, gameFlow, initialGameView, screenKey } from "./game-flow.ts";
import { GameOverScreen, LevelCompleteScreen, LevelFailedScreen, TimeUpScreen } from "./end-screens.tsx";
import { LevelIntroScreen } from "./level-intro-screen.tsx";
import { NameDialog } from "./name-dialog.tsx";
import { PlayingScreen } from "./playing-screen.tsx";
import { useGameRequests, type Problem } from "./use-game-requests.ts";
import { useNameDialog } from "./use-name-dialog.ts";
import { useOwnProgress } from "./use-own-progress.ts";
import { useFeedbackPause, useQuestionClock } from "./use-play-timing.ts";

type Props = {
  initialState: GameState;
  /**
   * Called when the board may have changed for this player, so the leaderboard can catch up: a level ended
   * (completed or out of time), or their own progress arrived. With the player's board tag, which a new player
   * first gets with their first answer.
   */
  onBoardChange: (playerTag: string | null) => void;
};

export const timeUpToast = { title: "Time's Up!", description: "Time's up! Try this level again." };

/**
 * One game of the Fun Zone. The server render shows the level intro from the loader's state; after hydration
 * the island plays the game against the game API and keeps the screens in step with the server's answers.
 * The screens follow one reducer (`gameFlow`); the rest lives in named hooks: the requests and their problems,
 * the player's own progress, the name dialog, and the question clock and feedback pause.
 */
export function GameIsland({ initialState, onBoardChange }: Props) {
  const api = useMemo(() => gameApi(initialState.gameId), [initialState.gameId]);
  const [view, dispatch] = useReducer(gameFlow, initialState, initialGameView);
  const [playerTag, setPlayerTag] = useState(initialState.player.boardTag);
  // Twice the clock, when the child asks for it before a level; kept for the next levels and tries.
  const [moreTime, setMoreTime] = useState(false);
  const titleId = useId();
  const hydrated = useHydrated();
  const { screen } = view;
  const currentScreen = screenKey(screen);
  const requests = useGameRequests(currentScreen);
  const { send, pending, interacted } = requests;
  const questionShownAt = useQuestionClock(currentScreen);

  const ownProgress = useOwnProgress(api, initialState, interacted, (state) => {
    dispatch({ type: "stateLoaded", state });
    setPlayerTag(state.player.boardTag);
    onBoardChange(state.player.boardTag);
  });

  /** Back to what the server says, after a refusal that means this page was out of date. */
  const resync = (message?: string) =>
    send(api.state, (state) => {
      dispatch({ type: "stateLoaded", state });
      if (message) requests.setNotice(message);
    });

  const beginAttempt = () =>
    send(
      () => api.start(moreTime),
      (attempt) => {
        if (firstUnanswered(attempt) === -1) void resync();
        else dispatch({ type: "attemptStarted", attempt, receivedAt: Date.now() });
      },
      (error) => {
        if (error.error !== "no_level") return false;
        void resync(error.message);
        return true;
      },
    );

  const naming = useNameDialog({
    api,
    onNamed: (player) => dispatch({ type: "playerNamed", player }),
    beginAttempt: () => void beginAttempt(),
    markInteracted: requests.markInteracted,
  });

  const startLevel = async () => {
    // Pressed before the child's own progress came: it is shown first (the level they are on), then started.
    const asking = ownProgress.pending();
    if (asking) await requests.waitFor(asking);
    const player = ownProgress.takeKnownPlayer() ?? view.player;
    requests.markInteracted();
    if (naming.asksBeforeStart(player)) {
      naming.open(true);
      return;
    }
    void beginAttempt();
  };

  const handleTimeUp = () => {
    dispatch({ type: "timeUp" });
    toast.error(timeUpToast.title, { description: timeUpToast.description });
    onBoardChange(playerTag);
  };

  const submitAnswer = (question: PublicQuestion, answer: string) => {
    if (screen.kind !== "playing") return;
    const { attemptId } = screen.attempt;
    const readBy = questionShownAt() + readingTimeMs(question);
    void send(
      () => answerAtReadingPace(api, { attemptId, index: question.index, answer, readBy }),
      (result) => {
        dispatch({ type: "answerChecked", result });
        // The answer's feedback shows once, under the question (a toast as well would say it twice).
        setPlayerTag(result.playerTag);
      },
      (error) => {
        if (error.error === "time_up") {
          handleTimeUp();
          return true;
        }
        if (error.error === "already_answered" || error.error === "attempt_not_found") {
          void resync(error.message);
          return true;
        }
        return false;
      },
    );
  };

  const playAgainFromStart = () => void send(api.reset, (state) => dispatch({ type: "stateLoaded", state }));
  const tryAgain = () => void beginAttempt();
  // What the four end screens are all told.
  const endScreen = { score: view.score, pending, focusOnMount: interacted };

  useFeedbackPause(screen.kind === "playing" ? screen.feedback : null, (levelEnded) => {
    dispatch({ type: "feedbackDone" });
    if (levelEnded) onBoardChange(playerTag);
  });

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
              onClick={() => naming.open(false)}
              disabled={!hydrated || naming.pending || screen.kind === "playing"}
              className={buttonClasses("ghost", "sm")}
            >
              Change name
            </button>
          )}
        </p>
      ) : null}

      {requests.problem ? <ProblemBanner problem={requests.problem} pending={pending} /> : null}
      {requests.notice ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-2xl bg-sky-50 px-4 py-3 text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {requests.notice}
        </p>
      ) : null}

      <div className="mt-4 sm:mt-6">
        {screen.kind === "intro" ? (
          <LevelIntroScreen
            key={currentScreen}
            intro={screen.intro}
            levelCount={view.levelCount}
            hasOpenAttempt={screen.hasOpenAttempt}
            pending={pending || naming.pending}
            focusOnMount={interacted}
            moreTime={moreTime}
            onMoreTimeChange={setMoreTime}
            onStart={() => void startLevel()}
          />
        ) : null}
        {screen.kind === "playing" ? (
          <PlayingScreen
            key={screen.attempt.attemptId}
            screen={screen}
            pending={pending}
            onSubmitAnswer={submitAnswer}
            onTimeUp={handleTimeUp}
          />
        ) : null}
        {screen.kind === "levelComplete" ? (
          <LevelCompleteScreen
            {...endScreen}
            level={screen.level}
            nextLevel={screen.nextLevel}
            onNextLevel={() => dispatch({ type: "nextLevelChosen" })}
            onPlayAgain={playAgainFromStart}
          />
        ) : null}
        {screen.kind === "levelFailed" ? (
          <LevelFailedScreen {...endScreen} level={screen.level} result={screen.result} onTryAgain={tryAgain} />
        ) : null}
        {screen.kind === "timeUp" ? <TimeUpScreen {...endScreen} level={screen.level} onTryAgain={tryAgain} /> : null}
        {screen.kind === "gameOver" ? (
          <GameOverScreen {...endScreen} title={view.title} onPlayAgain={playAgainFromStart} />
        ) : null}
      </div>

      <NameDialog {...naming.dialog} currentName={view.player.name} />
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
