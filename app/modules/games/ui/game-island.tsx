import Info from "lucide-react/icons/info";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Star from "lucide-react/icons/star";
import WifiOff from "lucide-react/icons/wifi-off";
import { useEffect, useEffectEvent, useId, useMemo, useReducer, useRef, useState } from "react";
import { buttonClasses } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { ApiError, GameState, PublicQuestion } from "../protocol.ts";
import { readingTimeMs } from "../rules.ts";
import { answerAtReadingPace, connectionProblem, gameApi, type ApiOutcome } from "./game-api.ts";
import { feedbackDelay, firstUnanswered, gameFlow, initialGameView, screenKey } from "./game-flow.ts";
import { GameOverScreen, LevelCompleteScreen, LevelFailedScreen, TimeUpScreen } from "./end-screens.tsx";
import { LevelIntroScreen } from "./level-intro-screen.tsx";
import { NameDialog } from "./name-dialog.tsx";
import { PlayingScreen } from "./playing-screen.tsx";

type Props = {
  initialState: GameState;
  /**
   * Called when the board may have changed for this player, so the leaderboard can catch up: a level ended
   * (completed or out of time), or their own progress arrived. With the player's board tag, which a new player
   * first gets with their first answer.
   */
  onBoardChange: (playerTag: string | null) => void;
};

/** A request that failed without a game reason: said plainly, with a way to send it again. */
type Problem = { message: string; retry: () => void; screen: string };

export const timeUpToast = { title: "Time's Up!", description: "Time's up! Try this level again." };

/**
 * One game of the Fun Zone. The server render shows the level intro from the loader's state; after hydration
 * the island plays the game against the game API and keeps the screens in step with the server's answers.
 */
