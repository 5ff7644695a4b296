import { Link } from "react-router";
import { trialClassHref } from "#app/modules/leads/trial-link.ts";
import { buttonClasses } from "#app/ui/button.tsx";

/**
 * On phones, the free trial stays one tap away at the foot of the screen (the header has no room for it). Not on
 * the trial page itself, nor over a game; Brainy's button sits at its right end.
 */
export function TrialBar({ pathname }: { pathname: string }) {
  if (pathname.startsWith("/trial-class")) return null;
  return (
    <div
      data-trial-bar
      className="no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 py-3 pr-24 pl-4 backdrop-blur sm:hidden max-sm:[body:has([data-island=fun-zone-arena])_&]:hidden"
    >
      <Link to={trialClassHref()} className={buttonClasses("primary", "md", "w-full")}>
        {/* "Class" is left to screen readers on the narrowest phones, where the label would wrap beside Brainy. One
            text run: the button lays out its children with a gap, which would open between "Trial" and "Class". */}
        <span>
          Book a Free Trial<span className="max-[24rem]:sr-only"> Class</span>
        </span>
      </Link>
    </div>
  );
}
