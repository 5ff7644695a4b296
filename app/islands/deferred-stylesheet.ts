/**
 * A kept page carries the CSS rules it uses inline and names the full stylesheet on a <noscript> element
 * (whose link applies it without JavaScript), so the stylesheet never holds up the first paint. Applied here,
 * for what the page's scripts and open details show later. This script starts after the first paint
 * (`start-after-paint.ts`), so the stylesheet is not waited for.
 */
export function applyDeferredStylesheets(): void {
  const hrefs = [...document.querySelectorAll<HTMLElement>("noscript[data-deferred-stylesheet]")].flatMap(
    (element) => element.dataset.deferredStylesheet ?? [],
  );
  for (const href of hrefs) {
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = href;
    document.head.append(sheet);
  }
}
