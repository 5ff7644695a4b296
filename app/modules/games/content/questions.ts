import type { GeneratedQuestion, Question } from "./types.ts";

/*
 * Builders for questions: each takes what an author chooses and fills in the rest, so a question's type always
 * fits its fields and an order question's answer is always its items run together. Templates use them (the
 * draw gives the id); a written bank uses `inOrder`, which names the id first.
 */

/** A typed answer and the other spellings the game also accepts for it. */
export type TypedAnswer = Pick<Question, "answer" | "acceptedAnswers">;

const typed = (answer: string | TypedAnswer): TypedAnswer => (typeof answer === "string" ? { answer } : answer);

export function choiceQuestion(question: string, options: string[], answer: string): GeneratedQuestion {
  return { type: "multiple_choice", question, options, answer };
}

export function blankQuestion(question: string, answer: string | TypedAnswer): GeneratedQuestion {
  return { type: "fill_in_the_blanks", question, ...typed(answer) };
}

export function wordProblem(question: string, answer: string | TypedAnswer): GeneratedQuestion {
  return { type: "word_problem", question, ...typed(answer) };
}

/** A drag and drop question: the items in their right order, which the game shuffles. */
export function orderQuestion(question: string, items: readonly string[]): GeneratedQuestion {
  return { type: "drag_and_drop", question, options: [...items], answer: items.join("") };
}

/** A bank's drag and drop question: its id, then what `orderQuestion` takes. */
export const inOrder = (id: string, ...question: Parameters<typeof orderQuestion>): Question => ({
  id,
  ...orderQuestion(...question),
});

/** A sentence's words, for a question that asks for them in order: the sentence is written as it should read. */
export const words = (sentence: string): string[] => sentence.split(" ");
