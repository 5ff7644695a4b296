import type { ArenaProps } from "#app/modules/games/ui/fun-zone-arena.tsx";

/**
 * The Fun Zone's game is the one island that needs React: its code (React included) loads on that page only,
 * and hydrates the game the server rendered.
 */
export async function enhanceFunZone(): Promise<void> {
  const container = document.querySelector<HTMLElement>("[data-fun-zone-arena]");
  const propsScript = document.getElementById("fun-zone-arena-props");
  if (!container || !propsScript?.textContent) return;
  const props = JSON.parse(propsScript.textContent) as ArenaProps;
  const { hydrateArena } = await import("#app/modules/games/ui/arena-root.tsx");
  hydrateArena(container, props);
}
