import { Calculator, CodeXml, MessagesSquare, Sigma, type LucideIcon } from "lucide-react";
import { AbacusArt, CodingArt, EnglishArt, VedicArt } from "./ui/art.tsx";

export type BrochureCourse = {
  id: "abacus" | "vedic-maths" | "coding" | "communicative-english";
  title: string;
  ages: string;
  icon: LucideIcon;
  Art: typeof AbacusArt;
};

/** The four courses in brochure order, with the age ranges used across the site. */
export const brochureCourses = [
  { id: "abacus", title: "Abacus", ages: "Ages 5–14", icon: Calculator, Art: AbacusArt },
  { id: "vedic-maths", title: "Vedic Maths", ages: "Ages 8–14", icon: Sigma, Art: VedicArt },
  { id: "coding", title: "Coding & AI", ages: "Ages 7–14", icon: CodeXml, Art: CodingArt },
  {
    id: "communicative-english",
    title: "Communicative English",
    ages: "Ages 4–14",
    icon: MessagesSquare,
    Art: EnglishArt,
  },
] as const satisfies readonly BrochureCourse[];

export type BrochureCourseId = BrochureCourse["id"];

export function courseById(id: BrochureCourseId): BrochureCourse {
  const course = brochureCourses.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`Unknown brochure course: ${id}`);
  return course;
}

/** The standards both brochures quote; their figures are the company's, from Edit Site Content. */
export const brochureFacts = {
  iso: "ISO 9001:2015",
  policy: "NEP 2020 and NCF",
} as const;