export function GameIsland({ initialState, onBoardChange }: Props) {
  const api = useMemo(() => gameApi(initialState.gameId), [initialState.gameId]);
  const [view, dispatch] = useReducer(gameFlow, initialState, initialGameView);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Focus follows new screens only after the player has pressed something; never on the first page load.
  const [interacted, setInteracted] = useState(false);
  const [nameAsked, setNameAsked] = useState(false);
  const [playerTag, setPlayerTag] = useState(initialState.player.boardTag);
  const [nameDialogOpen, setNameDialogOpen] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [namePending, setNamePending] = useState(false);
  // After a name that may not go on the boards: the board names on offer, and whether the typed one was kept.
  const [nameSuggestions, setNameSuggestions] = useState<string[]>([]);
  const [pickingName, setPickingName] = useState(false);
  const titleId = useId();
  const hydrated = useHydrated();
  const { screen } = view;
  const currentScreen = screenKey(screen);
  // When the question on screen appeared: an answer is sent no sooner than the child could have read it.
  const questionShownAt = useRef(0);
  useEffect(() => {
    questionShownAt.current = performance.now();
  }, [currentScreen]);

  // The page a child opens may be the one kept for everyone, drawn for a visitor who has not played: once running,
  // their own progress (level, score, board name) is asked of the game API, unless they have pressed something
  // (Start Level waits for it: a child who has played is not asked for a name again).
  const ownProgress = useRef<{ asking: Promise<unknown> | null; known: GameState | null }>({
    asking: null,
    known: null,
  });
  const takeOwnProgress = useEffectEvent((state: GameState) => {
    if (interacted || state.player.name === null) return;
    dispatch({ type: "stateLoaded", state });
    setPlayerTag(state.player.boardTag);
    onBoardChange(state.player.boardTag);
  });
  useEffect(() => {
    if (initialState.player.name !== null) return;
    const own = ownProgress.current;
    own.asking = api.state().then((outcome) => {
      own.asking = null;
      if (!outcome.ok) return;
      own.known = outcome.data;
      takeOwnProgress(outcome.data);
    });
  }, [api, initialState.player.name]);

  /** Sends one request; the game's own refusals go to `onRefused`, anything else becomes a retryable problem. */
  async function send<T>(
    call: () => Promise<ApiOutcome<T>>,
    onDone: (data: T) => void,
    onRefused?: (error: ApiError) => boolean,
  ): Promise<void> {
    setInteracted(true);
    setPending(true);
    setProblem(null);
    setNotice(null);
    const outcome = await call();
    setPending(false);
    if (outcome.ok) {
      onDone(outcome.data);
      return;
    }
    if (outcome.error && onRefused?.(outcome.error)) return;
    setProblem({
      message: outcome.error?.message ?? connectionProblem,
      retry: () => void send(call, onDone, onRefused),
      screen: currentScreen,
    });
  }

  /** Back to what the server says, after a refusal that means this page was out of date. */
  const resync = (message?: string) =>
    send(api.state, (state) => {
      dispatch({ type: "stateLoaded", state });
      if (message) setNotice(message);
    });

  // Twice the clock, when the child asks for it before a level; kept for the next levels and tries.
  const [moreTime, setMoreTime] = useState(false);
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

  // A player who has never played is asked for a board name before their first level; anyone can change it later.
  const [startAfterNaming, setStartAfterNaming] = useState(false);
  const openNameDialog = (thenStart: boolean) => {
    setInteracted(true);
    setNameError(null);
    setNameSuggestions([]);
    setPickingName(false);
    setStartAfterNaming(thenStart);
    setNameDialogOpen(true);
  };

  const startLevel = async () => {
    // Pressed before the child's own progress came: it is shown first (the level they are on), then started.
    const own = ownProgress.current;
    if (own.asking) {
      setPending(true);
      await own.asking;
      setPending(false);
    }
    // Known from the game API, but perhaps not drawn yet: this press may come between the two.
    const player = own.known?.player ?? view.player;
    own.known = null;
    setInteracted(true);
    if (player.name === null && !nameAsked) {
      openNameDialog(true);
      return;
    }
    void beginAttempt();
  };

  const closeNameDialog = () => {
    setNameAsked(true);
    setNameDialogOpen(false);
    if (startAfterNaming) void beginAttempt();
  };

  const saveName = async (name: string, skipped: boolean) => {
    setNamePending(true);
    setNameError(null);
    // An empty name keeps the one the player has: a made-up one such as "Clever Otter 42" for a new player.
    const outcome = await api.name(skipped ? "" : name);
    setNamePending(false);
    if (outcome.ok) {
      dispatch({ type: "playerNamed", player: outcome.data.player });
      if (outcome.data.outcome === "kept-private") {
        // Kept for the player alone: the dialog stays, to pick the name the boards show.
        setPickingName(true);
        setNameSuggestions(outcome.data.suggestions);
        return;
      }
    } else if (!skipped) {
      setNameError(outcome.error?.message ?? connectionProblem);
      setNameSuggestions(outcome.error?.suggestions ?? []);
      return;
    }
    // A skipped name that could not be saved is not worth stopping the game for: starting makes one.
    closeNameDialog();
  };

  const handleTimeUp = () => {
    dispatch({ type: "timeUp" });
    toast.error(timeUpToast.title, { description: timeUpToast.description });
    onBoardChange(playerTag);
  };

  const submitAnswer = (question: PublicQuestion, answer: string) => {
    if (screen.kind !== "playing") return;
    const { attemptId } = screen.attempt;
    const readBy = questionShownAt.current + readingTimeMs(question);
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

  // Feedback stays up for its moment, then the game moves on (to the next question or the level's result).
  const feedback = screen.kind === "playing" ? screen.feedback : null;
  const finishFeedback = useEffectEvent((levelEnded: boolean) => {
    dispatch({ type: "feedbackDone" });
    if (levelEnded) onBoardChange(playerTag);
  });
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => finishFeedback(feedback.levelResult !== null), feedbackDelay(feedback));
    return () => clearTimeout(timer);
  }, [feedback]);

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

      <NameDialog
        open={nameDialogOpen}
        currentName={view.player.name}
        pending={namePending}
        error={nameError}
        suggestions={nameSuggestions}
        picking={pickingName}
        onSave={(name) => void saveName(name, false)}
        // Once a name was kept privately the player exists: skipping only closes the dialog.
        onSkip={() => (pickingName ? closeNameDialog() : void saveName("", true))}
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
