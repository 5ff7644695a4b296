import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import * as schema from "../schema.ts";
import type { Database } from "#app/server/db.server.ts";
import { newObjectKey, type Storage } from "#app/server/storage.server.ts";
import { renderMarkdown } from "#app/modules/content/shared/markdown.server.ts";
import {
  heroContent,
  heroContentIn,
  seedBlogPosts,
  seedFaqs,
  seedFeeds,
  seedJobOpenings,
  seedLeaders,
  seedPrograms,
  seedStats,
  seedTestimonials,
} from "./content.ts";
import { seedCompanyDetails } from "./company.ts";
import { seedCourseFacts } from "./course-facts.ts";
import { seedProgramTranslations } from "./program-translations.ts";
import { heroKeys } from "#app/modules/site/hero.ts";
import type { Language } from "#app/modules/i18n/languages.ts";
import { seedBrainyFacts } from "./brainy-facts.ts";
import { seedCredentials, seedSchoolPricing } from "./school-proof.ts";

const SEEDED_MARKER = "seeded_at";
/** Brainy's fact cards and the FAQs' Hindi came after the first content: databases older than them get them once. */
const BRAINY_FACTS_MARKER = "brainy_facts_seeded_at";
const assetsDir = path.join(import.meta.dirname, "assets");

/**
 * Fills a new database with the built-in content, once. A marker row records that it ran, so
 * content that staff later delete is not brought back on the next start.
 */
export async function seedIfEmpty(db: Database, storage: Storage): Promise<boolean> {
  const [marker] = await db
    .select({ key: schema.siteContent.key })
    .from(schema.siteContent)
    .where(eq(schema.siteContent.key, SEEDED_MARKER));
  if (marker) return false;

  const uploadedKeys: string[] = [];
  const feedRows: (typeof schema.feeds.$inferInsert)[] = [];
  for (const feed of seedFeeds) {
    let mediaKey: string | null = null;
    let mediaContentType: string | null = null;
    if (feed.asset) {
      const extension = path.extname(feed.asset).slice(1);
      mediaContentType = extension === "svg" ? "image/svg+xml" : `image/${extension}`;
      mediaKey = newObjectKey("feeds", extension);
      await storage.put(mediaKey, await readFile(path.join(assetsDir, feed.asset)), mediaContentType);
      uploadedKeys.push(mediaKey);
    }
    feedRows.push({
      schoolName: feed.schoolName,
      studentName: feed.studentName,
      className: feed.className,
      description: feed.description,
      mediaType: feed.mediaType,
      mediaKey,
      mediaContentType,
      alt: feed.description.slice(0, 50),
      views: feed.views,
    });
  }

  try {
    await db.transaction(async (tx) => {
      // Another instance may have seeded while the files uploaded: the marker's primary key decides.
      const inserted = await tx
        .insert(schema.siteContent)
        .values({ key: SEEDED_MARKER, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new AlreadySeeded();
      await tx
        .insert(schema.siteContent)
        .values([...heroRows("en"), ...heroRows("hi"), ...heroRows("mr")])
        .onConflictDoNothing();
      await tx
        .insert(schema.stats)
        .values(seedStats.map((stat, index) => ({ ...stat, sortOrder: index })))
        .onConflictDoNothing();
      // The migration that made the table wrote these already; a database emptied since gets them back here.
      await tx.insert(schema.companyProfile).values({ id: 1, details: seedCompanyDetails }).onConflictDoNothing();
      await tx.insert(schema.programs).values(
        seedPrograms.map((program, index) => ({
          ...program,
          ...seedCourseFacts[program.id],
          translations: seedProgramTranslations[program.id],
          sortOrder: index,
        })),
      );
      await tx.insert(schema.testimonials).values(seedTestimonials);
      await tx.insert(schema.leaders).values(seedLeaders.map((leader, index) => ({ ...leader, sortOrder: index + 1 })));
      for (const faq of seedFaqs) await tx.insert(schema.faqs).values(faq);
      await addBrainyFacts(tx);
      for (const post of seedBlogPosts) {
        await tx.insert(schema.blogPosts).values({ ...post, bodyHtml: renderMarkdown(post.bodyMarkdown) });
      }
      await tx.insert(schema.jobOpenings).values(seedJobOpenings.map((job, index) => ({ ...job, sortOrder: index })));
      for (const feed of feedRows) await tx.insert(schema.feeds).values(feed);
      // The migration that made these tables wrote them already; a database emptied since gets them back here.
      await tx.insert(schema.schoolPricing).values({ id: 1, text: seedSchoolPricing }).onConflictDoNothing();
      const [credential] = await tx.select({ id: schema.credentials.id }).from(schema.credentials).limit(1);
      if (!credential) await tx.insert(schema.credentials).values([...seedCredentials]);
    });
    return true;
  } catch (error) {
    await Promise.all(uploadedKeys.map((key) => storage.delete(key).catch(() => {})));
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
}

class AlreadySeeded extends Error {}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Gives a database made before Brainy's fact cards existed the built-in cards, and the Hindi of the built-in FAQs
 * where staff have not written their own, once: cards staff delete later are not brought back.
 */
export async function addBrainyFactsOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => addBrainyFacts(tx));
}

/** The hero's rows in one language, as site_content stores them. */
function heroRows(language: Language) {
  const texts = language === "en" ? heroContent : heroContentIn[language];
  return [
    { key: heroKeys[language].title, value: texts.title },
    { key: heroKeys[language].subtitle, value: texts.subtitle },
  ];
}

/**
 * Gives a database made before the content had translations the built-in Hindi and Marathi: the hero's, where
 * no row of it was ever saved, and the built-in courses', where their translations were never saved (`{}`). A
 * save from the back office always stores both languages, even empty, so what staff wrote or cleared stays
 * theirs. Returns how many texts (hero languages, courses) got them.
 */
export async function addBuiltInTranslations(db: Database): Promise<number> {
  const heroes = await db
    .insert(schema.siteContent)
    .values([...heroRows("hi"), ...heroRows("mr")])
    .onConflictDoNothing()
    .returning({ key: schema.siteContent.key });
  let added = heroes.length / 2;
  for (const [id, translations] of Object.entries(seedProgramTranslations)) {
    const updated = await db
      .update(schema.programs)
      .set({ translations })
      .where(and(eq(schema.programs.id, id), sql`${schema.programs.translations} = '{}'::jsonb`))
      .returning({ id: schema.programs.id });
    added += updated.length;
  }
  return added;
}

async function addBrainyFacts(tx: Transaction): Promise<boolean> {
  const marked = await tx
    .insert(schema.siteContent)
    .values({ key: BRAINY_FACTS_MARKER, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (marked.length === 0) return false;
  await tx.insert(schema.brainyFacts).values(seedBrainyFacts.map((fact, index) => ({ ...fact, sortOrder: index })));
  for (const faq of seedFaqs) {
    if (!faq.questionHi || !faq.answerHi) continue;
    await tx
      .update(schema.faqs)
      .set({ questionHi: faq.questionHi, answerHi: faq.answerHi })
      .where(and(eq(schema.faqs.question, faq.question), eq(schema.faqs.answerHi, "")));
  }
  return true;
}
