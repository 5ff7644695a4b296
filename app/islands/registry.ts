/**
 * Every island of the pages sent without the framework: its name in the markup (`<Island name="…">`) and the
 * module that brings it to life, imported only on a page that has one. Each module exports `mount`, whose
 * second parameter is the island's props: `<Island>` takes exactly those, so markup and script cannot drift.
 */
export const islandRegistry = {
  "header-menu": () => import("./header-menu.ts"),
  "brainy-launcher": () => import("#app/modules/brainy/ui/launcher-island.ts"),
  "testimonial-carousel": () => import("./carousel.ts"),
  "checked-form": () => import("./checked-form.ts"),
  "thanks-return": () => import("./thanks-return.ts"),
  "action-notice": () => import("./action-notice.ts"),
  "contact-map": () => import("./map.ts"),
  "feed-card": () => import("./feed-card.ts"),
  "fun-zone-arena": () => import("#app/modules/games/ui/arena-root.tsx"),
  "brainy-page": () => import("#app/modules/brainy/ui/chat-page-island.ts"),
} satisfies Record<string, () => Promise<IslandModule<never>>>;

/** What an island's module provides: `mount` runs once for each of its elements on the page. */
export type IslandModule<Props> = { mount: (element: HTMLElement, props: Props) => void | Promise<void> };

export type IslandName = keyof typeof islandRegistry;

export type IslandProps<Name extends IslandName> = Parameters<
  Awaited<ReturnType<(typeof islandRegistry)[Name]>>["mount"]
>[1];

/** The markup's attributes that name an island and carry its props (JSON). */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
