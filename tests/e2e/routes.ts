/** Every URL in both specification route tables (and ours), and whether the site shell shows on it. */
export const shellRoutes = [
  "/",
  "/about-us",
  "/fun-zone",
  "/fun-zone/progress",
  "/feeds",
  "/contact",
  "/story-time",
  "/our-methodology",
  "/for-schools",
  "/blog",
  "/blog/1",
  "/faq",
  "/brochures",
  "/careers",
  "/book-offline-demo",
  "/trial-class",
  "/privacy",
  "/programs/abacus",
  "/programs/vedic-maths",
  "/programs/communicative-english",
  "/programs/coding",
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
  "/admin/login",
];

export const adminRoutes = [
  "/admin/dashboard",
  "/admin/edit-content",
  "/admin/manage-brochures",
  "/admin/manage-testimonials",
  "/admin/manage-faqs",
  "/admin/manage-programs",
  "/admin/manage-feeds",
  "/admin/settings",
  "/admin/account",
  "/admin/fun-zone",
  "/admin/chat-gaps",
  "/admin/brainy-facts",
];
