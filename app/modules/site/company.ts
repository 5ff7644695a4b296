/**
 * The company's name and motto, part of the brand. Its contact details (phones, e-mails, address, office hours,
 * map, social links) are edited by staff and read from the database: see company-details.ts.
 */
export const company = {
  name: "SkillSprouts",
  tagline: "Skills that grow with every child.",
} as const;

export type NavLink = { to: string; label: string };

/** The header's six main links. */
export const mainNav: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/#programs", label: "Our Courses" },
  { to: "/about-us", label: "About Us" },
  { to: "/fun-zone", label: "Fun Zone" },
  { to: "/feeds", label: "Feeds" },
  { to: "/contact", label: "Contact" },
];

/** The header's "More" menu. */
export const moreNav: NavLink[] = [
  { to: "/story-time", label: "Story Time" },
  { to: "/our-methodology", label: "Our Methodology" },
  { to: "/for-schools", label: "For Schools" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/brochures", label: "Brochures" },
  { to: "/careers", label: "Careers" },
  { to: "/book-offline-demo", label: "Book Offline Demo" },
];
