/**
 * The header's menus are <details>, which open and close without JavaScript. With it, a menu also closes on
 * a click or tap anywhere outside it, and on Escape (focus goes back to its toggle), as menus do elsewhere.
 */
export function mount(element: HTMLElement): void {
  const menu = element.querySelector("details");
  if (!menu) return;
  document.addEventListener("click", (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    if (menu.contains(document.activeElement)) menu.querySelector("summary")?.focus();
  });
}
