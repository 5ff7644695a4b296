import { useSyncExternalStore } from "react";
import { data, isRouteErrorResponse, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { isLostWork, type LostWork } from "./lost-work.ts";

/*
 * With JavaScript, a save that could not be made keeps its form on screen, with everything typed in it, and the
 * admin layout shows a notice. This is that notice's state (one per tab) and the client middleware that turns
 * the server's lost-work answer into it.
 */
let reported: LostWork | null = null;
const listeners = new Set<() => void>();

function publish(next: LostWork | null) {
  if (reported === next) return;
  reported = next;
  for (const listener of listeners) listener();
}

export function reportLostWork(lost: LostWork) {
  publish(lost);
}

export function dismissLostWork() {
  publish(null);
}

export function useReportedLostWork(): LostWork | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reported,
    () => null,
  );
}

/**
 * Runs around every submission in the back office. The answer to a save refused for a lost session or a deleted
 * record becomes the action's data (still with its 4xx status, so nothing reloads) instead of an error page, and
 * the notice says what happened. Any other submission clears an earlier notice.
 */
export const keepTypedTextOnLostWork: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const submission = request.method !== "GET" && request.method !== "HEAD";
  if (submission) dismissLostWork();
  const results = await next();
  if (!submission) return results;
  for (const [routeId, outcome] of Object.entries(results)) {
    const error: unknown = outcome.result;
    if (outcome.type !== "error" || !isRouteErrorResponse(error) || !isLostWork(error.data)) continue;
    reportLostWork(error.data);
    results[routeId] = { type: "data", result: data(null, { status: error.status }) };
  }
  return results;
};
