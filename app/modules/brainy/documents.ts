import type { brainyFacts, faqs } from "#db/schema.ts";
import { ageBounds, courseHighlights, progressSentence } from "#app/modules/content/programs/program-page-text.ts";
import {
  courseFactSentences,
  courseFaqs,
  courseFaqText,
  type CourseFacts,
} from "#app/modules/content/programs/course-facts.ts";
import { fillPlaceholders, withoutPlaceholders, type FactContext } from "./fact-placeholders.ts";
import type { CredentialKind } from "#app/modules/schools/school-proof.ts";
import type { BrainyDocument } from "./search-index.ts";

/**
 * Everything Brainy answers from, as searchable documents: every published course with what its page says,
 * the FAQs, the fact cards staff keep (the office, hours, the trial class, certificates…), the blog's articles
 * and the open jobs. Pure: the server reads the rows (retrieval.server.ts), this shapes them.
 */

export type ProgramSource = CourseFacts & {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  fullDescription: string;
  ageRange: string;
  features: string[];
  learningOutcomes: string[];
  benefits: string[];
  progressNote: string;
};
export type FaqSource = Pick<
  typeof faqs.$inferSelect,
  "id" | "question" | "answer" | "questionHi" | "answerHi" | "questionMr" | "answerMr"
>;
export type FactSource = Pick<
  typeof brainyFacts.$inferSelect,
  | "id"
  | "title"
  | "titleHi"
  | "titleMr"
  | "body"
  | "bodyHi"
  | "bodyMr"
  | "keywords"
  | "url"
  | "linkLabel"
  | "linkLabelHi"
  | "linkLabelMr"
>;
export type PostSource = { id: number; title: string; excerpt: string; category: string };
export type JobSource = { id: number; title: string; location: string; type: string };
export type StatSource = { value: string; label: string };
export type CredentialSource = { title: string; kind: CredentialKind; issuer: string; number: string };

export type BrainySources = {
  programs: readonly ProgramSource[];
  /** The certifications and alignments that have their evidence (the others are never said). */
  credentials: readonly CredentialSource[];
  faqs: readonly FaqSource[];
  facts: readonly FactSource[];
  posts: readonly PostSource[];
  jobs: readonly JobSource[];
  stats: readonly StatSource[];
  details: FactContext["details"];
};

/** The sentences of a paragraph or more. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“])|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;
}

/** A model sees this much of a course page: enough to answer from, small enough for a cheap prompt. */
const MODEL_TEXT_LIMIT = 2_000;

export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * What Brainy says of our certifications and alignments: only those shown on the site, with their evidence, so
 * it never makes a claim the pages do not.
 */
function credentialsText(credentials: readonly CredentialSource[], details: FactContext["details"]): string {
  const certified = credentials
    .filter((credential) => credential.kind === "certification")
    .map(
      (credential) => `${credential.title} certified (by ${credential.issuer}, certificate no. ${credential.number})`,
    );
  const aligned = credentials.filter((credential) => credential.kind === "alignment").map(({ title }) => title);
  const said = [
    certified.length > 0 ? `SkillSprouts is ${listSentence(certified)}.` : "",
    aligned.length > 0
      ? `Our programs are aligned with ${listSentence(aligned)}; how each course maps to it is on our certifications page.`
      : "",
  ].filter(Boolean);
  return said.length > 0
    ? said.join(" ")
    : `We don't list any certification or alignment on the website yet: we show one only with its evidence. Our school partnerships team can tell you more at ${details.emails.partners}.`;
}

