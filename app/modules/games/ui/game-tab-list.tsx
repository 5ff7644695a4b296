import { BookOpen, Calculator, Code, WholeWord, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "#app/ui/cn.ts";
import type { GameId } from "../protocol.ts";
import { gameTabHref, gameTabs } from "./game-tabs.ts";

/** A small abacus in the icon set's style (the set has none). */
function AbacusIcon(props: ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18M8 3v18M16 3v18" />
      <circle cx="8" cy="6" r="1.2" fill="currentColor" />
      <circle cx="16" cy="13" r="1.2" fill="currentColor" />
      <circle cx="8" cy="16" r="1.2" fill="currentColor" />
    </svg>
  );
}

const icons: Record<GameId, LucideIcon | typeof AbacusIcon> = {
  math: Calculator,
  english: BookOpen,
  words: WholeWord,
  abacus: AbacusIcon,
  coding: Code,
};

/**
 * The five games as links (`?game=`), so each game can be linked to and switching works without JavaScript.
 * The open game's link is marked as the current page.
 */
export function GameTabList({ current }: { current: GameId }) {
  return (
    <nav aria-label="Games">
      {/* On a phone, one row of five (icon over name); wider, a row of pills. */}
      <ul className="grid grid-cols-5 gap-1.5 sm:flex sm:flex-wrap sm:justify-center sm:gap-3">
        {gameTabs.map((tab) => {
          const Icon = icons[tab.id];
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={gameTabHref(tab.id)}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-2xl px-1 text-sm font-bold transition-colors sm:min-h-12 sm:flex-row sm:gap-2 sm:rounded-full sm:px-5 sm:text-lg",
                  active
                    ? "bg-brand-700 text-white shadow-md"
                    : "bg-white text-brand-700 ring-2 ring-brand-600 hover:bg-brand-50",
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
