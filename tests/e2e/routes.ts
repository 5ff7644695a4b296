/** Every URL in both specification route tables, and whether the site shell shows on it. */
export const shellRoutes = [
  "/",
  "/our-courses",
  "/about-us",
  "/fun-zone",
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
  "/programs/abacus",
  "/programs/vedic-maths",
  "/programs/communicative-english",
  "/programs/coding",
];

export const bareRoutes = [
  "/brochures/print/official",
  "/brochures/print/student",
  "/brainy-chat",
  "/login",
  "/signup",
  "/forgot-password",
  "/password-reset",
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
];
