/**
 * A kept page carries the CSS rules it uses inline and names the full stylesheet on a <noscript> element
 * (whose link applies it without JavaScript), so the stylesheet never holds up the first paint. Applied here,
 * for what the page's scripts and open details show later.
 */
export function applyDeferredStylesheets(): void {
  const hrefs = [...document.querySelectorAll<HTMLElement>("noscript[data-deferred-stylesheet]")].flatMap(
    (element) => element.dataset.deferredStylesheet ?? [],
  );
  if (hrefs.length === 0) return;
  // After the first frame is painted: a stylesheet added before it would be waited for like any other.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const href of hrefs) {
        const sheet = document.createElement("link");
        sheet.rel = "stylesheet";
        sheet.href = href;
        document.head.append(sheet);
      }
    }),
  );
}
