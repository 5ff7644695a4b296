/**
 * The contact page's map arrives as our own drawing with a link that reloads the page with the map. Here the
 * link becomes a button that puts the OpenStreetMap frame in place: nothing is fetched from OpenStreetMap
 * until the visitor presses it.
 */
export function mount(container: HTMLElement, { src, title }: { src: string; title: string }): void {
  const link = container.querySelector<HTMLAnchorElement>("a[data-map-load]");
  if (!link) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.append(...link.childNodes);
  link.replaceWith(button);
  button.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.title = title;
    frame.src = src;
    frame.className = "size-full border-0";
    container.replaceChildren(frame);
    // The button went away with the drawing, so focus moves to the map that took its place.
    frame.focus();
  });
}
