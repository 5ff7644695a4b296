/** The gradients a course page's top may have (Tailwind classes), as staff choose them in Manage Programs. */
export const programColors = [
  "from-amber-400 to-orange-500",
  "from-emerald-400 to-teal-500",
  "from-sky-400 to-indigo-500",
  // The built-in Communicative English colour.
  "from-sky-400 to-blue-600",
  "from-violet-500 to-fuchsia-500",
  "from-rose-400 to-pink-500",
  "from-lime-400 to-green-500",
  "from-cyan-400 to-blue-500",
  "from-yellow-400 to-amber-500",
];

/**
 * The darkening laid over a course page's gradient under its white title and text: 45 % black gives every colour
 * above at least 4.5:1 (WCAG AA for small text), as course-colours.test.ts beside it checks.
 */
export const HERO_SCRIM_CLASS = "bg-black/45";
