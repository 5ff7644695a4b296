import Timer from "lucide-react/icons/timer";
import { useEffect, useState } from "react";
import { cn } from "#app/ui/cn.ts";
import { formatCountdown, isHurry, secondsLeftAt, spokenDuration } from "./countdown.ts";

/** Seconds left until `endsAt`, ticking once a second while `running`. */
export function useSecondsLeft(endsAt: number, initialSeconds: number, running: boolean): number {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds(secondsLeftAt(endsAt, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [endsAt, running]);
  return seconds;
}

/** The level's clock: red and pulsing (unless motion is reduced) when fewer than 10 seconds are left. */
export function CountdownTimer({ seconds }: { seconds: number }) {
  const hurry = isHurry(seconds);
  return (
    <div>
      <div
        role="timer"
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-1.5 text-xl font-extrabold tabular-nums ring-2",
          hurry
            ? "bg-red-50 text-red-700 ring-red-600 motion-safe:animate-pulse"
            : "bg-sky-50 text-sky-900 ring-sky-200",
        )}
      >
        <Timer aria-hidden="true" className="size-5" />
        <span className="sr-only">Time left: {spokenDuration(seconds)}</span>
        <span aria-hidden="true" data-testid="countdown">
          {formatCountdown(seconds)}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {hurry && seconds > 0 ? "Hurry! Less than 10 seconds left." : ""}
      </p>
    </div>
  );
}
