/**
 * The route handle of a page whose HTML is the same for every anonymous visitor (no per-request values
 * such as form submission ids, no view counters), so the server may keep it per content version.
 */
export const sharedHtmlHandle = { sharedHtml: true } as const;

/**
 * The handle of the site's shell layout, which `shellPages` (app/routes.ts) mounts in every language: its pages
 * name their other languages to search engines (`pageMeta`).
 */
export const shellLayoutHandle = { ...sharedHtmlHandle, inEveryLanguage: true } as const;

/**
 * The route handle of a content page that works fully as HTML: it is sent without the framework's JavaScript
 * (a phone downloads and runs a few KB instead of more than a hundred) and its HTML may be shared. Its
 * components are hook-free templates; what JavaScript improves there is an `<Island>`. The framework's pages
 * link to it with `PageLink`, so it is loaded as a document (docs/decisions/004). What a template needs to know,
 * the page's language included, comes from its loader (`requestLanguage`) and goes down as props.
 */
export const staticPageHandle = { sharedHtml: true, hydrate: false } as const;

/** The same for a page whose HTML differs per visitor. */
export const staticUnsharedPageHandle = { sharedHtml: false, hydrate: false } as const;

/**
 * A content page whose HTML is the same for every anonymous visitor but shows figures that change without an
 * edit (a post's views, a game's board): kept like the others, and drawn again once it is `seconds` old.
 */
export function staticFreshPageHandle(seconds: number) {
  return { sharedHtml: true, hydrate: false, freshForSeconds: seconds } as const;
}

export type PageHandle = {
  sharedHtml?: boolean;
  hydrate?: boolean;
  freshForSeconds?: number;
  inEveryLanguage?: boolean;
};
