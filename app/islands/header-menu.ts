import { offerBrowserLanguage } from "#app/modules/i18n/ui/language-offer.ts";

/**
 * The header's menus are <details>, which open and close without JavaScript. With it, a menu also closes on
 * a click or tap anywhere outside it, and on Escape (focus goes back to its toggle), as menus do elsewhere, and
 * when focus leaves it: tabbing past the phone menu's last link would otherwise reach links hidden under it.
 * The language menu also starts the page's one-time offer of the browser's own language.
 */
export function mount(element: HTMLElement): void {
  const menu = element.querySelector("details");
  if (!menu) return;
  if (menu.hasAttribute("data-language-menu")) offerBrowserLanguage();
  document.addEventListener("click", (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  menu.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (menu.open && next instanceof Node && !menu.contains(next)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    if (menu.contains(document.activeElement)) menu.querySelector("summary")?.focus();
  });
}
