import { renderToString } from "react-dom/server";
import { ARENA_ID_PREFIX, FunZoneArena, type ArenaProps } from "./fun-zone-arena.tsx";

/** The island's HTML, rendered as its own React root (as the browser will hydrate it). */
export function renderArena(props: ArenaProps): string {
  return renderToString(<FunZoneArena {...props} />, { identifierPrefix: ARENA_ID_PREFIX });
}
