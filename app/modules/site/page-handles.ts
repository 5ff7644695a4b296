/**
 * The route handle of a page whose HTML is the same for every anonymous visitor (no per-request values
 * such as form submission ids, no view counters), so the server may keep it per content version.
 */
export const sharedHtmlHandle = { sharedHtml: true } as const;

/**
 * The route handle of a content page that works fully as HTML: it is sent without the framework's JavaScript
 * (a phone downloads and runs a few KB instead of more than a hundred) and its HTML may be shared.
 */
export const staticPageHandle = { sharedHtml: true, hydrate: false } as const;

/** The same for a page whose HTML differs per visitor (a form's submission id, live view counts). */
export const staticUnsharedPageHandle = { sharedHtml: false, hydrate: false } as const;

export type PageHandle = { sharedHtml?: boolean; hydrate?: boolean };

/**
 * The client loader of those pages. They run no framework code of their own, so when a page that does (the
 * Fun Zone, sign-in, the admin) links to one, it is loaded as a document and its own script runs, instead of
 * being drawn by the framework without it. The route must have a server loader too (or the server renders
 * nothing for it).
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
