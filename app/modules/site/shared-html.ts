/**
 * The route handle of a page whose HTML is the same for every anonymous visitor (no per-request values
 * such as form submission ids, no view counters), so the server may keep it per content version.
 */
export const sharedHtmlHandle = { sharedHtml: true } as const;
