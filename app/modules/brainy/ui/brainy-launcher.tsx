import { MessageCircle, X } from "lucide-react";
import { Island } from "#app/islands/island.tsx";
import { brainyTexts } from "#app/modules/brainy/texts.ts";

/**
 * Brainy's floating button, bottom right on public pages. As sent it is a link to the full-page chat, so it
 * works without JavaScript; its island (launcher-island.ts) turns it into the button that opens the
 * chat window in place, shows the hint for a few seconds (it can be closed sooner), and fetches the window's
 * code on the first open. On a phone's Fun Zone page it is not shown: there it would float over the answers and
 * the boards a child is looking at (CSS alone, so with JavaScript off too).
 */
export function BrainyLauncher() {
  return (
    <Island
      name="brainy-launcher"
      className="no-print fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 max-sm:[body:has([data-island=fun-zone-arena])_&]:hidden"
    >
      {/* Hidden on small screens, where it would sit over the page's text. */}
      <div
        data-brainy-hint=""
        hidden
        className="flex items-center gap-1 rounded-2xl rounded-br-sm bg-white py-1 pr-1 pl-4 font-semibold text-ink shadow-lg ring-1 ring-slate-200 motion-safe:animate-page-in max-sm:hidden"
      >
        <p>{brainyTexts.hint}</p>
        <button
          type="button"
          data-brainy-hint-close=""
          className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{brainyTexts.hintClose}</span>
        </button>
      </div>
      <a
        href="/brainy-chat"
        className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white hover:bg-brand-900"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
        <span className="sr-only">{brainyTexts.launcherLabel}</span>
      </a>
    </Island>
  );
}
