import { listedPublicPaths, unlistedShellPaths } from "#app/modules/site/public-paths.ts";
import { pathInLanguage, prefixedLanguages } from "#app/modules/i18n/languages.ts";

/**
 * A page of each kind in each language besides English: the home page, a form page of each kind, a program, a
 * page of content rows, and the Fun Zone. The other pages are the same templates under the same shell.
 */
const translatedShellRoutes = prefixedLanguages.flatMap((language) =>
  ["/", "/contact", "/trial-class", "/programs/abacus", "/faq", "/fun-zone"].map((path) =>
    pathInLanguage(path, language),
  ),
);

/**
 * Every page in the site shell: the public pages at fixed addresses (the sitemap's list), one of each kind at an
 * address the content makes (a post, each seeded program), and a page of each kind in Hindi and Marathi.
 */
export const shellRoutes = [
  ...listedPublicPaths,
  ...unlistedShellPaths,
  "/blog/1",
  "/programs/abacus",
  "/programs/vedic-maths",
  "/programs/communicative-english",
  "/programs/coding",
  ...translatedShellRoutes,
];

/** Pages without the shell that still link to the privacy notice (the print brochures are documents). */
export const bareRoutesWithPrivacyLink = [
  "/brainy-chat",
  "/login",
  "/signup",
  "/forgot-password",
  "/password-reset",
  "/sign-in-link",
  "/verify-email",
  "/newsletter/confirm",
  "/admin/login",
];

export const bareRoutes = [
  "/brochures/print/official",
  "/brochures/print/student",
  "/brainy-chat",
  "/login",
  "/signup",
  "/forgot-password",
  "/password-reset",
  "/sign-in-link",
  "/verify-email",
  "/newsletter/confirm",
  "/admin/login",
];

export const adminRoutes = [
  "/admin/dashboard",
  "/admin/edit-content",
  "/admin/manage-brochures",
  "/admin/manage-testimonials",
  "/admin/manage-leaders",
  "/admin/manage-faqs",
  "/admin/manage-programs",
  "/admin/manage-feeds",
  "/admin/settings",
  "/admin/account",
  "/admin/fun-zone",
  "/admin/chat-gaps",
  "/admin/brainy-facts",
  "/admin/trial-agenda",
  "/admin/trial-schedule",
];
