import { applyDeferredStylesheets } from "./deferred-stylesheet.ts";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandRegistry,
  type IslandModule,
  type IslandName,
} from "./registry.ts";

/*
 * The script of the pages sent without the framework: it applies the full stylesheet and starts each island the
 * page marks (`<Island>`), importing an island's module only where one is on the page. It stays under a KB.
 */

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandRegistry, name);
}

async function start(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) throw new Error(`No island is named ${String(name)}`);
  const propsJson = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  const module = (await islandRegistry[name]()) as IslandModule<unknown>;
  await module.mount(element, propsJson === null ? undefined : (JSON.parse(propsJson) as unknown));
}

applyDeferredStylesheets();
const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
void Promise.allSettled(islands.map(start)).then((results) => {
  for (const result of results) {
    if (result.status === "rejected") console.error("An island could not start", result.reason);
  }
  // Pages and tests can tell that the page's islands are running (the game once it is playable).
  document.documentElement.dataset.hydrated = "true";
});
