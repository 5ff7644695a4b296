import { enhanceBrainyLaunchers } from "#app/components/brainy/launcher-island.ts";
import { enhanceCarousel } from "./carousel.ts";
import { applyDeferredStylesheets } from "./deferred-stylesheet.ts";
import { enhanceFeeds } from "./feeds.ts";
import { enhanceForm, returnAfterThanks } from "./forms.ts";
import { enhanceFunZone } from "./fun-zone.ts";
import { enhanceMap } from "./map.ts";
import { enhanceMenus } from "./menus.ts";

/*
 * The script of the content pages, which are sent without the framework: each page's extras, found by
 * their data attributes. Kept to a few KB; anything larger is imported when it is used.
 */
applyDeferredStylesheets();
for (const region of document.querySelectorAll<HTMLElement>("[data-carousel]")) enhanceCarousel(region);
enhanceFeeds([...document.querySelectorAll<HTMLElement>("[data-feed-id]")]);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-schema]")) enhanceForm(form);
for (const element of document.querySelectorAll<HTMLElement>("[data-return-to]")) returnAfterThanks(element);
for (const container of document.querySelectorAll<HTMLElement>("[data-map-src]")) enhanceMap(container);
enhanceMenus([...document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")]);

enhanceBrainyLaunchers();

// Pages and tests can tell that the page's scripts are running (the game once it is playable).
void enhanceFunZone()
  .catch((error: unknown) => console.error("The game could not start", error))
  .finally(() => {
    document.documentElement.dataset.hydrated = "true";
  });
