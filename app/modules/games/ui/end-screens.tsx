import ArrowRight from "lucide-react/icons/arrow-right";
import BookOpen from "lucide-react/icons/book-open";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Hourglass from "lucide-react/icons/hourglass";
import PartyPopper from "lucide-react/icons/party-popper";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trophy from "lucide-react/icons/trophy";
import type { ReactNode } from "react";
import { buttonClasses } from "#app/ui/button.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { LevelIntro, LevelResult } from "../protocol.ts";
import { NeedsJavaScript } from "./needs-javascript.tsx";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

import { winMessage } from "../rules.ts";

export { winMessage };

/** What every end screen is told: the score so far, whether a request is on its way, and where focus goes. */
type EndScreenProps = { score: number; pending: boolean; focusOnMount: boolean };
/** A level's end that did not pass it: it names the level and offers another go. */
type RetryScreenProps = EndScreenProps & { level: number; onTryAgain: () => void };

function ScreenCard({
  icon,
  heading,
  focusOnMount,
  children,
}: {
  icon: ReactNode;
  heading: string;
  focusOnMount: boolean;
  children: ReactNode;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700">{icon}</span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-extrabold outline-none sm:text-3xl">
        {heading}
      </h3>
      {children}
    </div>
  );
}

function ActionButton({
  onClick,
  pending,
  icon,
  children,
}: {
  onClick: () => void;
  pending: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  // The game over screen is also rendered on the server; its button works once the script runs.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
      className={buttonClasses("primary", "lg", "mt-6 w-full sm:w-auto")}
    >
      {icon}
      {children}
    </button>
  );
}

function TryAgainButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  return (
    <ActionButton onClick={onClick} pending={pending} icon={<RotateCcw aria-hidden="true" className="size-5" />}>
      Try Again
    </ActionButton>
  );
}

export function LevelCompleteScreen({
  level,
  score,
  nextLevel,
  pending,
  focusOnMount,
  onNextLevel,
  onPlayAgain,
}: EndScreenProps & {
  level: number;
  nextLevel: LevelIntro | null;
  onNextLevel: () => void;
  onPlayAgain: () => void;
}) {
  return (
    <ScreenCard
      icon={<PartyPopper aria-hidden="true" className="size-8" />}
      heading={`Level ${level} complete! Total Score: ${score}`}
      focusOnMount={focusOnMount}
    >
      {nextLevel ? (
        <>
          <p className="mt-3 text-lg text-slate-700">
            Up next: Level {nextLevel.level}, {nextLevel.title}.
          </p>
          <ActionButton
            onClick={onNextLevel}
            pending={pending}
            icon={<ArrowRight aria-hidden="true" className="size-5" />}
          >
            Next Level
          </ActionButton>
        </>
      ) : (
        <>
          <p className="mt-3 flex items-center gap-2 text-xl font-bold text-brand-700">
            <Trophy aria-hidden="true" className="size-6 shrink-0 text-sun-500" />
            {winMessage}
          </p>
          <ActionButton
            onClick={onPlayAgain}
            pending={pending}
            icon={<RotateCcw aria-hidden="true" className="size-5" />}
          >
            Play Again From Start
          </ActionButton>
        </>
      )}
    </ScreenCard>
  );
}

/** A level answered to the end without enough right answers: what was right, to learn from, and another go. */
export function LevelFailedScreen({
  level,
  result,
  score,
  pending,
  focusOnMount,
  onTryAgain,
}: RetryScreenProps & { result: LevelResult }) {
  return (
    <ScreenCard
      icon={<BookOpen aria-hidden="true" className="size-8" />}
      heading={`${result.correctCount >= result.passMark - 1 ? "So close!" : "Good try!"} You got ${result.correctCount} of ${result.questionCount} right.`}
      focusOnMount={focusOnMount}
    >
      <p className="mt-3 text-lg text-slate-700">
        Level {level} needs {result.passMark} right answers to pass. Your score stays at {score}. Here are the answers
        to learn from:
      </p>
      <ol className="mt-5 w-full max-w-2xl space-y-3 text-left">
        {result.review.map((item, index) => (
          <li
            key={index}
            className={
              item.correct
                ? "ring-brand-200 rounded-2xl bg-brand-50 px-4 py-3 ring-1"
                : "rounded-2xl bg-rose-50 px-4 py-3 ring-1 ring-rose-200"
            }
          >
            <p className="font-semibold break-words text-ink">
              {index + 1}. {item.question}
            </p>
            <p className="mt-1 break-words text-slate-800">
              {item.correct ? (
                <>
                  <CircleCheck aria-hidden="true" className="mr-1 inline size-4 text-brand-700" />
                  You answered <strong>{item.given}</strong>: right!
                </>
              ) : (
                <>
                  <CircleX aria-hidden="true" className="mr-1 inline size-4 text-rose-700" />
                  {item.given.trim() === "" ? "No answer. " : <>You answered {item.given}. </>}
                  The answer is <strong>{item.correctAnswer}</strong>.
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
      <TryAgainButton onClick={onTryAgain} pending={pending} />
    </ScreenCard>
  );
}

export function TimeUpScreen({ level, score, pending, focusOnMount, onTryAgain }: RetryScreenProps) {
  return (
    <ScreenCard
      icon={<Hourglass aria-hidden="true" className="size-8" />}
      heading="Don't worry, you can try again!"
      focusOnMount={focusOnMount}
    >
      <p className="mt-3 text-lg text-slate-700">
        The clock ran out on Level {level}. Your score stays at {score}.
      </p>
      <TryAgainButton onClick={onTryAgain} pending={pending} />
    </ScreenCard>
  );
}

export function GameOverScreen({
  title,
  score,
  pending,
  focusOnMount,
  onPlayAgain,
}: EndScreenProps & { title: string; onPlayAgain: () => void }) {
  return (
    <ScreenCard icon={<Trophy aria-hidden="true" className="size-8" />} heading="Game Over" focusOnMount={focusOnMount}>
      <p className="mt-3 text-lg text-slate-700">
        There are no more levels of {title} to play. Your final score is {score}.
      </p>
      <ActionButton onClick={onPlayAgain} pending={pending} icon={<RotateCcw aria-hidden="true" className="size-5" />}>
        Play Again From Start
      </ActionButton>
      <NeedsJavaScript />
    </ScreenCard>
  );
}
