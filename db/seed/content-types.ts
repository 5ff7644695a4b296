import type { BlogCategory, GalleryImage, JobType } from "../schema.ts";
import type { FigureKey } from "#app/modules/site/figures.ts";
import type { FactSource } from "#app/modules/brainy/documents.ts";

/** The shapes of the original content inserted into an empty database. */
export type SeedProgram = {
  id: "abacus" | "vedic-maths" | "communicative-english" | "coding";
  /** A lucide-react icon name, e.g. "Calculator". */
  icon: string;
  title: string;
  /** One sentence for cards and the program hero. */
  shortDescription: string;
  /** Two or three sentences. */
  description: string;
  /** Two or three paragraphs separated by a blank line. */
  fullDescription: string;
  /** Tailwind gradient stops, e.g. "from-amber-400 to-orange-500". */
  color: string;
  backgroundImage: string;
  ageRange: string;
  features: string[];
  learningOutcomes: string[];
  benefits: string[];
  imageGallery: GalleryImage[];
};

export type SeedTestimonial = {
  name: string;
  role: string;
  quote: string;
  rating: number;
  /** The course the quote speaks of, when it speaks of one: it is shown on that course's page too. */
  programId?: SeedProgram["id"];
};
/** One of the people shown on About Us; the blog's bylines name them with the same role. */
export type SeedLeader = { name: string; role: string; bio: string };
export type SeedFaq = {
  question: string;
  answer: string;
  /** The same in Hindi (Devanagari), for parents who ask Brainy in Hindi or Hinglish. */
  questionHi?: string;
  answerHi?: string;
  /** The same in Marathi (Devanagari), for parents who ask Brainy in Marathi. */
  questionMr?: string;
  answerMr?: string;
};
/**
 * One of Brainy's fact cards (table brainy_facts). Texts may name company details in braces, filled in when
 * Brainy answers: see app/modules/brainy/fact-placeholders.ts.
 */
export type SeedBrainyFact = Omit<FactSource, "id">;
export type SeedBlogPost = {
  title: string;
  category: BlogCategory;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  publishedOn: string;
  excerpt: string;
  /** Markdown: ## headings, paragraphs, lists, bold; no raw HTML. */
  bodyMarkdown: string;
};
export type SeedJobOpening = {
  title: string;
  location: string;
  type: JobType;
  description: string;
  requirements: string[];
};
export type SeedFeed = {
  schoolName: string;
  studentName: string;
  className: string;
  description: string;
  mediaType: "image" | "video";
  /** File name under db/seed/assets/ uploaded to storage at seed time; null: a video without a source. */
  asset: string | null;
  views: number;
};
export type SeedStat = { key: FigureKey; icon: string; value: string; label: string; labelHi: string; labelMr: string };
