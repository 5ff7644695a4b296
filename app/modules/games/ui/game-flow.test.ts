import { describe, expect, it } from "vitest";
import type { AnswerResult, AttemptView, GameState, LevelIntro, LevelResult } from "#app/modules/games/protocol.ts";
import {
  CORRECT_FEEDBACK_MS,
  feedbackDelay,
  firstUnanswered,
  gameFlow,
  initialGameView,
  scoreAtAttemptStart,
  screenKey,
  WRONG_FEEDBACK_MS,
  type GameEvent,
  type GameView,
} from "#app/modules/games/ui/game-flow.ts";
import { isApiError } from "#app/modules/games/ui/game-api.ts";

const level = (n: number): LevelIntro => ({
  level: n,
  title: `Level ${n} title`,
  description: "Sums.",
  timeLimit: 60,
  questionCount: 2,
  passMark: 2,
});

const state = (overrides: Partial<GameState> = {}): GameState => ({
  gameId: "math",
  title: "Math Mayhem",
  levelCount: 3,
  progress: { level: 1, score: 0 },
  nextLevel: level(1),
  openAttempt: null,
  player: { name: null, nameChosen: false, signedIn: false, boardTag: null, privateName: null, nameLocked: false },
  ...overrides,
});

const attempt = (overrides: Partial<AttemptView> = {}): AttemptView => ({
  attemptId: "a1",
  level: 1,
  deadline: "2030-01-01T00:01:03.000Z",
  secondsLeft: 60,
  questions: [
    { index: 0, type: "multiple_choice", question: "What is 7 + 5?", options: ["11", "12"], points: 10 },
    { index: 1, type: "fill_in_the_blanks", question: "9 + 6 = ___", points: 15 },
  ],
  answered: [],
  score: 20,
  ...overrides,
});

const result = (overrides: Partial<AnswerResult> = {}): AnswerResult => ({
  correct: true,
  correctAnswer: "12",
  pointsAwarded: 10,
  score: 30,
  levelResult: null,
  playerTag: "t",
  nextLevel: null,
  ...overrides,
});

const ended = (passed: boolean): LevelResult => ({
  passed,
  correctCount: passed ? 2 : 1,
  questionCount: 2,
  passMark: 2,
  review: [
    { question: "What is 7 + 5?", given: "12", correctAnswer: "12", correct: true },
    { question: "9 + 6 = ___", given: "14", correctAnswer: "15", correct: passed },
  ],
});

const run = (view: GameView, ...events: GameEvent[]) => events.reduce(gameFlow, view);
const started = (view = initialGameView(state()), at = attempt()) =>
  run(view, { type: "attemptStarted", attempt: at, receivedAt: 1_000 });

