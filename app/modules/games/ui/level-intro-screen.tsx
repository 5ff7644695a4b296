import ListChecks from "lucide-react/icons/list-checks";
import Play from "lucide-react/icons/play";
import Timer from "lucide-react/icons/timer";
import { buttonClasses } from "#app/ui/button.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { runTimeLimit, type LevelIntro } from "../protocol.ts";
import { spokenDuration } from "./countdown.ts";
import { NeedsJavaScript } from "./needs-javascript.tsx";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

type Props = {
  intro: LevelIntro;
  levelCount: number;
  hasOpenAttempt: boolean;
  pending: boolean;
  focusOnMount: boolean;
  moreTime: boolean;
  onMoreTimeChange: (moreTime: boolean) => void;
  onStart: () => void;
};

/**
 * What the next level is about, and the button that starts it. Rendered on the server too, so a visitor
 * without JavaScript still sees the game; the button only works once the page's script is running.
 */
export function LevelIntroScreen({
  intro,
  levelCount,
  hasOpenAttempt,
  pending,
  focusOnMount,
  moreTime,
  onMoreTimeChange,
  onStart,
}: Props) {
  const hydrated = useHydrated();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <div>
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
        Level {intro.level} of {levelCount}
      </p>
      <h3 ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-extrabold outline-none sm:text-3xl">
        Level {intro.level}: {intro.title}
      </h3>
      <p className="mt-2 text-base text-slate-700 sm:mt-3 sm:text-lg">{intro.description}</p>
      <p className="mt-2 font-semibold text-slate-700">
        Get {intro.passMark} of {intro.questionCount} right to pass the level.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:mt-5 sm:gap-3">
        <div className="rounded-2xl bg-sky-50 px-3 py-2 sm:px-4 sm:py-3">
          <dt className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            <Timer aria-hidden="true" className="size-5 text-sky-700" />
            Time limit
          </dt>
          <dd className="mt-0.5 text-lg font-bold">
            {spokenDuration(runTimeLimit(intro.timeLimit, moreTime && !hasOpenAttempt))}
          </dd>
        </div>
        <div className="rounded-2xl bg-amber-50 px-3 py-2 sm:px-4 sm:py-3">
          <dt className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            <ListChecks aria-hidden="true" className="size-5 text-amber-700" />
            Questions
          </dt>
          <dd className="mt-0.5 text-lg font-bold">{intro.questionCount}</dd>
        </div>
      </dl>
      {hasOpenAttempt ? null : (
        <label className="mt-3 flex items-center gap-3 font-semibold text-slate-800 sm:mt-4">
          <input
            type="checkbox"
            checked={moreTime}
            onChange={(event) => onMoreTimeChange(event.target.checked)}
            disabled={!hydrated}
            className="size-5 shrink-0 accent-brand-700"
          />
          I would like more time ({spokenDuration(runTimeLimit(intro.timeLimit, true))} instead of{" "}
          {spokenDuration(intro.timeLimit)})
        </label>
      )}
      {hasOpenAttempt ? (
        <p className="mt-5 rounded-2xl bg-violet-50 px-4 py-3 font-semibold text-violet-900">
          You have already started this level. The clock kept running, so jump back in quickly!
        </p>
      ) : null}
      <button
        type="button"
        onClick={onStart}
        disabled={!hydrated || pending}
        aria-busy={pending || undefined}
        className={buttonClasses("primary", "lg", "mt-4 w-full sm:mt-6 sm:w-auto")}
      >
        <Play aria-hidden="true" className="size-5" />
        {hasOpenAttempt ? "Continue Level" : "Start Level"}
      </button>
      <NeedsJavaScript />
    </div>
  );
}
