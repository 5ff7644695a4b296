import { renderToString } from "react-dom/server";
import { ARENA_ID_PREFIX, FunZoneArena, type ArenaProps } from "./fun-zone-arena.tsx";

/**
 * The island's HTML, rendered as its own React root (as the browser will hydrate it), and its props as JSON
 * that is safe inside a <script> element.
 */
export function renderArena(props: ArenaProps): { html: string; propsJson: string } {
  return {
    html: renderToString(<FunZoneArena {...props} />, { identifierPrefix: ARENA_ID_PREFIX }),
    propsJson: JSON.stringify(props).replace(/</g, "\\u003c"),
  };
}
