/**
 * How long a back-office session lasts. The lead desk holds parents' names and phone numbers, and it is often
 * opened on a shared office computer or a phone: a session ends after half an hour without use, and a working day
 * after sign-in whatever happens. Shared by the server, which decides, and the page, which warns before it happens.
 */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 12;
/** The page warns this long before an idle session ends, with a button that keeps it. */
export const STAFF_IDLE_WARNING_MINUTES = 5;
/** While someone types or taps, the page tells the server at most this often that the session is in use. */
export const STAFF_ACTIVITY_PING_MINUTES = 2;

/** A session notes its last request at most this often, so the server may count idle time from up to this earlier. */
export const LAST_SEEN_EVERY_SECONDS = 60;

export type IdlePhase = { phase: "in-use" } | { phase: "warning"; minutesLeft: number } | { phase: "ended" };

/** Where a back-office page stands against the idle limit, given when it last called the server. */
export function idlePhase(lastServerCallMs: number, nowMs: number): IdlePhase {
  const left = lastServerCallMs - LAST_SEEN_EVERY_SECONDS * 1000 + STAFF_IDLE_MINUTES * 60_000 - nowMs;
  if (left <= 0) return { phase: "ended" };
  if (left > STAFF_IDLE_WARNING_MINUTES * 60_000) return { phase: "in-use" };
  return { phase: "warning", minutesLeft: Math.ceil(left / 60_000) };
}

/** Whether a tap or key press should tell the server the session is in use (not on every key: once in a while). */
export const shouldPing = (lastServerCallMs: number, nowMs: number) =>
  nowMs - lastServerCallMs >= STAFF_ACTIVITY_PING_MINUTES * 60_000;
