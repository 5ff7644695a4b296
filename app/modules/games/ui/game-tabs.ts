import type { BoardPeriod, GameId } from "../protocol.ts";

/** The Fun Zone tabs in the order the page shows them; the first is the default. */
export const gameTabs = [
  { id: "math", label: "Math" },
  { id: "english", label: "English" },
  { id: "words", label: "Words" },
  { id: "abacus", label: "Abacus" },
  { id: "coding", label: "Coding" },
] as const satisfies readonly { id: GameId; label: string }[];

// Fails to compile when a game is added without a tab.
type MissingTab = Exclude<GameId, (typeof gameTabs)[number]["id"]>;
const everyGameHasATab: [MissingTab] extends [never] ? true : never = true;
void everyGameHasATab;

export const defaultGameId: GameId = "math";

/** The game a `?game=` value names; anything unknown (or missing) falls back to Math. */
export function gameIdFromParam(value: string | null | undefined): GameId {
  return gameTabs.find((tab) => tab.id === value)?.id ?? defaultGameId;
}

export const gameTabHref = (id: GameId) => `/fun-zone?game=${id}`;

/** The Fun Zone page with a game's "This week" board (the default) or its "All time" one. */
export const boardHref = (id: GameId, period: BoardPeriod) =>
  period === "week" ? gameTabHref(id) : `${gameTabHref(id)}&board=all-time`;

/** The board a `?board=` value names; anything else is this week's. */
export const boardPeriodFromParam = (value: string | null | undefined): BoardPeriod =>
  value === "all-time" ? "all-time" : "week";
