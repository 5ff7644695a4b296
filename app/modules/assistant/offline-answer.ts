import type { CompanyDetails } from "#app/modules/site/company-details.ts";
import type { SmallTalk } from "./keywords.ts";
import type { Passage } from "./relevance.ts";

/**
 * Brainy's answers without a language model: the best matching piece of site content in a sentence or
 * two, a link to where it lives, and links to a couple of related pages. Replies use the small Markdown
 * subset the chat renders: paragraphs and [links](/path).
 */

const RELATED_LIMIT = 2;

/** The honest "I don't know", with how to reach the team. */
export function dontKnowAnswer({ phones, emails }: Pick<CompanyDetails, "phones" | "emails">): string {
  return (
    `I'm sorry, I don't know the answer to that one yet. Our friendly team will be happy to help: call ` +
    `${phones.general}, e-mail ${emails.general} or send a message through our [contact page](/contact).`
  );
}

const smallTalkAnswers: Record<SmallTalk, string> = {
  greeting:
    "Hello! I'm Brainy. Ask me about our courses (Abacus, Vedic Maths, Communicative English and Coding), the right age to start, booking a [free demo](/book-offline-demo) or how to reach us.",
  thanks: "You're welcome! Is there anything else you'd like to know?",
  goodbye: "Goodbye! Come back any time you have a question. Happy learning!",
};

export function smallTalkAnswer(kind: SmallTalk): string {
  return smallTalkAnswers[kind];
}

/** The reply for the passages that answer a question (best first), or the honest "I don't know". */
export function composeOfflineAnswer(relevant: readonly Passage[], details: CompanyDetails): string {
  const [best, ...others] = relevant;
  if (!best) return dontKnowAnswer(details);
  const paragraphs = [answerFrom(best), `[${best.linkLabel}](${best.url})`];
  const related = others.filter((passage) => passage.url !== best.url && isCloselyRelated(passage, best));
  const uniqueRelated = related
    .filter((passage, index) => related.findIndex((other) => other.url === passage.url) === index)
    .slice(0, RELATED_LIMIT);
  if (uniqueRelated.length > 0) {
    paragraphs.push(
      `You might also like: ${uniqueRelated.map((passage) => `[${relatedLabel(passage)}](${passage.url})`).join(" · ")}`,
    );
  }
  return paragraphs.join("\n\n");
}

/** Worth a link of its own: about as much of the question as the answer, and nearly as good a match. */
function isCloselyRelated(passage: Passage, best: Passage): boolean {
  return passage.coverage >= best.coverage * 0.75 && passage.rank >= best.rank * 0.5;
}

function answerFrom(passage: Passage): string {
  switch (passage.kind) {
    case "program":
      return `Our ${passage.title} program${passage.ageRange ? ` (${passage.ageRange})` : ""}: ${passage.summary}`;
    case "post":
      return `Our blog has an article on this, “${passage.title}”. ${passage.summary}`;
    default:
      return passage.summary;
  }
}

function relatedLabel(passage: Passage): string {
  return passage.kind === "faq" ? "Our FAQs" : passage.title;
}
