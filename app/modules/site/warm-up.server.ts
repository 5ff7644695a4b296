import { listBrochureFiles } from "#app/modules/content/brochure-files/brochure-files.server.ts";
import { getPublishedPost, listPublishedPosts } from "#app/modules/content/blog/blog.server.ts";
import { listFaqs } from "#app/modules/content/faqs/faqs.server.ts";
import { getOpenJob, listOpenJobs } from "#app/modules/content/jobs/jobs.server.ts";
import { getPublishedProgram, listProgramCards } from "#app/modules/content/programs/programs.server.ts";
import { listTestimonials } from "#app/modules/content/testimonials/testimonials.server.ts";
import { listShownLeaders } from "#app/modules/content/leaders/leaders.server.ts";
import { brainyContent } from "#app/modules/brainy/retrieval.server.ts";
import { logger, reasonOf } from "#app/server/logger.server.ts";
import { getCompanyDetails, getCompanyFigures } from "./company.server.ts";
import { getHeroContent, getShellData, getStats } from "./shell.server.ts";

/**
 * Makes each public content read once as a worker process starts, so that from its first minute every worker
 * holds a last good copy of what the public pages and forms need, and Brainy's index. A database outage later then finds each of
 * them able to draw those pages and to redraw a refused form with what was typed, not only the worker that
 * happened to serve that page before. A failure here costs nothing but the head start.
 */
export async function warmUpPublicReads(): Promise<void> {
  try {
    const [jobs, programs, posts] = await Promise.all([
      listOpenJobs(),
      listProgramCards(),
      listPublishedPosts(),
      getShellData(),
      getHeroContent(),
      getStats(),
      getCompanyDetails(),
      getCompanyFigures(),
      listFaqs(),
      listTestimonials(),
      listShownLeaders(),
      listBrochureFiles(),
    ]);
    await Promise.all([
      ...jobs.map((job) => getOpenJob(job.id)),
      ...programs.map((program) => getPublishedProgram(program.id)),
      ...posts.map((post) => getPublishedPost(post.id)),
    ]);
    // Brainy's search index, built from the same reads: the first question a worker gets is then answered at
    // once, not after the index is built on a busy machine.
    await brainyContent();
  } catch (error) {
    logger.warn({ reason: reasonOf(error) }, "the public content could not be read ahead at start");
  }
}
