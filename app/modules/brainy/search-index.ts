import MiniSearch from "minisearch";
import type { SearchConcept } from "./keywords.ts";
import { devanagariFillers } from "./lexicon.ts";
import { marathiDevanagariFillers } from "./lexicon-marathi.ts";
import { stem, tokenize } from "./read-question.ts";
import type { Passage, Retrieval } from "./relevance.ts";
import { isTypoOf, typosAllowed } from "./typos.ts";

/** A piece of site content as it is searched: the passage it becomes, and its searchable text. */
export type BrainyDocument = Omit<Passage, "coverage" | "rank"> & {
  id: string;
  /** Words people use for it that the text does not (fact cards' keywords); searched, never shown. */
  keywords: string;
  /** Everything else the page says about it. */
  body: string;
  /**
   * Its Hindi and Marathi as written, searched: without the company details a card fills in, which are in English
   * and already searched in its English, so counted twice they would favour the card for any question.
   */
  localWords: string;
};

/** Enough passages for an answer and a couple of related links, few enough to keep a model's prompt small. */
const PASSAGE_LIMIT = 5;

/** MiniSearch's fuzziness for a term: the slips it may have (see typos.ts), or none. */
function typosFor(term: string): number | false {
  return typosAllowed(term) || false;
}

/** A topic the site never mentions counts this much more than one it does. */
const UNKNOWN_TOPIC_WEIGHT = 1.25;
/** A word found only with a typo allowed may be another word ("prize" for "price"): it counts for less. */
const TYPO_MATCH_QUALITY = 0.7;
/** The visitor's own word ("phone") is better evidence than a word that means the same ("contact"). */
const SYNONYM_MATCH_QUALITY = 0.85;
/** A longer word that starts with the one asked ("registered" for "register") is usually, not always, the same. */
const PREFIX_MATCH_QUALITY = 0.9;
/**
 * Passages are ordered by how much of the question they cover, and then by how well they match its words: the
 * match (scaled to the best one) may move a passage up by this much coverage, so that a passage all about
 * enrolling beats one that merely mentions being "registered" and a "process".
 */
const RANK_INFLUENCE = 1;

/** Searched as a beginning from four letters: "start" also finds "starting". */
const asPrefix = (term: string) => term.length >= 4;

/**
 * Typos and beginnings are allowed only for the words the visitor wrote: a topic's listed synonyms are matched
 * as they are, or "register" (for "enrol") would find "registered" (an ISO certificate).
 */
function looseOnlyFor(concept: SearchConcept) {
  const said = new Set(concept.said.map(stem));
  return {
    fuzzy: (term: string) => (said.has(term) ? typosFor(term) : false),
    prefix: (term: string) => said.has(term) && asPrefix(term),
  };
}

/**
 * The site's content, indexed for Brainy: typo-tolerant and prefix matching over titles, the words parents use,
 * the text and its Hindi and Marathi. Built once per content version; the content is small (a few hundred kilobytes).
 */
export class BrainyIndex {
  private readonly search: MiniSearch<BrainyDocument>;
  private readonly documents = new Map<string, BrainyDocument>();

  constructor(documents: readonly BrainyDocument[]) {
    this.search = new MiniSearch<BrainyDocument>({
      fields: ["title", "keywords", "summary", "body", "localText"],
      extractField: (document, field) => {
        if (field === "localText") return document.localWords;
        const value = document[field as keyof BrainyDocument];
        return typeof value === "string" ? value : "";
      },
      tokenize,
      // Hindi's and Marathi's little words ("के", "में", "आहे") are in every such text and say nothing.
      processTerm: (term) => (devanagariFillers.has(term) || marathiDevanagariFillers.has(term) ? null : stem(term)),
      searchOptions: {
        boost: { title: 3, keywords: 2, summary: 1.5, body: 1, localText: 1.5 },
        fuzzy: typosFor,
        prefix: asPrefix,
        weights: { fuzzy: 0.3, prefix: 0.5 },
      },
    });
    for (const document of documents) this.documents.set(document.id, document);
    this.search.addAll(documents);
  }

  /**
   * The passages that best cover the question's concepts. A passage's coverage is the summed weight of the
   * concepts found in it; a concept found nowhere on the site ("school bus") counts half as much again in the
   * total, so an answer about only the rest of the question ("school") is not taken for an answer to it.
   */
  find(concepts: readonly SearchConcept[]): Retrieval {
    if (concepts.length === 0) return { passages: [], totalWeight: 0 };
    const coverage = new Map<string, number>();
    let totalWeight = 0;
    const documentCount = Math.max(2, this.documents.size);
    for (const concept of concepts) {
      const found = this.search.search(concept.terms.join(" "), looseOnlyFor(concept));
      // A concept few pages mention ("fees") says more about what is asked than one many do ("maths").
      const rarity = 1 + Math.log(documentCount / Math.max(1, found.length)) / Math.log(documentCount);
      const weight = concept.weight * rarity;
      totalWeight += found.length > 0 || concept.weight < 1 ? weight : UNKNOWN_TOPIC_WEIGHT * weight;
      const said = concept.said.map(stem);
      const synonyms = new Set(concept.terms.map(stem));
      for (const result of found) {
        const quality = result.terms.some((term) => said.includes(term))
          ? 1
          : result.terms.some((term) => said.some((word) => term.startsWith(word)))
            ? PREFIX_MATCH_QUALITY
            : result.terms.some((term) => synonyms.has(term))
              ? SYNONYM_MATCH_QUALITY
              : TYPO_MATCH_QUALITY;
        coverage.set(result.id, (coverage.get(result.id) ?? 0) + weight * quality);
      }
    }
    // How well a passage matches the words: the words of this question, not of the one before.
    const own = concepts.some((concept) => !concept.carried)
      ? concepts.filter((concept) => !concept.carried)
      : concepts;
    const everyTerm = [...new Set(own.flatMap((concept) => concept.terms))].join(" ");
    const rank = new Map(this.search.search(everyTerm).map((result) => [result.id as string, result.score]));
    const bestRank = Math.max(1e-9, ...rank.values());
    const order = (passage: Passage) => passage.coverage + (RANK_INFLUENCE * passage.rank) / bestRank;
    const passages = [...coverage.entries()]
      .map(([id, covered]): Passage | null => {
        const document = this.documents.get(id);
        if (!document) return null;
        const { keywords: _keywords, body: _body, id: _id, ...passage } = document;
        return { ...passage, coverage: covered, rank: rank.get(id) ?? 0 };
      })
      .filter((passage): passage is Passage => passage !== null)
      .sort((a, b) => order(b) - order(a))
      .slice(0, PASSAGE_LIMIT);
    return { passages, totalWeight };
  }
}

/** Whether a word of a text matches a searched term the way the index matches it: exactly, as a prefix, or with a typo. */
function wordMatches(word: string, term: string): boolean {
  return word === term || (asPrefix(term) && word.startsWith(term)) || isTypoOf(word, term);
}

/** How much of the concepts a single sentence covers, by the same matching as the index. */
export function sentenceCoverage(sentence: string, concepts: readonly SearchConcept[]): number {
  const words = new Set(tokenize(sentence).map(stem));
  let covered = 0;
  for (const concept of concepts) {
    const said = new Set(concept.said.map(stem));
    const terms = concept.terms.map(stem);
    const matches = (word: string) => terms.some((term) => (said.has(term) ? wordMatches(word, term) : word === term));
    if ([...words].some(matches)) covered += concept.weight;
  }
  return covered;
}
