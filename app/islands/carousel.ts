const ADVANCE_MS = 5000;

/**
 * The testimonial carousel is a scroll-snap list that works without JavaScript. With it, the list moves on
 * by itself every 5 s, wraps both ways, gets previous/next buttons, and holds still while hovered or
 * focused, when the visitor prefers reduced motion, or for good once they press Pause (until Play).
 */
export function mount(region: HTMLElement): void {
  const list = region.querySelector<HTMLElement>("[data-carousel-list]");
  const controls = region.querySelector<HTMLElement>("[data-carousel-controls]");
  const status = region.querySelector<HTMLElement>("[data-carousel-status]");
  if (!list || !controls || !status) return;
  const count = list.children.length;
  if (count < 2) return;
  controls.hidden = false;

  let index = 0;
  let paused = false;
  let stopped = false;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  const goTo = (next: number) => {
    index = (next + count) % count;
    const item = list.children[index] as HTMLElement | undefined;
    if (item) list.scrollTo({ left: item.offsetLeft - list.offsetLeft, behavior: "smooth" });
    status.textContent = `${index + 1} / ${count}`;
  };
  const setPaused = (value: boolean) => {
    paused = value;
    // Announced only when the visitor is driving it, never on every automatic turn.
    status.setAttribute("aria-live", paused ? "polite" : "off");
  };

  const pause = region.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  pause?.addEventListener("click", () => {
    stopped = !stopped;
    pause.textContent = stopped ? "Play" : "Pause";
  });
  region.querySelector("[data-carousel-prev]")?.addEventListener("click", () => goTo(index - 1));
  region.querySelector("[data-carousel-next]")?.addEventListener("click", () => goTo(index + 1));
  region.addEventListener("pointerenter", () => setPaused(true));
  region.addEventListener("pointerleave", () => setPaused(false));
  region.addEventListener("focusin", () => setPaused(true));
  region.addEventListener("focusout", (event) => {
    if (!region.contains(event.relatedTarget as Node | null)) setPaused(false);
  });
  setInterval(() => {
    if (!paused && !stopped && !reducedMotion.matches && !document.hidden) goTo(index + 1);
  }, ADVANCE_MS);
}
