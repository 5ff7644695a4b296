import { ageBounds } from "#app/modules/content/programs/program-page-text.ts";
import { isSiteTopic, isTopical, type Turn } from "./conversation.ts";
import type { BrainySources } from "./documents.ts";
import type { SearchConcept } from "./keywords.ts";
import type { ReplyLanguage } from "./read-question.ts";
import { localText, relevantPassages, type Passage } from "./relevance.ts";
import {
  ageFitSentence,
  dontKnowReply,
  inEnglishMarathiNote,
  programAgeReply,
  relatedLinksLine,
  smallTalkReply,
  whoAnswersReply,
  speaksHindiNote,
  steerBackReply,
  trialClassLink,
  whatsappReply,
  type AgeFit,
} from "./reply-texts.ts";
import { whatsappLink } from "#app/modules/site/company-details.ts";
import { sentenceCoverage, type BrainyIndex } from "./search-index.ts";

/**
 * Brainy's reply without a language model: understood from the question and the turns before it, answered from
 * the best matching piece of site content, in Hindi when asked in Hindi and Hindi text exists; asked in Marathi,
 * the reply's own sentences are Marathi and the content, which has no Marathi text yet, is English. What kind of reply
 * it is decides what staff see: a question the site cannot answer is a content gap, one about something else is not.
 */
export type KeylessReply = {
  text: string;
  kind: "answer" | "small-talk" | "off-topic" | "gap";
  language: ReplyLanguage;
  /** The site content it was answered from, best first (for a model to answer from too). */
  passages: Passage[];
};

const RELATED_LIMIT = 2;
/** A precise question is answered with at most this many sentences of a long page. */
const ANSWER_SENTENCES = 2;
const HOMEWORK = /\b(?:homework|home work|assignment|essay)\b|होमवर्क/i;
/** A passage in the visitor's language is preferred over a slightly better one that is not. */
const LANGUAGE_PREFERENCE = 0.8;
/** A passage about the course asked about counts this much more coverage when choosing what to answer from. */
const COURSE_PREFERENCE = 0.5;

