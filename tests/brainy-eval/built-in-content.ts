import { seedCompanyDetails } from "#db/seed/company.ts";
import { seedBrainyFacts } from "#db/seed/brainy-facts.ts";
import { seedCourseFacts } from "#db/seed/course-facts.ts";
import { seedBlogPosts, seedFaqs, seedJobOpenings, seedPrograms, seedStats } from "#db/seed/content.ts";
import { brainyDocuments, type BrainySources } from "#app/modules/brainy/documents.ts";
import { BrainyIndex } from "#app/modules/brainy/search-index.ts";

/**
 * The site's built-in content as Brainy reads it, without a database: the same rows a new database is seeded
 * with, shaped by the same code the server uses. What Brainy answers from it is what a new site answers.
 */
export function builtInBrainyContent(): { index: BrainyIndex; sources: BrainySources } {
  const sources: BrainySources = {
    programs: seedPrograms.map((program) => ({ ...program, ...seedCourseFacts[program.id] })),
    faqs: seedFaqs.map((faq, index) => ({
      id: index + 1,
      question: faq.question,
      answer: faq.answer,
      questionHi: faq.questionHi ?? "",
      answerHi: faq.answerHi ?? "",
      questionMr: faq.questionMr ?? "",
      answerMr: faq.answerMr ?? "",
    })),
    facts: seedBrainyFacts.map((fact, index) => ({ id: index + 1, ...fact })),
    posts: seedBlogPosts.map((post, index) => ({
      id: index + 1,
      title: post.title,
      excerpt: post.excerpt,
      category: post.category,
    })),
    jobs: seedJobOpenings.map((job, index) => ({
      id: index + 1,
      title: job.title,
      location: job.location,
      type: job.type,
    })),
    stats: seedStats,
    details: seedCompanyDetails,
    // The built-in claims have no evidence, so none is said.
    credentials: [],
  };
  return { index: new BrainyIndex(brainyDocuments(sources)), sources };
}
