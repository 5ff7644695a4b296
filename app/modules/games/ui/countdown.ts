/** The timer turns red and pulses when fewer than this many seconds are left. */
export const HURRY_SECONDS = 10;

/**
 * Whole seconds left until `endsAt` (ms). Rounded rather than rounded up, so a tick that fires a few
 * milliseconds late still shows the second it was meant for.
 */
export function secondsLeftAt(endsAt: number, now: number): number {
  return Math.max(0, Math.round((endsAt - now) / 1000));
}

/** "1:05", "0:09". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, "0")}`;
}

/** "1 minute 5 seconds", for screen readers (they read "1:05" as a time of day). */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}

export const isHurry = (seconds: number) => seconds < HURRY_SECONDS;
