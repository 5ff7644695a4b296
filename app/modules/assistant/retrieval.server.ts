import { sql } from "drizzle-orm";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { getStats } from "#app/modules/site/shell.server.ts";
import { db } from "#app/server/db.server.ts";
import { anyOfQuery, planSearch, type SearchPlan } from "./keywords.ts";
import { pageFacts } from "./page-facts.ts";
import type { Passage, Retrieval } from "./relevance.ts";

/** Enough passages for an answer and a couple of related links, few enough to keep a model's prompt small. */
const PASSAGE_LIMIT = 5;

type PassageRow = {
  kind: Passage["kind"];
  title: string;
  summary: string;
  content: string;
  age_range: string | null;
  url: string;
  link_label: string | null;
  coverage: number;
  total_weight: number;
  rank: number;
};

/**
 * The site content that best answers a question, by Postgres full-text search over published programs,
 * FAQs, blog posts and the fixed page facts. The content is small, so the text vectors are computed in the
 * query; that also means an edit in the back office is searchable at once.
 */
export async function findRelevantContent(
  question: string,
  plan: SearchPlan = planSearch(question),
): Promise<Retrieval> {
  if (plan.concepts.length === 0) return { passages: [], totalWeight: 0 };
  const concepts = plan.concepts.map((concept) => ({ query: anyOfQuery(concept.terms), weight: concept.weight }));
  const everyTerm = anyOfQuery([...new Set(plan.concepts.flatMap((concept) => concept.terms))]);
  const [stats, details] = await Promise.all([getStats(), getCompanyDetails()]);
  const facts = pageFacts(stats, details);

  const rows = await db().execute<PassageRow>(sql`
    with documents as (
      select 'program' as kind, p.title, p.short_description as summary,
             left(concat_ws(E'\n', p.short_description, nullif(p.age_range, ''), p.description,
               'Features: ' || (select string_agg(value, '; ') from jsonb_array_elements_text(p.features)),
               'Learning outcomes: ' || (select string_agg(value, '; ') from jsonb_array_elements_text(p.learning_outcomes))
             ), 2000) as content,
             nullif(p.age_range, '') as age_range, '/programs/' || p.id as url, null as link_label,
             setweight(to_tsvector('english', p.title), 'A')
               || setweight(to_tsvector('english', concat_ws(' ', p.short_description, p.age_range, p.features::text)), 'B')
               || setweight(to_tsvector('english', concat_ws(' ', p.description, p.full_description,
                    p.learning_outcomes::text, p.benefits::text)), 'C') as doc,
             null::tsvector as topic
      from programs p where p.is_published
      union all
      select 'faq', f.question, f.answer, f.answer, null, '/faq', null,
             setweight(to_tsvector('english', f.question), 'A') || setweight(to_tsvector('english', f.answer), 'B'),
             null
      from faqs f
      union all
      select 'post', b.title, b.excerpt, left(b.excerpt || E'\n' || b.body_markdown, 2000), null, '/blog/' || b.id, null,
             setweight(to_tsvector('english', b.title), 'A')
               || setweight(to_tsvector('english', b.excerpt || ' ' || b.category), 'B')
               || setweight(to_tsvector('english', b.body_markdown), 'D'),
             -- An article touches on many things in passing; it answers only what its title and summary say.
             to_tsvector('english', concat_ws(' ', b.title, b.excerpt, b.category))
      from blog_posts b where b.is_published
      union all
      select 'fact', f.title, f.body, f.body, null, f.url, f.link_label,
             setweight(to_tsvector('english', f.title), 'A') || setweight(to_tsvector('english', f.keywords), 'B')
               || setweight(to_tsvector('english', f.body), 'C'),
             null
      from jsonb_to_recordset(${JSON.stringify(facts.map(({ linkLabel, ...fact }) => ({ ...fact, link_label: linkLabel })))}::jsonb)
        as f(title text, body text, keywords text, url text, link_label text)
    ),
    concepts as (
      select websearch_to_tsquery('english', c.query) as tsq, c.weight
      from jsonb_to_recordset(${JSON.stringify(concepts)}::jsonb) as c(query text, weight float8)
    ),
    searchable as (
      -- A concept made only of words Postgres ignores ("the") can never match, so it does not count.
      select tsq, weight, exists (select 1 from documents d where d.doc @@ tsq) as known
      from concepts where numnode(tsq) > 0
    ),
    question as (
      -- A topic the site never mentions ("school bus") counts half as much again, so an answer about only the rest of
      -- the question ("school") is not taken for an answer to it.
      select websearch_to_tsquery('english', ${everyTerm}) as tsq,
             (select coalesce(sum(case when known or weight < 1 then weight else 1.5 * weight end), 0)
              from searchable)::float8
               as total_weight
    )
    select d.kind, d.title, d.summary, d.content, d.age_range, d.url, d.link_label,
           (select coalesce(sum(s.weight), 0) from searchable s where coalesce(d.topic, d.doc) @@ s.tsq)::float8
             as coverage,
           q.total_weight,
           -- Normalised by length, so a long article does not outrank a short, exact answer.
           ts_rank(d.doc, q.tsq, 1)::float8 as rank
    from documents d cross join question q
    where d.doc @@ q.tsq
    order by coverage desc, rank desc
    limit ${PASSAGE_LIMIT}
  `);

  const totalWeight = rows[0]?.total_weight ?? 0;
  return {
    totalWeight,
    passages: rows.map((row) => ({
      kind: row.kind,
      title: row.title,
      summary: row.summary,
      content: row.content,
      ageRange: row.age_range,
      url: row.url,
      linkLabel: row.link_label ?? defaultLinkLabel(row.kind, row.title),
      coverage: row.coverage,
      rank: row.rank,
    })),
  };
}

function defaultLinkLabel(kind: Passage["kind"], title: string): string {
  if (kind === "program") return `Read more about ${title}`;
  if (kind === "faq") return "See all our FAQs";
  return `Read “${title}” on our blog`;
}
