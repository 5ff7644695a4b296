import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { defaultLanguage, prefixedLanguages, type Language } from "./modules/i18n/languages.ts";

/**
 * The public pages inside the site shell (header, footer, chat), in one language: English at today's addresses,
 * every other language under its own prefix (docs/recipes.md, "Adding a language"). The English routes keep the
 * ids they always had; a translated route's id starts with its language.
 */
function shellPages(language: Language) {
  const pageId = (id: string) => ({ id: language === defaultLanguage ? id : `${language}/${id}` });
  return layout("routes/_marketing.tsx", pageId("routes/_marketing"), [
    index("routes/home.tsx", pageId("home")),
    route("about-us", "routes/about-us.tsx", pageId("routes/about-us")),
    route("fun-zone", "routes/fun-zone.tsx", pageId("routes/fun-zone")),
    route("fun-zone/progress", "routes/fun-zone-progress.tsx", pageId("routes/fun-zone-progress")),
    route("feeds", "routes/feeds.tsx", pageId("routes/feeds")),
    route("contact", "routes/contact.tsx", pageId("routes/contact")),
    route("story-time", "routes/story-time.tsx", pageId("story-time")),
    route("story-time/:scene", "routes/story-time.tsx", pageId("story-scene")),
    route("our-methodology", "routes/our-methodology.tsx", pageId("routes/our-methodology")),
    route("for-schools", "routes/for-schools.tsx", pageId("routes/for-schools")),
    route("credentials", "routes/credentials.tsx", pageId("routes/credentials")),
    route("blog", "routes/blog.tsx", pageId("routes/blog")),
    route("blog/:id", "routes/blog-post.tsx", pageId("routes/blog-post")),
    route("faq", "routes/faq.tsx", pageId("routes/faq")),
    route("brochures", "routes/brochures.tsx", pageId("routes/brochures")),
    route("careers", "routes/careers.tsx", pageId("routes/careers")),
    route("careers/:id/apply", "routes/careers-apply.tsx", pageId("routes/careers-apply")),
    route("book-offline-demo", "routes/book-offline-demo.tsx", pageId("routes/book-offline-demo")),
    route("trial-class", "routes/trial-class.tsx", pageId("routes/trial-class")),
    // A booked trial class, by its signed token: the booking's page.
    route("trial-class/booking/:token", "routes/trial-booking.tsx", pageId("routes/trial-booking")),
    // Moving or cancelling it, by the booking's change link (signed for that).
    route(
      "trial-class/booking/:token/change",
      "routes/trial-booking-change.tsx",
      pageId("routes/trial-booking-change"),
    ),
    // A family's place on a full class's waiting list, by the link its seat offer mails: book the seat, or leave.
    route("trial-class/waitlist/:token", "routes/trial-waitlist.tsx", pageId("routes/trial-waitlist")),
    route("privacy", "routes/privacy.tsx", pageId("routes/privacy")),
    route("programs/:id", "routes/program.tsx", pageId("routes/program")),
    route("*", "routes/not-found.tsx", pageId("routes/not-found")),
  ]);
}

