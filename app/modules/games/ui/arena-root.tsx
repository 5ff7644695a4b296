import { hydrateRoot } from "react-dom/client";
import { mountStandaloneToaster } from "#app/ui/standalone-toaster.tsx";
import { ARENA_ID_PREFIX, FunZoneArena, type ArenaProps } from "./fun-zone-arena.tsx";

/** The game's island: brings the server-rendered game to life in its own React root, with the page's toast area. */
export function mount(container: HTMLElement, props: ArenaProps): void {
  hydrateRoot(container, <FunZoneArena {...props} />, { identifierPrefix: ARENA_ID_PREFIX });
  mountStandaloneToaster();
}
