import type {
  AnswerResult,
  AttemptView,
  GameState,
  LevelIntro,
  LevelResult,
  PlayerView,
  PublicQuestion,
} from "../protocol.ts";
import { CORRECT_FEEDBACK_MS, WRONG_FEEDBACK_MS } from "../rules.ts";

/*
 * The screens of one game and how they follow each other, as a pure reducer. The server decides everything
 * that matters (answers, points, deadline, next level); this only keeps the screens in step with its replies.
 */

/** How long the feedback stays before the game moves on (the server waits as long before the next answer). */
export { CORRECT_FEEDBACK_MS, WRONG_FEEDBACK_MS };

export type Feedback = {
  correct: boolean;
  correctAnswer: string;
  points: number;
  /** Set after the level's last answer. */
  levelResult: LevelResult | null;
  nextLevel: LevelIntro | null;
};

export type Screen =
  | { kind: "intro"; intro: LevelIntro; hasOpenAttempt: boolean }
  | {
      kind: "playing";
      attempt: AttemptView;
      /** Position in `attempt.questions` of the question on screen. */
      current: number;
      /** When the level's time runs out, in this browser's clock (ms). */
      endsAt: number;
      feedback: Feedback | null;
    }
  | { kind: "levelComplete"; level: number; nextLevel: LevelIntro | null }
  | { kind: "levelFailed"; level: number; result: LevelResult }
  | { kind: "timeUp"; level: number }
  | { kind: "gameOver" };

export type GameView = {
  title: string;
  levelCount: number;
  score: number;
  player: PlayerView;
  screen: Screen;
};

export type GameEvent =
  | { type: "stateLoaded"; state: GameState }
  | { type: "attemptStarted"; attempt: AttemptView; receivedAt: number }
  | { type: "answerChecked"; result: AnswerResult }
  | { type: "feedbackDone" }
  | { type: "timeUp" }
  | { type: "nextLevelChosen" }
  | { type: "playerNamed"; player: PlayerView };

function screenForState(state: GameState): Screen {
  if (!state.nextLevel) return { kind: "gameOver" };
  return { kind: "intro", intro: state.nextLevel, hasOpenAttempt: state.openAttempt !== null };
}

export function initialGameView(state: GameState): GameView {
  return {
    title: state.title,
    levelCount: state.levelCount,
    score: state.progress.score,
    player: state.player,
    screen: screenForState(state),
  };
}

const isAnswered = (attempt: AttemptView, question: PublicQuestion) =>
  attempt.answered.some((entry) => entry.index === question.index);

/** The first question of the attempt not answered yet, or -1. */
export function firstUnanswered(attempt: AttemptView): number {
  return attempt.questions.findIndex((question) => !isAnswered(attempt, question));
}

/** The score before this attempt: its running score less the points of the questions answered right. */
export function scoreAtAttemptStart(attempt: AttemptView): number {
  const earned = attempt.answered
    .filter((entry) => entry.correct)
    .reduce((sum, entry) => sum + (attempt.questions.find((q) => q.index === entry.index)?.points ?? 0), 0);
  return attempt.score - earned;
}

export function currentQuestion(screen: Screen): PublicQuestion | null {
  return screen.kind === "playing" ? (screen.attempt.questions[screen.current] ?? null) : null;
}

export function feedbackDelay(feedback: Feedback): number {
  return feedback.correct ? CORRECT_FEEDBACK_MS : WRONG_FEEDBACK_MS;
}

export function gameFlow(view: GameView, event: GameEvent): GameView {
  const { screen } = view;
  switch (event.type) {
    case "stateLoaded":
      return {
        ...view,
        score: event.state.progress.score,
        player: event.state.player,
        screen: screenForState(event.state),
      };

    case "attemptStarted": {
      const current = firstUnanswered(event.attempt);
      // An attempt with nothing left to answer has ended; the next state load shows where the player stands.
      if (current === -1) return { ...view, score: event.attempt.score };
      return {
        ...view,
        score: event.attempt.score,
        screen: {
          kind: "playing",
          attempt: event.attempt,
          current,
          endsAt: event.receivedAt + event.attempt.secondsLeft * 1000,
          feedback: null,
        },
      };
    }

    case "answerChecked": {
      if (screen.kind !== "playing" || screen.feedback) return view;
      const question = screen.attempt.questions[screen.current];
      if (!question) return view;
      const { result } = event;
      return {
        ...view,
        // After a level not passed, the server answers with the score the level started from.
        score: result.score,
        screen: {
          ...screen,
          attempt: {
            ...screen.attempt,
            score: result.score,
            answered: [...screen.attempt.answered, { index: question.index, correct: result.correct }],
          },
          feedback: {
            correct: result.correct,
            correctAnswer: result.correctAnswer,
            points: result.pointsAwarded,
            levelResult: result.levelResult,
            nextLevel: result.nextLevel,
          },
        },
      };
    }

    case "feedbackDone": {
      if (screen.kind !== "playing" || !screen.feedback) return view;
      const next = firstUnanswered(screen.attempt);
      const { levelResult } = screen.feedback;
      if (levelResult && !levelResult.passed) {
        return { ...view, screen: { kind: "levelFailed", level: screen.attempt.level, result: levelResult } };
      }
      if (levelResult || next === -1) {
        return {
          ...view,
          screen: { kind: "levelComplete", level: screen.attempt.level, nextLevel: screen.feedback.nextLevel },
        };
      }
      return { ...view, screen: { ...screen, current: next, feedback: null } };
    }

    case "timeUp":
      if (screen.kind !== "playing" || screen.feedback?.levelResult) return view;
      // Points of an unfinished level are not kept: back to the score the level started with.
      return {
        ...view,
        score: scoreAtAttemptStart(screen.attempt),
        screen: { kind: "timeUp", level: screen.attempt.level },
      };

    case "nextLevelChosen":
      if (screen.kind !== "levelComplete") return view;
      return {
        ...view,
        screen: screen.nextLevel
          ? { kind: "intro", intro: screen.nextLevel, hasOpenAttempt: false }
          : { kind: "gameOver" },
      };

    case "playerNamed":
      return { ...view, player: event.player };
  }
}

/** A key that changes whenever a new screen or question appears, so focus can follow it. */
export function screenKey(screen: Screen): string {
  if (screen.kind === "playing") return `playing:${screen.attempt.attemptId}:${screen.current}`;
  if (screen.kind === "intro") return `intro:${screen.intro.level}`;
  return screen.kind;
}
