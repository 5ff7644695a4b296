import { Clock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { idlePhase, shouldPing, STAFF_IDLE_MINUTES, type IdlePhase } from "#app/modules/accounts/staff-session.ts";
import { signInAgainUrl } from "#app/modules/admin/lost-work.ts";
import { buttonClasses } from "#app/ui/button.tsx";

const CHECK_EVERY_MS = 15_000;
const ACTIVITY_EVENTS = ["keydown", "pointerdown", "input"] as const;

/** Asks the server whether the session still holds; asking is itself a use of it. */
async function sessionHolds(): Promise<boolean> {
  try {
    const response = await fetch("/admin/session", { redirect: "manual", headers: { Accept: "application/json" } });
    return response.ok;
  } catch {
    // Offline for a moment: not a reason to say the session ended; the next check asks again.
    return true;
  }
}

/**
 * The warning before an idle back-office session ends (docs: `staff-session.ts`), with JavaScript. Every call the
 * page makes to the server (a navigation, a save, a fetcher) counts as use, and so does typing or tapping, which
 * the page reports once in a while. Five minutes before the end a banner offers to stay signed in; at the end it
 * says the session ended and how to sign in again, without moving focus away from what is being typed (a save made
 * after the end keeps its text: lost-work).
 */
export function IdleSessionWarning() {
  // Set on mount: the page's own load was its last call.
  const lastCall = useRef(0);
  const asking = useRef(false);
  const [phase, setPhase] = useState<IdlePhase>({ phase: "in-use" });
  const { key, pathname, search } = useLocation();
  const navigationState = useNavigation().state;
  const fetcherStates = useFetchers()
    .map((fetcher) => fetcher.state)
    .join();

  const noteCall = useCallback(() => {
    lastCall.current = Date.now();
    setPhase({ phase: "in-use" });
  }, []);

  // Navigations, saves and fetchers reach the server (the banner follows at the next check).
  useEffect(() => {
    lastCall.current = Date.now();
  }, [key, navigationState, fetcherStates]);

  const ask = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    const holds = await sessionHolds();
    asking.current = false;
    if (holds) noteCall();
    else setPhase({ phase: "ended" });
  }, [noteCall]);

  useEffect(() => {
    const onActivity = () => {
      if (shouldPing(lastCall.current, Date.now())) void ask();
    };
    for (const event of ACTIVITY_EVENTS) document.addEventListener(event, onActivity, { passive: true });
    const timer = setInterval(() => {
      const next = idlePhase(lastCall.current, Date.now());
      // Another tab may have kept the session: the server has the last word before the page says it ended.
      if (next.phase === "ended") void ask();
      else setPhase((current) => (current.phase === "ended" ? current : next));
    }, CHECK_EVERY_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) document.removeEventListener(event, onActivity);
      clearInterval(timer);
    };
  }, [ask]);

  if (phase.phase === "in-use") return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900 shadow-lg"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        {phase.phase === "warning"
          ? `For parents' privacy, you will be signed out in ${phase.minutesLeft} minute${phase.minutesLeft === 1 ? "" : "s"} unless you use the back office.`
          : `You were signed out after ${STAFF_IDLE_MINUTES} minutes without use. Anything you save now is kept on screen for you to copy.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {phase.phase === "warning" ? (
          <button type="button" className={buttonClasses("primary")} onClick={() => void ask()}>
            Stay signed in
          </button>
        ) : (
          <a
            href={signInAgainUrl(pathname + search)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("primary")}
          >
            Sign in again<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
