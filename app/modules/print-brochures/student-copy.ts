import {
  Blocks,
  BookOpen,
  Bot,
  Brain,
  Calculator,
  CircleCheck,
  ClipboardCheck,
  CodeXml,
  Drama,
  Globe,
  GraduationCap,
  Hand,
  Heart,
  Lightbulb,
  Medal,
  Mic,
  Puzzle,
  School,
  ShieldCheck,
  Sigma,
  Sparkles,
  SpellCheck,
  Target,
  Timer,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { deliveryModel } from "#app/modules/pages/delivery.ts";
import type { BrochureCourseId } from "./courses.ts";
import type { Feature, PillItem } from "./ui/slide.tsx";

/*
 * The words of the student brochure, for children and their parents: what its slides list, course by course.
 * The courses' titles and ages are not here: they come from the programs table (courses.ts).
 */

export const studentFooterLabel = "Student Brochure";

/** Light chips for the cover and the discovery page: dark text on pastel colours. */
export const courseChips: Record<BrochureCourseId, string> = {
  abacus: "bg-amber-300 text-slate-900",
  "vedic-maths": "bg-lime-300 text-slate-900",
  coding: "bg-sky-300 text-slate-900",
  "communicative-english": "bg-pink-200 text-slate-900",
};

/** Each course on the discovery slide: one line for children and the colours behind its drawing. */
export const discoverCopy: Record<BrochureCourseId, { line: string; art: string }> = {
  abacus: { line: "Slide the beads and become a mental maths star.", art: "from-amber-300 to-orange-400" },
  "vedic-maths": { line: "Learn magic shortcuts for big, tricky sums.", art: "from-emerald-300 to-teal-400" },
  coding: { line: "Make games and websites, and meet AI.", art: "from-violet-300 to-fuchsia-300" },
  "communicative-english": {
    line: "Speak, read and tell stories with confidence.",
    art: "from-sky-300 to-blue-400",
  },
};

/** The skills the courses grow, as chips on the discovery slide. */
export const superpowers: readonly PillItem[] = [
  { key: "focus", icon: Target, label: "Super focus", className: "bg-amber-200" },
  { key: "memory", icon: Brain, label: "Mega memory", className: "bg-lime-200" },
  { key: "speaking", icon: Mic, label: "Brave speaking", className: "bg-sky-200" },
  { key: "thinking", icon: Zap, label: "Quick thinking", className: "bg-pink-200" },
  { key: "ideas", icon: Lightbulb, label: "Creative ideas", className: "bg-violet-200" },
  { key: "team", icon: Users, label: "Team spirit", className: "bg-orange-200" },
];

export type StudentCourseCopy = {
  id: BrochureCourseId;
  page: number;
  /** Slide background, the big circle behind the art, badges and accent text. */
  theme: { surface: string; circle: string; badge: string; accent: string; icon: string; tryThis: string };
  tagline: string;
  blurb: string;
  activities: readonly Feature[];
  /** Skills the course grows, shown as chips. */
  grows: readonly string[];
  funFact: string;
  tryThis: string;
};

/** One slide per course, in brochure order, with the page each is printed on. */
export const studentCourseCopy: readonly StudentCourseCopy[] = [
  {
    id: "abacus",
    page: 3,
    theme: {
      surface: "bg-amber-50",
      circle: "from-amber-300 to-orange-400",
      badge: "bg-orange-700 text-white",
      accent: "text-orange-800",
      icon: "bg-orange-100 text-orange-800",
      tryThis: "bg-orange-700",
    },
    tagline: "Beads that turn you into a maths whiz!",
    blurb: "Slide the beads, see the numbers, and soon you'll be solving sums in your head, super fast.",
    activities: [
      { icon: Hand, title: "Bead power", text: "Move real abacus beads to add and subtract." },
      { icon: Brain, title: "Magic mind abacus", text: "Picture the abacus in your head and solve sums without it!" },
      { icon: Timer, title: "Speed challenges", text: "Beat the clock with flash cards and listening sums." },
      { icon: Medal, title: "Level up", text: "Clear each level and earn your certificate." },
    ],
    grows: ["Focus", "Memory", "Speed"],
    funFact: "Each rod has one bead worth 5 and four beads worth 1, so one rod can show any number from 0 to 9!",
    tryThis: "Show 7 on one rod: push the 5-bead down and two 1-beads up. 5 + 2 = 7!",
  },
  {
    id: "vedic-maths",
    page: 4,
    theme: {
      surface: "bg-emerald-50",
      circle: "from-emerald-300 to-teal-400",
      badge: "bg-emerald-800 text-white",
      accent: "text-emerald-800",
      icon: "bg-emerald-100 text-emerald-800",
      tryThis: "bg-emerald-800",
    },
    tagline: "Maths tricks that feel like magic!",
    blurb: "Learn clever shortcuts called sutras, multiply big numbers in your head and check answers in seconds.",
    activities: [
      { icon: Sparkles, title: "Secret sutras", text: "Discover smart shortcut rules for tricky sums." },
      { icon: Zap, title: "Lightning multiplying", text: "Multiply two-digit numbers in your head." },
      { icon: CircleCheck, title: "Answer checker", text: "Use digit sums to check that you're right." },
      { icon: Trophy, title: "Olympiad ready", text: "Take on puzzles and challenge rounds." },
    ],
    grows: ["Number sense", "Quick thinking", "Confidence"],
    funFact: "Vedic Maths has 16 main sutras: short rules like “Vertically and crosswise” that solve lots of problems.",
    tryThis: "Square a number ending in 5! For 35 × 35: 3 × 4 = 12, then add 25 → 1225. Now try 45 × 45.",
  },
  {
    id: "coding",
    page: 5,
    theme: {
      surface: "bg-violet-50",
      circle: "from-violet-300 to-fuchsia-300",
      badge: "bg-violet-700 text-white",
      accent: "text-violet-800",
      icon: "bg-violet-100 text-violet-800",
      tryThis: "bg-violet-700",
    },
    tagline: "Build games, websites and meet AI!",
    blurb: "Snap colourful code blocks together, then type real Python, design web pages and find out how AI learns.",
    activities: [
      { icon: Blocks, title: "Block coding", text: "Make animations, stories and games by snapping blocks." },
      { icon: CodeXml, title: "Real Python", text: "Write, test and fix your very own programs." },
      { icon: Globe, title: "Your own website", text: "Design web pages with HTML and CSS." },
      { icon: Bot, title: "Meet AI", text: "See how AI learns from examples, and use it safely." },
    ],
    grows: ["Logic", "Creativity", "Patience"],
    funFact:
      "Ada Lovelace wrote one of the first computer programs in 1843, about 100 years before electronic computers!",
    tryThis: "Spot the loop! “clap, jump, clap, jump, clap, jump” is just: repeat 3 times [clap, jump].",
  },
  {
    id: "communicative-english",
    page: 6,
    theme: {
      surface: "bg-sky-50",
      circle: "from-sky-300 to-blue-400",
      badge: "bg-blue-800 text-white",
      accent: "text-blue-800",
      icon: "bg-sky-100 text-blue-800",
      tryThis: "bg-blue-800",
    },
    tagline: "Speak up and shine bright!",
    blurb: "Tell stories, act in role-plays, play word games and give talks, and watch your confidence grow.",
    activities: [
      { icon: Drama, title: "Role-play time", text: "Act out shops, trips and adventures in English." },
      { icon: BookOpen, title: "Story circle", text: "Read, tell and invent amazing stories." },
      { icon: Mic, title: "Show & tell", text: "Share your favourite things with the class." },
      { icon: Puzzle, title: "Word games", text: "Grow your vocabulary while you play." },
    ],
    grows: ["Confidence", "Vocabulary", "Listening"],
    funFact: "“The quick brown fox jumps over the lazy dog” uses every letter of the English alphabet!",
    tryThis: "Say it three times, fast: “Red lorry, yellow lorry!”",
  },
];

/** The Fun Zone's games, as tiles on the fun slide. */
export const funZoneGames: readonly { icon: LucideIcon; label: string }[] = [
  { icon: Sigma, label: "Maths" },
  { icon: SpellCheck, label: "Grammar" },
  { icon: Puzzle, label: "Words" },
  { icon: Calculator, label: "Abacus" },
  { icon: CodeXml, label: "Coding" },
];

/** Why parents choose SkillSprouts, on the trial slide. */
export const parentBenefits: readonly Feature[] = [
  { icon: Heart, title: "Happy, confident kids", text: "Braver with numbers, words and screens." },
  { icon: Brain, title: "Sharper focus & memory", text: "Short, joyful practice builds good habits." },
  { icon: School, title: "Helps at school", text: "Supports CBSE, ICSE and state board subjects." },
  { icon: GraduationCap, ...deliveryModel.parentCard },
  { icon: ClipboardCheck, title: "Progress you can see", text: "Level assessments, reports and certificates." },
  { icon: ShieldCheck, title: "Smart screen time", text: "Kids create with technology and use AI safely." },
];
