/**
 * The one inline script of a content page: it starts the page's script (`main.ts`) once the page is painted.
 *
 * A `<script src>` is fetched as soon as the page names it, and a phone's first paint then waits on that round
 * trip as well as on the page; the page is complete without its script (links and forms work as HTML), so the
 * script can come after. Animation frames and the load event are no sign that the page has been painted (a
 * browser may run them first), so it waits for the first-contentful-paint entry; where paint timing is not
 * reported (older browsers, or a page opened in a background tab, which reports no first paint at all) it starts
 * a little after the load event instead.
 *
 * The text is the same for every page of a build, so the policy allows it by its hash (`server/csp.ts`) and the
 * page needs no per-response nonce: kept pages stay the same bytes for every visitor.
 */
export function startAfterPaintScript(src: string): string {
  return [
    `const src=${JSON.stringify(src)};let started=false;`,
    `const start=()=>{if(started)return;started=true;import(src)};`,
    `const reportsPaint=typeof PerformanceObserver==="function"&&PerformanceObserver.supportedEntryTypes.includes("paint");`,
    `if(reportsPaint)new PerformanceObserver((list,observer)=>{`,
    `if(list.getEntriesByName("first-contentful-paint").length===0)return;observer.disconnect();start()`,
    `}).observe({type:"paint",buffered:true});`,
    `const later=()=>setTimeout(start,reportsPaint?2000:0);`,
    `if(document.readyState==="complete")later();else addEventListener("load",later,{once:true});`,
  ].join("");
}
