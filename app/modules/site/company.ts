import type { Messages } from "#app/modules/i18n/messages/en.ts";

/**
 * The company's name and motto, part of the brand. Its contact details (phones, e-mails, address, office hours,
 * map, social links) are edited by staff and read from the database: see company-details.ts.
 */
export const company = {
  name: "SkillSprouts",
  tagline: "Skills that grow with every child.",
} as const;

/** A link of the header and footer; its words are the interface's (`nav` in app/modules/i18n/messages). */
export type NavLink = { to: string; label: keyof Messages["nav"] };

/** The header's six main links. */
export const mainNav: NavLink[] = [
  { to: "/", label: "home" },
  { to: "/#programs", label: "courses" },
  { to: "/about-us", label: "about" },
  { to: "/fun-zone", label: "funZone" },
  { to: "/feeds", label: "feeds" },
  { to: "/contact", label: "contact" },
];

/** The header's "More" menu. */
export const moreNav: NavLink[] = [
  { to: "/story-time", label: "storyTime" },
  { to: "/our-methodology", label: "methodology" },
  { to: "/for-schools", label: "forSchools" },
  { to: "/blog", label: "blog" },
  { to: "/faq", label: "faq" },
  { to: "/brochures", label: "brochures" },
  { to: "/careers", label: "careers" },
  { to: "/book-offline-demo", label: "offlineDemo" },
];
