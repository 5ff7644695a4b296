/*
 * The "This week" board's week: Monday 00:00 to Sunday 23:59 in India, whatever the server's zone. India keeps
 * one offset all year (no daylight saving), so the week is worked out from it directly.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The Monday (YYYY-MM-DD, India's date) of the week `now` falls in, India time. */
export function indiaWeekStart(now: Date = new Date()): string {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const daysSinceMonday = (india.getUTCDay() + 6) % 7;
  return new Date(india.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}
