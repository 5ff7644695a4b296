/**
 * A kept page carries the CSS rules it uses inline and names the full stylesheet in a prefetch link, so the
 * stylesheet never holds up the first paint. Applied here, once the page is parsed, for what the page's
 * scripts and open details show later (without JavaScript a <noscript> link applies it instead).
 */
export function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-deferred-stylesheet]")) {
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = link.href;
    document.head.append(sheet);
  }
}
