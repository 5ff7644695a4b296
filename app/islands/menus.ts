/**
 * The header's menus are <details>, which open and close without JavaScript. With it, a menu also closes on
 * a click or tap anywhere outside it, and on Escape (focus goes back to its toggle), as menus do elsewhere.
 */
export function enhanceMenus(menus: HTMLDetailsElement[]) {
  if (menus.length === 0) return;
  document.addEventListener("click", (event) => {
    for (const menu of menus) {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of menus) {
      if (!menu.open) continue;
      menu.open = false;
      if (menu.contains(document.activeElement)) menu.querySelector("summary")?.focus();
    }
  });
}
