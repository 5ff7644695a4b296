/**
 * The thank-you after a send: focused as the page opens, so a screen reader says it; after a while the form comes
 * back below it (it is in the page, hidden) and the thank-you stays, so nothing disappears before it is read.
 */
export function mount(element: HTMLElement, { after }: { after: number }): void {
  element.querySelector<HTMLElement>("[data-thanks-heading]")?.focus({ preventScroll: true });
  setTimeout(() => {
    const form = element.parentElement?.querySelector<HTMLElement>("[data-thanks-form]");
    if (!form) return;
    form.hidden = false;
    element.querySelector<HTMLElement>("[data-thanks-link]")?.setAttribute("hidden", "");
  }, after);
}
