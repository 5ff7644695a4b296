import { useEffect, useEffectEvent, useRef } from "react";
import { feedbackDelay, type Feedback } from "./game-flow.ts";

/**
 * When the question on screen appeared: an answer is sent no sooner than the child could have read it. Returns
 * a reader of that moment (in `performance.now()` time).
 */
export function useQuestionClock(currentScreen: string): () => number {
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [currentScreen]);
  return () => shownAt.current;
}

/** An answer's feedback stays up for its moment, then the game moves on (the next question or the level's result). */
export function useFeedbackPause(feedback: Feedback | null, onDone: (levelEnded: boolean) => void): void {
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => finish(feedback.levelResult !== null), feedbackDelay(feedback));
    return () => clearTimeout(timer);
  }, [feedback]);
}
