import { asc, eq } from "drizzle-orm";
import { blogPosts, brainyFacts, faqs, jobOpenings, programs } from "#db/schema.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { getStats } from "#app/modules/site/shell.server.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";
import { courseFactColumns } from "#app/modules/content/programs/programs.server.ts";
import { faqColumns } from "#app/modules/content/faqs/faqs.server.ts";
import { brainyDocuments, type BrainySources } from "./documents.ts";
import { BrainyIndex } from "./search-index.ts";
import { listShownCredentials } from "#app/modules/schools/school-proof.server.ts";

type ContentRows = Omit<BrainySources, "details" | "stats" | "credentials">;

/** Every row Brainy answers from, read in one go and kept until an edit raises the content version. */
function readContentRows(): Promise<ContentRows> {
  return cachedContent("brainy-sources", async () => {
    const [programRows, faqRows, factRows, postRows, jobRows] = await Promise.all([
      db()
        .select({
          id: programs.id,
          title: programs.title,
          shortDescription: programs.shortDescription,
          description: programs.description,
          fullDescription: programs.fullDescription,
          ageRange: programs.ageRange,
          features: programs.features,
          learningOutcomes: programs.learningOutcomes,
          benefits: programs.benefits,
          ...courseFactColumns,
          progressNote: programs.progressNote,
        })
        .from(programs)
        .where(eq(programs.isPublished, true))
        .orderBy(asc(programs.sortOrder), asc(programs.title)),
      db().select(faqColumns).from(faqs).orderBy(asc(faqs.createdAt), asc(faqs.id)),
      db()
        .select({
          id: brainyFacts.id,
          title: brainyFacts.title,
          titleHi: brainyFacts.titleHi,
          body: brainyFacts.body,
          bodyHi: brainyFacts.bodyHi,
          titleMr: brainyFacts.titleMr,
          bodyMr: brainyFacts.bodyMr,
          keywords: brainyFacts.keywords,
          url: brainyFacts.url,
          linkLabel: brainyFacts.linkLabel,
          linkLabelHi: brainyFacts.linkLabelHi,
          linkLabelMr: brainyFacts.linkLabelMr,
        })
        .from(brainyFacts)
        .orderBy(asc(brainyFacts.sortOrder), asc(brainyFacts.id)),
      db()
        .select({ id: blogPosts.id, title: blogPosts.title, excerpt: blogPosts.excerpt, category: blogPosts.category })
        .from(blogPosts)
        .where(eq(blogPosts.isPublished, true)),
      db()
        .select({
          id: jobOpenings.id,
          title: jobOpenings.title,
          location: jobOpenings.location,
          type: jobOpenings.type,
        })
        .from(jobOpenings)
        .where(eq(jobOpenings.isOpen, true))
        .orderBy(asc(jobOpenings.sortOrder), asc(jobOpenings.id)),
    ]);
    return { programs: programRows, faqs: faqRows, facts: factRows, posts: postRows, jobs: jobRows };
  });
}

export type BrainyContent = { index: BrainyIndex; sources: BrainySources };

let built: {
  rows: ContentRows;
  details: BrainySources["details"];
  stats: BrainySources["stats"];
  credentials: BrainySources["credentials"];
} | null = null;
let builtContent: BrainyContent | null = null;

/**
 * The searchable site content. The index is built once per version of the content (the cached reads return
 * the same objects until an edit), in a few milliseconds, so an edit in the back office is searchable at once.
 */
export async function brainyContent(): Promise<BrainyContent> {
  const [rows, details, stats, credentials] = await Promise.all([
    readContentRows(),
    getCompanyDetails(),
    getStats(),
    listShownCredentials(),
  ]);
  if (
    builtContent &&
    built?.rows === rows &&
    built.details === details &&
    built.stats === stats &&
    built.credentials === credentials
  ) {
    return builtContent;
  }
  const sources: BrainySources = { ...rows, details, stats, credentials };
  built = { rows, details, stats, credentials };
  builtContent = { index: new BrainyIndex(brainyDocuments(sources)), sources };
  return builtContent;
}
