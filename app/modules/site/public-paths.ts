/**
 * The public pages at fixed addresses: one list, read by the sitemap (with each program, post and story scene
 * added), the end-to-end tests (every page in the shell) and the bench (through the sitemap). A page added to
 * app/routes.ts and meant for search engines is added here.
 */
export const listedPublicPaths = [
  "/",
  "/about-us",
  "/fun-zone",
  "/feeds",
  "/contact",
  "/story-time",
  "/our-methodology",
  "/for-schools",
  "/credentials",
  "/blog",
  "/faq",
  "/brochures",
  "/careers",
  "/book-offline-demo",
  "/trial-class",
  "/privacy",
] as const;

/** Public pages in the site shell that the sitemap leaves out: a player's own progress. */
export const unlistedShellPaths = ["/fun-zone/progress"] as const;