export default [
  // Public pages inside the site shell, in each language.
  shellPages(defaultLanguage),
  ...prefixedLanguages.flatMap((language) => prefix(language, [shellPages(language)])),

  // Pages without the shell.
  route("brochures/print/official", "routes/brochure-print-official.tsx"),
  route("brochures/print/student", "routes/brochure-print-student.tsx"),
  // The same brochure as a PDF, and each course's one-page sheet for parents: downloads made from the content.
  route("brochures/school-partnership.pdf", "routes/resources/school-brochure.ts"),
  route("programs/:id/course-sheet.pdf", "routes/resources/course-sheet.ts"),
  // A booked trial class's calendar invite.
  route("trial-class/booking/:token/invite.ics", "routes/resources/trial-invite.ts"),
  route("brainy-chat", "routes/brainy-chat.tsx"),
  layout("routes/_auth.tsx", [
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("password-reset", "routes/password-reset.tsx"),
    route("sign-in-link", "routes/sign-in-link.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    // The newsletter mail's links: confirm the address, or unsubscribe.
    route("newsletter/:step", "routes/newsletter-link.tsx"),
    route("two-step", "routes/two-step.tsx"),
    route("accept-invite", "routes/accept-invite.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
  ]),
  ...prefix("admin", [
    // One guard for everything under /admin (staff and admins): the layout's middleware, which also covers its
    // resource routes; the admin-only pages sit in a layout with a second guard.
    layout("routes/admin/_layout.tsx", [
      index("routes/admin/index.ts", { id: "admin-index" }),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("edit-content", "routes/admin/edit-content.tsx"),
      route("manage-programs", "routes/admin/manage-programs.tsx"),
      route("manage-feeds", "routes/admin/manage-feeds.tsx"),
      route("manage-brochures", "routes/admin/manage-brochures.tsx"),
      route("manage-testimonials", "routes/admin/manage-testimonials.tsx"),
      route("manage-leaders", "routes/admin/manage-leaders.tsx"),
      route("manage-faqs", "routes/admin/manage-faqs.tsx"),
      route("manage-blog", "routes/admin/manage-blog.tsx"),
      route("manage-careers", "routes/admin/manage-careers.tsx"),
      route("school-pricing", "routes/admin/school-pricing.tsx"),
      route("manage-partner-schools", "routes/admin/manage-partner-schools.tsx"),
      route("manage-case-studies", "routes/admin/manage-case-studies.tsx"),
      route("manage-credentials", "routes/admin/manage-credentials.tsx"),
      route("manage-results", "routes/admin/manage-results.tsx"),
      route("inbox", "routes/admin/inbox.tsx"),
      // Deleted leads wait here (restore, or delete for good) before the nightly job empties it.
      route("inbox/trash", "routes/admin/inbox-trash.tsx"),
      // Before the lead's page, so "new" and "import" are never read as a kind of lead.
      route("inbox/new", "routes/admin/new-lead.tsx"),
      route("inbox/import", "routes/admin/import-leads.tsx"),
      route("inbox/import/problems", "routes/resources/import-problems.ts"),
      route("inbox/:kind/:id", "routes/admin/inbox-lead.tsx"),
      route("chat-gaps", "routes/admin/chat-gaps.tsx"),
      route("brainy-facts", "routes/admin/brainy-facts.tsx"),
      route("fun-zone", "routes/admin/fun-zone-boards.tsx"),
      // The coming week's trial classes, for staff running them: children, attendance, parents to call back.
      route("trial-agenda", "routes/admin/trial-agenda.tsx"),
      // The schedule behind the booking page: weekly classes, closed days, single classes added or changed.
      route("trial-schedule", "routes/admin/trial-schedule.tsx"),
      // Each member of staff's and admin's own account: their password.
      route("account", "routes/admin/account.tsx"),
      route("inbox/export/:list", "routes/resources/inbox-export.ts"),
      route("inbox/cv/:id", "routes/resources/inbox-cv.ts"),
      route("session", "routes/resources/staff-session.ts"),
      // Accounts, settings and the audit log: admins only; staff are refused, reading or writing.
      layout("routes/admin/_admin-only.tsx", [
        route("settings", "routes/admin/settings.tsx"),
        route("users", "routes/admin/users.tsx"),
        route("audit-log", "routes/admin/audit-log.tsx"),
      ]),
    ]),
  ]),

  // Resource routes: no UI.
  route("healthz", "routes/resources/healthz.ts"),
  route("readyz", "routes/resources/readyz.ts"),
  route("media/*", "routes/resources/media.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  route("logout", "routes/resources/logout.ts"),
  route("feeds/:id/view", "routes/resources/feed-view.ts"),
  route("brainy-chat/reply", "routes/resources/brainy-reply.ts"),
  route("fun-zone/api/:gameId", "routes/resources/game-api.ts"),
  route("fun-zone/api/:gameId/leaderboard", "routes/resources/game-leaderboard.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("our-courses", "routes/resources/our-courses.ts"),
] satisfies RouteConfig;
