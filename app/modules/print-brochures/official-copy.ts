import {
  Award,
  BadgeCheck,
  Blocks,
  BookOpen,
  Bot,
  Brain,
  CircleCheck,
  ClipboardCheck,
  CodeXml,
  Drama,
  Globe,
  Hand,
  Landmark,
  Layers,
  ListChecks,
  Mic,
  Package,
  PenLine,
  Presentation,
  School,
  Smartphone,
  Timer,
  Trophy,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { BrochureCourseId } from "./courses.ts";
import type { Feature } from "./ui/slide.tsx";

/*
 * The words of the official brochure, for school partners: what its slides list, course by course and step by
 * step. The courses' titles and ages are not here: they come from the programs table (courses.ts).
 */

export const officialFooterLabel = "School Partnership Brochure";

/**
 * What the official brochure holds, as the Brochures page promises it: only what its eight slides show (the
 * courses and what children gain from each, teacher training, and the partnership's steps).
 */
export const officialBrochureContents =
  "Our programs and what children gain from each, teacher training and how a partnership works, in eight pages.";

/** A certification or alignment the site shows with its evidence: the only ones a brochure may name. */
export type BrochureClaim = { kind: "certification" | "alignment"; title: string };

/** How a claim reads on a pill: "ISO 9001:2015 certified", "Aligned with NEP 2020 and NCF". */
export function claimLabel(claim: BrochureClaim): string {
  return claim.kind === "certification" ? `${claim.title} certified` : `Aligned with ${claim.title}`;
}

export type OfficialCourseTheme = {
  /** The coloured side panel: a gradient dark enough for white text. */
  panel: string;
  /** Soft background of the right-hand side. */
  surface: string;
  /** Small headings on the light side. */
  accentText: string;
  /** Feature icons. */
  icon: string;
  /** The outcomes strip. */
  strip: string;
};

export type OfficialCourseCopy = {
  id: BrochureCourseId;
  page: number;
  theme: OfficialCourseTheme;
  intro: string;
  headline: string;
  features: readonly Feature[];
  outcomes: readonly string[];
};

/** One slide per course, in brochure order, with the page each is printed on. */
export const officialCourseCopy: readonly OfficialCourseCopy[] = [
  {
    id: "abacus",
    page: 3,
    theme: {
      panel: "from-orange-700 via-orange-800 to-amber-900",
      surface: "bg-orange-50",
      accentText: "text-orange-800",
      icon: "bg-orange-100 text-orange-800",
      strip: "bg-orange-100 text-orange-950",
    },
    intro:
      "The soroban-style abacus turns numbers into something children can see and touch, then teaches them to calculate in their heads with speed and accuracy.",
    headline: "A graded path from bead work to mental arithmetic",
    features: [
      {
        icon: Layers,
        title: "Level-based curriculum",
        text: "Structured levels from beginner to advanced, each with clear goals.",
      },
      {
        icon: Hand,
        title: "Hands-on soroban practice",
        text: "An abacus for every child: one upper bead worth five, four worth one.",
      },
      {
        icon: Brain,
        title: "Mental visualisation",
        text: "From the intermediate levels, students picture the abacus and calculate without it.",
      },
      {
        icon: Timer,
        title: "Speed & listening drills",
        text: "Flash cards, dictated listening sums and timed rounds in every class.",
      },
      {
        icon: ClipboardCheck,
        title: "Assessments & reports",
        text: "Level assessments with clear progress reports for school and parents.",
      },
      {
        icon: BadgeCheck,
        title: "Certified instructors",
        text: "Classes taught by SkillSprouts-certified instructors.",
      },
    ],
    outcomes: ["Sharper concentration", "Stronger working memory", "Faster, accurate school maths"],
  },
  {
    id: "vedic-maths",
    page: 4,
    theme: {
      panel: "from-emerald-700 via-emerald-800 to-teal-900",
      surface: "bg-emerald-50",
      accentText: "text-emerald-800",
      icon: "bg-emerald-100 text-emerald-800",
      strip: "bg-emerald-100 text-emerald-950",
    },
    intro:
      "Sixteen compact sutras give students smart routes to the answer, building number sense and confidence for school exams and Olympiads.",
    headline: "Faster calculation and stronger number sense",
    features: [
      {
        icon: BookOpen,
        title: "Sutras step by step",
        text: "Structured coverage of the key Vedic sutras and sub-sutras.",
      },
      {
        icon: Zap,
        title: "Calculation shortcuts",
        text: "Multiplication, division, squares, cubes and roots, worked out mentally.",
      },
      {
        icon: CircleCheck,
        title: "Digit-sum checking",
        text: "Students verify their answers in seconds before moving on.",
      },
      {
        icon: ListChecks,
        title: "Class-matched worksheets",
        text: "Worksheets and speed challenges matched to each student's class.",
      },
      {
        icon: Trophy,
        title: "Olympiad readiness",
        text: "Olympiad-style problem solving and aptitude practice.",
      },
      {
        icon: School,
        title: "Complements the syllabus",
        text: "Supports CBSE, ICSE and state board maths rather than replacing it.",
      },
    ],
    outcomes: ["Mental multiplication", "Less exam anxiety", "Flexible problem solving"],
  },
  {
    id: "coding",
    page: 5,
    theme: {
      panel: "from-violet-700 via-violet-800 to-indigo-900",
      surface: "bg-violet-50",
      accentText: "text-violet-800",
      icon: "bg-violet-100 text-violet-800",
      strip: "bg-violet-100 text-violet-950",
    },
    intro:
      "From colourful block coding to Python, websites and simple apps, with an age-appropriate introduction to artificial intelligence and responsible technology use.",
    headline: "From first blocks to real programs and AI",
    features: [
      {
        icon: Blocks,
        title: "Block coding",
        text: "Scratch-style blocks teach sequences, loops, conditions and events.",
      },
      {
        icon: CodeXml,
        title: "Python programming",
        text: "A step-by-step move to text-based programs, testing and debugging.",
      },
      {
        icon: Globe,
        title: "Web design",
        text: "Students build and style their own web pages with HTML and CSS.",
      },
      {
        icon: Smartphone,
        title: "App design",
        text: "Screens, buttons and logic, built with beginner-friendly tools.",
      },
      {
        icon: Bot,
        title: "Introduction to AI",
        text: "How AI learns from examples, and how to use it safely and responsibly.",
      },
      {
        icon: Presentation,
        title: "Project showcases",
        text: "Every module ends with a project students present with pride.",
      },
    ],
    outcomes: ["Logical thinking", "Creative problem solving", "Confidence with technology"],
  },
  {
    id: "communicative-english",
    page: 6,
    theme: {
      panel: "from-sky-700 via-blue-800 to-blue-900",
      surface: "bg-sky-50",
      accentText: "text-blue-800",
      icon: "bg-sky-100 text-blue-800",
      strip: "bg-sky-100 text-blue-950",
    },
    intro:
      "Speaking and listening at the centre of every class, so students use English naturally: to introduce themselves, tell stories, present and debate.",
    headline: "Fluent, confident communicators",
    features: [
      {
        icon: Layers,
        title: "Four-skill levels",
        text: "Graded levels for listening, speaking, reading and writing.",
      },
      {
        icon: BookOpen,
        title: "Phonics & early reading",
        text: "Sound and letter foundations for our youngest learners.",
      },
      {
        icon: Drama,
        title: "Learning through activity",
        text: "Role-plays, storytelling, show-and-tell and language games.",
      },
      {
        icon: Mic,
        title: "Public speaking",
        text: "Debates, elocution and presentations for older students.",
      },
      {
        icon: PenLine,
        title: "Grammar in context",
        text: "Grammar and vocabulary taught through meaningful use.",
      },
      {
        icon: ClipboardCheck,
        title: "Speaking assessments",
        text: "Regular assessments with progress notes for parents.",
      },
    ],
    outcomes: ["Clear, confident speech", "Better comprehension", "Stronger results across subjects"],
  },
];

/** The two standards the company is held to, as cards on the About slide. */
/** The About slide's cards for the claims shown with their evidence. */
export function standardsCards(claims: readonly BrochureClaim[]): readonly {
  key: string;
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  text: string;
}[] {
  return claims.map((claim) =>
    claim.kind === "certification"
      ? {
          key: claim.title,
          icon: BadgeCheck,
          iconClassName: "text-brand-700",
          title: claimLabel(claim),
          text: "Quality-managed processes from curriculum design to classroom delivery.",
        }
      : {
          key: claim.title,
          icon: Landmark,
          iconClassName: "text-amber-700",
          title: claimLabel(claim),
          text: "Experiential, competency-based learning, as the national policy envisions.",
        },
  );
}

/** What partner schools receive, on the About slide. */
export const partnerBenefits = [
  "Integrated curriculum & lesson plans",
  "Teacher training, tools and kits",
  "SkillSprouts-certified instructors",
  "Assessments, reports & certificates",
];

/** The teacher workshop, step by step. */
export const trainingSteps = [
  { title: "Orientation", text: "Program goals, lesson flow and classroom routines for your staff." },
  { title: "Hands-on methodology", text: "Teachers practise every activity, drill and tool they will support." },
  { title: "Assessment & certification", text: "Each teacher is assessed and certified by SkillSprouts." },
  { title: "Ongoing support", text: "Refresher workshops and guidance from our academic team all year." },
];

/** What every trained teacher receives. */
export const teacherKit: readonly { icon: LucideIcon; text: string }[] = [
  { icon: ListChecks, text: "Period-by-period lesson plans" },
  { icon: Package, text: "Teaching kits & learning material" },
  { icon: ClipboardCheck, text: "Assessment tools & report formats" },
  { icon: Award, text: "SkillSprouts completion certificate" },
];

/** What a free school demo includes; how one is booked is the partnership's first steps (pages/partnership.ts). */
export const demoIncludes = [
  "A live class with your own students",
  "A walkthrough of the curriculum, kits and reports",
  "No cost and no obligation",
];
