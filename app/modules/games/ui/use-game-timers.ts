import { useEffect, useEffectEvent, useRef } from "react";
import { feedbackDelay, type Feedback } from "./game-flow.ts";

/** When the question on screen appeared (`performance.now()`): an answer is sent no sooner than it could be read. */
export function useShownAt(currentScreen: string) {
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [currentScreen]);
  return shownAt;
}

/** Feedback stays up for its moment, then the game moves on (to the next question or the level's result). */
export function useFeedbackTimer(feedback: Feedback | null, onDone: (levelEnded: boolean) => void) {
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => finish(feedback.levelResult !== null), feedbackDelay(feedback));
    return () => clearTimeout(timer);
  }, [feedback]);
}
