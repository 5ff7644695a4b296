import { MessageCircle } from "lucide-react";
import { brainyTexts } from "#app/modules/assistant/texts.ts";

/**
 * Brainy's floating button, bottom right on public pages. As sent it is a link to the full-page chat, so it
 * works without JavaScript; the pages' script (launcher-island.ts) turns it into the button that opens the
 * chat window in place, shows the hint after a while, and fetches the window's code on the first open.
 */
export function BrainyLauncher() {
  return (
    <div data-brainy-launcher="" className="no-print fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3">
      <p
        data-brainy-hint=""
        aria-hidden="true"
        hidden
        className="pointer-events-none rounded-2xl rounded-br-sm bg-white px-4 py-2 font-semibold text-ink shadow-lg ring-1 ring-slate-200 motion-safe:animate-page-in"
      >
        {brainyTexts.hint}
      </p>
      <a
        href="/brainy-chat"
        className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white hover:bg-brand-900"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
        <span className="sr-only">{brainyTexts.launcherLabel}</span>
      </a>
    </div>
  );
}
