import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { BRAINY_PANEL_ID, brainyTexts, HINT_DELAY_MS } from "#app/modules/assistant/texts.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";

// The chat window is fetched when first opened. If that fails (a new release replaced the file, say),
// the full-page chat still works.
const BrainyPanel = lazy(() =>
  import("./brainy-panel.tsx").catch(() => {
    window.location.assign("/brainy-chat");
    return new Promise<never>(() => {});
  }),
);

const launcherClass =
  "inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white hover:bg-brand-900";

/**
 * Brainy's floating button, bottom right on public pages. Without JavaScript (and until the page is
 * interactive) it is a link to the full-page chat; then it opens the chat window in place. The markup is
 * shared with the island script of pages sent without the framework (see launcher-island.ts).
 */
export function BrainyLauncher() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setHint(true), HINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  function openChat() {
    setHint(false);
    setOpen(true);
  }

  const icon = (
    <>
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">{brainyTexts.launcherLabel}</span>
    </>
  );

  return (
    <div data-brainy-launcher="" className="no-print fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3">
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="rounded-full bg-white px-4 py-2 font-semibold shadow-lg">
              Opening chat…
            </p>
          }
        >
          <BrainyPanel onClose={close} />
        </Suspense>
      ) : null}
      <p
        data-brainy-hint=""
        aria-hidden="true"
        hidden={!hint || open}
        className="pointer-events-none rounded-2xl rounded-br-sm bg-white px-4 py-2 font-semibold text-ink shadow-lg ring-1 ring-slate-200 motion-safe:animate-page-in"
      >
        {brainyTexts.hint}
      </p>
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-controls={open ? BRAINY_PANEL_ID : undefined}
          onClick={open ? close : openChat}
          className={launcherClass}
        >
          {icon}
        </button>
      ) : (
        <a href="/brainy-chat" className={launcherClass}>
          {icon}
        </a>
      )}
    </div>
  );
}