export function keylessReply(content: { index: BrainyIndex; sources: BrainySources }, turn: Turn): KeylessReply {
  const { sources } = content;
  const { language } = turn;
  const reply = (text: string, kind: KeylessReply["kind"], passages: Passage[] = []): KeylessReply => ({
    text,
    kind,
    language,
    passages,
  });
  if (turn.smallTalk && turn.concepts.length === 0)
    return reply(smallTalkReply(turn.smallTalk, language), "small-talk");
  if (turn.asksWhoAnswers) return reply(whoAnswersReply(sources.details, language), "small-talk");

  const topical = turn.concepts.filter(isTopical);
  const siteTopics = turn.concepts.filter(isSiteTopic);
  if (
    turn.manipulative ||
    turn.asksForWriting ||
    turn.asksForSum ||
    (turn.offTopicWord && turn.offTopicWords >= siteTopics.length)
  ) {
    const reason = turn.manipulative ? "rules" : turn.asksForSum || mentionsHomework(turn) ? "homework" : "other-topic";
    return reply(steerBackReply(language, courseLinks(sources), reason), "off-topic");
  }

  const whatsapp = whatsappLink(sources.details);
  if (whatsapp && turn.concepts.some((concept) => concept.group === "whatsapp" && !concept.carried)) {
    return reply(whatsappReply(language, sources.details.phones.whatsapp ?? "", whatsapp), "answer");
  }

  const fits = ageFits(sources);
  const asksAge = turn.childAge !== null || turn.concepts.some((concept) => concept.group === "age");
  const otherTopics = topical.filter(
    (concept) => !concept.group || !isProgramGroup(concept.group) || preciseWords(concept).length > 0,
  );
  const askedFits = turn.programIds.flatMap((id) => fits.filter((fit) => fit.url === programUrl(id)));
  // "What age is Abacus for?", "and for my 6 year old?": the course's ages answer it, worked out for the child.
  const ageParagraphs =
    asksAge && askedFits.length > 0 ? programAgeReply(language, askedFits, turn.childAge, fits) : [];
  if (ageParagraphs.length > 0 && askedFits.length === 1 && otherTopics.length === 0) {
    const links = askedFits.map((fit) => `[${fit.title}](${fit.url})`);
    return reply([...ageParagraphs, `${links.join(" · ")} · ${trialClassLink(language)}`].join("\n\n"), "answer");
  }
  if (turn.childAge !== null && siteTopics.length === 0 && fits.length > 0) {
    return reply([ageFitSentence(language, turn.childAge, fits), trialClassLink(language)].join("\n\n"), "answer");
  }

  const retrieval = content.index.find(turn.concepts);
  const relevant = preferred(relevantPassages(retrieval), turn);
  const [best, ...others] = relevant;
  if (!best) {
    // Nothing of the question is about the site at all ("Who is Shah Rukh Khan?"): not a gap for staff to fill.
    // A Hindi question not understood is more likely words the lexicon lacks: the team, who speak Hindi, can help.
    const aboutSite = turn.concepts.some((concept) => concept.group !== null && concept.group !== "city");
    if (turn.concepts.length > 0 && !aboutSite && !turn.aboutLearning && language === "en") {
      const reason = mentionsHomework(turn) ? "homework" : "other-topic";
      return reply(steerBackReply(language, courseLinks(sources), reason), "off-topic");
    }
    return reply(dontKnowReply(sources.details, language), turn.concepts.length > 0 ? "gap" : "small-talk");
  }
  const paragraphs = [...ageParagraphs, ...answerParagraphs(best, turn), ...relatedLine(best, others, turn)];
  if (ageParagraphs.length === 0 && turn.childAge !== null && fits.length > 0) {
    paragraphs.push(ageFitSentence(language, turn.childAge, fits));
  }
  if (language === "hi" && !best.hindi) paragraphs.push(speaksHindiNote(sources.details));
  if (language === "mr" && !best.marathi) paragraphs.push(inEnglishMarathiNote(sources.details));
  return reply(paragraphs.join("\n\n"), "answer", relevant);
}

function isProgramGroup(group: string): boolean {
  return ["abacus", "vedic", "english", "coding"].includes(group);
}

const programUrl = (id: string) => `/programs/${id}`;

function ageFits(sources: BrainySources): AgeFit[] {
  return sources.programs.flatMap((program) => {
    const bounds = ageBounds(program.ageRange);
    return bounds ? [{ title: program.title, url: programUrl(program.id), ...bounds }] : [];
  });
}

function courseLinks(sources: BrainySources) {
  return sources.programs.map((program) => ({ title: program.title, url: programUrl(program.id) }));
}

/**
 * The relevant passages in the order to answer from: families are sent to the trial class and schools to the
 * schools' demo, and a passage in the visitor's language comes before a slightly better one that is not.
 */
function mentionsHomework(turn: Turn): boolean {
  return HOMEWORK.test(turn.question);
}

function wrongAudienceUrl(turn: Turn): string {
  return turn.forSchool ? "/trial-class" : "/book-offline-demo";
}

function preferred(relevant: readonly Passage[], turn: Turn): Passage[] {
  const wrongAudience = wrongAudienceUrl(turn);
  const top = Math.max(0, ...relevant.map((passage) => passage.coverage));
  // A follow-up about a course stays with that course, unless something else answers it clearly better.
  const aboutCourse = (passage: Passage) =>
    turn.followUp &&
    turn.programIds.some((id) => passage.programId === id || passage.url === programUrl(id)) &&
    passage.coverage >= top - COURSE_PREFERENCE;
  const ordered = [...relevant].sort(
    (a, b) =>
      Number(a.url === wrongAudience) - Number(b.url === wrongAudience) ||
      Number(aboutCourse(b)) - Number(aboutCourse(a)),
  );
  if (turn.language === "en") return ordered;
  const [first] = ordered;
  const inLanguage = ordered.find(
    (passage) => localText(passage, turn.language) && first && passage.coverage >= first.coverage * LANGUAGE_PREFERENCE,
  );
  return inLanguage ? [inLanguage, ...ordered.filter((passage) => passage !== inLanguage)] : ordered;
}

