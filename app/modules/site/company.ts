/** Facts about the company shown across the site and used by the brochures and Brainy. */
export const company = {
  name: "SkillSprouts",
  tagline: "Skills that grow with every child.",
  office: { locality: "Mira Road", city: "Mumbai", region: "Maharashtra", country: "India" },
  officeAddress: "Mira Road, Mumbai, Maharashtra, India",
  phones: {
    general: { label: "General enquiries", display: "+91 22 4000 1234", tel: "+912240001234" },
    schools: { label: "School partnerships", display: "+91 22 4000 5678", tel: "+912240005678" },
  },
  emails: {
    general: "hello@skillsprouts.in",
    partners: "partners@skillsprouts.in",
    careers: "careers@skillsprouts.in",
  },
  officeHours: [
    { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM – 2:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  map: { latitude: 19.2813, longitude: 72.8557, note: "The marker shows Mira Road approximately, not our exact door." },
  socials: [
    { name: "Facebook", href: "https://www.facebook.com/skillsprouts" },
    { name: "Twitter", href: "https://twitter.com/skillsprouts" },
    { name: "Instagram", href: "https://www.instagram.com/skillsprouts" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/skillsprouts" },
    { name: "YouTube", href: "https://www.youtube.com/@skillsprouts" },
  ],
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