describe("game flow", () => {
  it("opens on the next level's intro, or Game Over when no level is left", () => {
    const view = initialGameView(state({ progress: { level: 2, score: 40 }, nextLevel: level(2) }));
    expect(view.screen).toEqual({ kind: "intro", intro: level(2), hasOpenAttempt: false });
    expect(view.score).toBe(40);
    expect(initialGameView(state({ nextLevel: null })).screen).toEqual({ kind: "gameOver" });
    expect(initialGameView(state({ openAttempt: attempt() })).screen).toMatchObject({ hasOpenAttempt: true });
  });

  it("starts playing at the first unanswered question, with the clock set from the seconds left", () => {
    const view = started(initialGameView(state()), attempt({ answered: [{ index: 0, correct: true }] }));
    expect(view.screen).toMatchObject({ kind: "playing", current: 1, endsAt: 61_000, feedback: null });
    expect(view.score).toBe(20);
  });

  it("shows feedback with the new score, then moves to the next question", () => {
    let view = run(started(), { type: "answerChecked", result: result() });
    expect(view.score).toBe(30);
    expect(view.screen).toMatchObject({
      kind: "playing",
      current: 0,
      feedback: { correct: true, points: 10, correctAnswer: "12" },
    });
    // A second reply while feedback shows is ignored.
    expect(run(view, { type: "answerChecked", result: result({ score: 99 }) }).score).toBe(30);
    view = run(view, { type: "feedbackDone" });
    expect(view.screen).toMatchObject({ kind: "playing", current: 1, feedback: null });
  });

  it("completes the level after the last answer and goes to the next level's intro", () => {
    const last = result({
      correct: true,
      correctAnswer: "15",
      pointsAwarded: 15,
      score: 45,
      levelResult: ended(true),
      nextLevel: level(2),
    });
    let view = run(started(), { type: "answerChecked", result: result() }, { type: "feedbackDone" });
    view = run(view, { type: "answerChecked", result: last });
    expect(view.screen).toMatchObject({ feedback: { correct: true, levelResult: { passed: true } } });
    // Time running out while the last feedback shows does not spoil a finished level.
    expect(run(view, { type: "timeUp" }).screen.kind).toBe("playing");
    view = run(view, { type: "feedbackDone" });
    expect(view.screen).toEqual({ kind: "levelComplete", level: 1, nextLevel: level(2) });
    view = run(view, { type: "nextLevelChosen" });
    expect(view.screen).toEqual({ kind: "intro", intro: level(2), hasOpenAttempt: false });
  });

  it("ends on the win screen after the last level, and Play Again From Start reloads level 1", () => {
    let view = started(initialGameView(state()), attempt({ answered: [{ index: 0, correct: true }] }));
    view = run(
      view,
      { type: "answerChecked", result: result({ levelResult: ended(true), nextLevel: null }) },
      { type: "feedbackDone" },
    );
    expect(view.screen).toEqual({ kind: "levelComplete", level: 1, nextLevel: null });
    view = run(view, { type: "stateLoaded", state: state() });
    expect(view.screen).toMatchObject({ kind: "intro", intro: level(1) });
    expect(view.score).toBe(0);
  });

  it("shows a level not passed with its answers, keeps the starting score, and Try Again starts it afresh", () => {
    let view = run(started(), { type: "answerChecked", result: result() }, { type: "feedbackDone" });
    const last = result({
      correct: false,
      correctAnswer: "15",
      pointsAwarded: 0,
      score: 20,
      levelResult: ended(false),
    });
    view = run(view, { type: "answerChecked", result: last });
    expect(view.score).toBe(20);
    expect(run(view, { type: "timeUp" }).screen.kind).toBe("playing");
    view = run(view, { type: "feedbackDone" });
    expect(view.screen).toEqual({ kind: "levelFailed", level: 1, result: ended(false) });
    expect(view.score).toBe(20);
    view = started(view, attempt({ attemptId: "a2", score: 20 }));
    expect(view.screen).toMatchObject({ kind: "playing", current: 0, feedback: null });
  });

  it("stops the level when time is up and goes back to the score the level started with", () => {
    // 20 points before the level; the first answer earned 10 more, which an unfinished level does not keep.
    let view = run(started(), { type: "answerChecked", result: result({ score: 30 }) }, { type: "feedbackDone" });
    expect(view.score).toBe(30);
    view = run(view, { type: "timeUp" });
    expect(view.screen).toEqual({ kind: "timeUp", level: 1 });
    expect(view.score).toBe(20);
    // Try Again starts the same level afresh.
    view = started(view, attempt({ attemptId: "a2", score: 20 }));
    expect(view.screen).toMatchObject({ kind: "playing", current: 0 });
    expect(screenKey(view.screen)).toBe("playing:a2:0");
  });

  it("works out the starting score of a resumed attempt from its right answers", () => {
    const resumed = attempt({
      score: 45,
      answered: [
        { index: 0, correct: true },
        { index: 1, correct: false },
      ],
    });
    expect(scoreAtAttemptStart(resumed)).toBe(35);
    expect(scoreAtAttemptStart(attempt({ score: 20 }))).toBe(20);
  });

  it("ignores time up outside play and stays put on an attempt with nothing left to answer", () => {
    const intro = initialGameView(state());
    expect(run(intro, { type: "timeUp" })).toBe(intro);
    const done = attempt({
      answered: [
        { index: 0, correct: true },
        { index: 1, correct: true },
      ],
    });
    expect(firstUnanswered(done)).toBe(-1);
    expect(started(intro, done).screen).toEqual(intro.screen);
  });

  it("remembers the player's name once chosen", () => {
    const view = run(initialGameView(state()), {
      type: "playerNamed",
      player: { name: "Asha", nameChosen: true, signedIn: false, boardTag: "t", privateName: null, nameLocked: false },
    });
    expect(view.player.name).toBe("Asha");
  });

  it("waits 1.5 s after a right answer and 2 s after a wrong one", () => {
    const feedback = { correctAnswer: "12", points: 10, levelResult: null, nextLevel: null };
    expect(feedbackDelay({ ...feedback, correct: true })).toBe(CORRECT_FEEDBACK_MS);
    expect(feedbackDelay({ ...feedback, correct: false })).toBe(WRONG_FEEDBACK_MS);
    expect([CORRECT_FEEDBACK_MS, WRONG_FEEDBACK_MS]).toEqual([1500, 2000]);
  });
});

describe("API errors", () => {
  it("recognises the server's error replies and nothing else", () => {
    expect(isApiError({ error: "time_up", message: "Time's up! Try this level again." })).toBe(true);
    expect(isApiError({ error: "teapot", message: "no" })).toBe(false);
    expect(isApiError({ error: "time_up" })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError("time_up")).toBe(false);
  });
});