function answerParagraphs(passage: Passage, turn: Turn): string[] {
  const local = localText(passage, turn.language);
  if (local) return [local.summary, `[${local.linkLabel}](${passage.url})`];
  return [englishAnswer(passage, turn), `[${passage.linkLabel}](${passage.url})`];
}

/**
 * The sentences of a long page that answer what was asked beyond naming the course, best first. A course's own
 * words count as they were said ("sutras", "phonics", "Python"), not as the whole course.
 */
function answeringSentences(passage: Passage, turn: Turn): string[] {
  const wanted = turn.concepts.flatMap((concept): SearchConcept[] => {
    if (concept.weight < 0.5) return [];
    if (!concept.group || !isProgramGroup(concept.group)) return [concept];
    const precise = preciseWords(concept);
    return precise.length > 0 ? [{ ...concept, terms: precise }] : [];
  });
  // "Can my kid join abacus individually?" is about taking it individually, not about joining.
  const asked = wanted.some(isTopical) ? wanted.filter(isTopical) : wanted;
  if (asked.length === 0) return [];
  return passage.sentences
    .map((sentence, order) => ({ sentence, order, covered: sentenceCoverage(sentence, asked) }))
    .filter((candidate) => candidate.covered >= 0.5)
    .sort((a, b) => b.covered - a.covered || a.order - b.order)
    .slice(0, ANSWER_SENTENCES)
    .map((candidate) => candidate.sentence);
}

/** The words of a course's concept that ask something precise about it ("Python", "sutras"), not its name. */
function preciseWords(concept: SearchConcept): string[] {
  return concept.said.filter((word) => !programNameWords.has(word));
}

/** Words that only name a course. */
const programNameWords = new Set(["abacus", "vedic", "maths", "math", "english", "communicative", "coding", "code"]);

function englishAnswer(passage: Passage, turn: Turn): string {
  switch (passage.kind) {
    case "program": {
      const intro = `Our ${passage.title} program${passage.ageRange ? ` (${passage.ageRange})` : ""}`;
      const sentences = answeringSentences(passage, turn);
      return sentences.length > 0 ? `${intro}: ${sentences.map(asSentence).join(" ")}` : `${intro}: ${passage.summary}`;
    }
    case "post":
      return `Our blog has an article on this, “${passage.title}”. ${passage.summary}`;
    default:
      return passage.summary;
  }
}

/** Links to a couple of other pages about as relevant as the answer, never the other audience's form. */
function relatedLine(best: Passage, others: readonly Passage[], turn: Turn): string[] {
  const { language } = turn;
  const seen = new Set([best.url, wrongAudienceUrl(turn)]);
  const links: string[] = [];
  for (const passage of others) {
    if (links.length >= RELATED_LIMIT) break;
    if (seen.has(passage.url) || !isCloselyRelated(passage, best)) continue;
    seen.add(passage.url);
    links.push(`[${relatedLabel(passage, language)}](${passage.url})`);
  }
  return links.length > 0 ? [relatedLinksLine(language, links)] : [];
}

/** Worth a link of its own: about as much of the question as the answer, and nearly as good a match. */
function isCloselyRelated(passage: Passage, best: Passage): boolean {
  return passage.coverage >= best.coverage * 0.75 && passage.rank >= best.rank * 0.5;
}

/** A list item as a sentence: "Hands-on practice…" → "Hands-on practice….". */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function relatedLabel(passage: Passage, language: ReplyLanguage): string {
  const local = localText(passage, language);
  if (local) return local.title;
  return passage.kind === "faq" ? "Our FAQs" : passage.title;
}
