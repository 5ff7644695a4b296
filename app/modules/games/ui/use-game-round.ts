import { useMemo, useReducer, useState } from "react";
import { toast } from "#app/ui/toast.tsx";
import type { GameState, PublicQuestion } from "../protocol.ts";
import { readingTimeMs } from "../rules.ts";
import { answerAtReadingPace, gameApi } from "./game-api.ts";
import { firstUnanswered, gameFlow, initialGameView, screenKey } from "./game-flow.ts";
import { useFeedbackTimer, useShownAt } from "./use-game-timers.ts";
import { useGameRequests } from "./use-game-requests.ts";
import { useNameDialog } from "./use-name-dialog.ts";
import { useOwnProgress } from "./use-own-progress.ts";

export const timeUpToast = { title: "Time's Up!", description: "Time's up! Try this level again." };

/**
 * One game of the Fun Zone played against the game API: its screens (`gameFlow`), its requests, the board-name
 * dialog and the timers, kept in step with the server's answers. `onBoardChange` is told when the board may have
 * changed for this player, with their board tag.
 */
export function useGameRound(initialState: GameState, onBoardChange: (playerTag: string | null) => void) {
  const api = useMemo(() => gameApi(initialState.gameId), [initialState.gameId]);
  const [view, dispatch] = useReducer(gameFlow, initialState, initialGameView);
  const [playerTag, setPlayerTag] = useState(initialState.player.boardTag);
  // Twice the clock, when the child asks for it before a level; kept for the next levels and tries.
  const [moreTime, setMoreTime] = useState(false);
  const { screen } = view;
  const currentScreen = screenKey(screen);
  const requests = useGameRequests(currentScreen);
  const { send, interacted } = requests;
  const questionShownAt = useShownAt(currentScreen);

  // Taken unless the player has pressed something first.
  const ownProgress = useOwnProgress(api, initialState, (state) => {
    if (interacted || state.player.name === null) return;
    dispatch({ type: "stateLoaded", state });
    setPlayerTag(state.player.boardTag);
    onBoardChange(state.player.boardTag);
  });

  /** Back to what the server says, after a refusal that means this page was out of date. */
  const resync = (message?: string) =>
    send(api.state, (state) => {
      dispatch({ type: "stateLoaded", state });
      if (message) requests.say(message);
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

  // A player who has never played is asked for a board name before their first level; anyone can change it later.
  const nameDialog = useNameDialog({
    api,
    onNamed: (player) => dispatch({ type: "playerNamed", player }),
    onOpen: requests.markInteracted,
    startLevel: () => void beginAttempt(),
  });

  const startLevel = async () => {
    // Pressed before the child's own progress came: it is shown first (the level they are on), then started.
    const own = ownProgress.current;
    if (own.asking) {
      requests.setWaiting(true);
      await own.asking;
      requests.setWaiting(false);
    }
    // Known from the game API, but perhaps not drawn yet: this press may come between the two.
    const player = own.known?.player ?? view.player;
    own.known = null;
    requests.markInteracted();
    if (player.name === null && !nameDialog.dialog.asked) {
      nameDialog.open(true);
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

  useFeedbackTimer(screen.kind === "playing" ? screen.feedback : null, (levelEnded) => {
    dispatch({ type: "feedbackDone" });
    if (levelEnded) onBoardChange(playerTag);
  });

  return {
    view,
    currentScreen,
    requests,
    nameDialog,
    moreTime,
    setMoreTime,
    startLevel: () => void startLevel(),
    submitAnswer,
    handleTimeUp,
    nextLevel: () => dispatch({ type: "nextLevelChosen" }),
    playAgainFromStart: () => void send(api.reset, (state) => dispatch({ type: "stateLoaded", state })),
    tryAgain: () => void beginAttempt(),
  };
}