/** What placeholders are filled with, from the same sources the pages show. */
export function factContext(
  sources: Pick<BrainySources, "programs" | "stats" | "details" | "credentials">,
): FactContext {
  const ages: Record<string, string> = {};
  for (const program of sources.programs) {
    const bounds = ageBounds(program.ageRange);
    if (bounds) ages[program.id] = `${bounds.youngest}–${bounds.oldest}`;
  }
  return {
    details: sources.details,
    figures: listSentence(sources.stats.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`)),
    ages,
    courseAnswers: Object.fromEntries(courseFaqs(sources.programs).map((faq) => [faq.key, courseFaqText(faq)])),
    credentials: credentialsText(sources.credentials, sources.details),
  };
}

export function brainyDocuments(sources: BrainySources): BrainyDocument[] {
  const context = factContext(sources);
  const careersEmail = sources.details.emails.careers;
  return [
    ...sources.programs.map(programDocument),
    ...sources.faqs.map(faqDocument),
    ...sources.facts.map((fact) => factDocument(fact, context)),
    ...sources.posts.map(postDocument),
    ...jobsDocument(sources.jobs, careersEmail),
  ];
}

function programDocument(program: ProgramSource): BrainyDocument {
  // Brainy quotes only the course's own facts (length, classes, batch, where and when): its fee policy and
  // certificate share their words ("trial", "free", "enrol", "certified") with many other questions, which the
  // fact cards on fees and certificates answer. A model is given them all.
  const facts = courseFactSentences(program, { quotable: true });
  const pageText = (facts: string[]) => [
    program.shortDescription,
    program.ageRange,
    ...facts,
    progressSentence(program),
    program.description,
    `Features: ${program.features.join("; ")}`,
    `What students learn: ${program.learningOutcomes.join("; ")}`,
    `Benefits: ${program.benefits.join("; ")}`,
    `Course highlights: ${courseHighlights.join(", ")}.`,
  ];
  const sentences = [
    ...program.features,
    ...program.learningOutcomes,
    ...program.benefits.map((benefit) => `It brings ${lowerFirst(benefit)}.`),
    ...splitSentences(program.description),
    ...splitSentences(program.fullDescription),
    `Course highlights: ${courseHighlights.join(", ")}.`,
    progressSentence(program),
    // Last: where two sentences match as well, the course's own words come first.
    ...facts,
  ];
  return {
    id: `program:${program.id}`,
    kind: "program",
    title: program.title,
    summary: program.shortDescription,
    content: pageText(courseFactSentences(program)).join("\n").slice(0, MODEL_TEXT_LIMIT),
    ageRange: program.ageRange || null,
    url: `/programs/${program.id}`,
    linkLabel: `Read more about ${program.title}`,
    hindi: null,
    marathi: null,
    programId: program.id,
    sentences,
    keywords: "",
    localWords: "",
    // The facts are quoted, not searched: their common words ("office", "online", days) would pull a course into
    // answers about the office or the company.
    body: [...pageText([]).slice(1), program.fullDescription].join("\n"),
  };
}

function faqDocument(faq: FaqSource): BrainyDocument {
  return {
    id: `faq:${faq.id}`,
    kind: "faq",
    title: faq.question,
    summary: faq.answer,
    content: faq.answer,
    ageRange: null,
    url: "/faq",
    linkLabel: "See all our FAQs",
    hindi: faq.answerHi ? { title: faq.questionHi, summary: faq.answerHi, linkLabel: "हमारे सभी FAQ देखें" } : null,
    marathi: faq.answerMr ? { title: faq.questionMr, summary: faq.answerMr, linkLabel: "आमचे सर्व FAQ पाहा" } : null,
    programId: null,
    sentences: [],
    keywords: "",
    body: "",
    localWords: `${faq.questionHi} ${faq.answerHi} ${faq.questionMr} ${faq.answerMr}`,
  };
}

function factDocument(fact: FactSource, context: FactContext): BrainyDocument {
  const body = fillPlaceholders(fact.body, context);
  const bodyHi = fillPlaceholders(fact.bodyHi, context);
  const bodyMr = fillPlaceholders(fact.bodyMr, context);
  return {
    id: `fact:${fact.id}`,
    kind: "fact",
    title: fact.title,
    summary: body,
    content: body,
    ageRange: null,
    url: fact.url,
    linkLabel: fact.linkLabel,
    hindi: bodyHi
      ? { title: fact.titleHi || fact.title, summary: bodyHi, linkLabel: fact.linkLabelHi || fact.linkLabel }
      : null,
    marathi: bodyMr
      ? { title: fact.titleMr || fact.title, summary: bodyMr, linkLabel: fact.linkLabelMr || fact.linkLabel }
      : null,
    programId: null,
    sentences: [],
    keywords: fact.keywords,
    body: "",
    localWords: [
      bodyHi ? `${fact.titleHi || fact.title} ${withoutPlaceholders(fact.bodyHi)}` : "",
      bodyMr ? `${fact.titleMr || fact.title} ${withoutPlaceholders(fact.bodyMr)}` : "",
    ].join(" "),
  };
}

/** An article touches on many things in passing; it answers only what its title and summary say. */
function postDocument(post: PostSource): BrainyDocument {
  return {
    id: `post:${post.id}`,
    kind: "post",
    title: post.title,
    summary: post.excerpt,
    content: post.excerpt,
    ageRange: null,
    url: `/blog/${post.id}`,
    linkLabel: `Read “${post.title}” on our blog`,
    hindi: null,
    marathi: null,
    programId: null,
    sentences: [],
    keywords: post.category,
    body: "",
    localWords: "",
  };
}

function jobsDocument(jobs: readonly JobSource[], careersEmail: string): BrainyDocument[] {
  if (jobs.length === 0) return [];
  const list = listSentence(jobs.map((job) => `${job.title} (${job.location}, ${job.type.toLowerCase()})`));
  const summary = `We are hiring! Our current openings: ${list}. You can apply with your CV on our Careers page, or e-mail it to ${careersEmail}.`;
  const hindi = {
    title: "अभी की नौकरियाँ",
    summary: `हम भर्ती कर रहे हैं! अभी ये पद खाली हैं: ${list}। आप हमारे Careers पेज पर या ${careersEmail} पर अपना CV भेजकर आवेदन कर सकते हैं।`,
    linkLabel: "खाली पद देखें",
  };
  const marathi = {
    title: "सध्याच्या नोकरीच्या संधी",
    summary: `आम्ही भरती करत आहोत! सध्या या जागा खुल्या आहेत: ${list}. तुम्ही आमच्या Careers पेजवर किंवा ${careersEmail} वर तुमचा CV पाठवून अर्ज करू शकता.`,
    linkLabel: "खुल्या जागा पाहा",
  };
  return [
    {
      id: "jobs",
      kind: "fact",
      title: "Current job openings",
      summary,
      content: summary,
      ageRange: null,
      url: "/careers",
      linkLabel: "See current openings",
      hindi,
      marathi,
      programId: null,
      sentences: [],
      keywords: "job jobs vacancy vacancies hiring openings career careers apply cv resume naukri",
      body: "",
      // The list of openings once, as in the English.
      localWords: `${hindi.title} ${hindi.summary} ${marathi.title}`,
    },
  ];
}
