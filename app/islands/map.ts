/**
 * The contact page's map arrives as our own drawing with a link that reloads the page with the map. Here the
 * link becomes a button that puts the OpenStreetMap frame in place: nothing is fetched from OpenStreetMap
 * until the visitor presses it.
 */
export function enhanceMap(container: HTMLElement) {
  const link = container.querySelector<HTMLAnchorElement>("a[data-map-load]");
  const src = container.dataset.mapSrc;
  if (!link || !src) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.append(...link.childNodes);
  link.replaceWith(button);
  button.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.title = container.dataset.mapTitle ?? "Map";
    frame.src = src;
    frame.className = "size-full border-0";
    container.replaceChildren(frame);
    // The button went away with the drawing, so focus moves to the map that took its place.
    frame.focus();
  });
}
