import { readTurn } from "#app/modules/brainy/conversation.ts";
import type { ChatTurn } from "#app/modules/brainy/history.ts";
import { keylessReply } from "#app/modules/brainy/keyless-answer.ts";
import { builtInBrainyContent } from "./built-in-content.ts";
import { evalQuestions, type EvalGroup, type EvalQuestion } from "./questions.ts";

export type EvalOutcome = { question: EvalQuestion; reply: string; problems: string[] };

/** What is wrong with a reply to a question of the set; empty when it is right. */
export function problemsWith(question: EvalQuestion, reply: string, kind: string): string[] {
  const text = reply.toLowerCase();
  const problems: string[] = [];
  for (const fact of question.facts) {
    if (!fact.some((alternative) => text.includes(alternative.toLowerCase()))) {
      problems.push(`missing ${JSON.stringify(fact.slice(0, 4))}`);
    }
  }
  for (const wrong of question.not ?? []) {
    if (text.includes(wrong.toLowerCase())) problems.push(`contains ${JSON.stringify(wrong)}`);
  }
  // The answer itself, its first paragraph, must be in the question's script: an English answer with a line in
  // Hindi or Marathi under it ("this is in English for now") is not an answer in that language.
  const answer = reply.split("\n\n")[0] ?? "";
  if (question.hindi && !/[\u0900-\u097F]/u.test(answer)) problems.push("not in Hindi");
  if (question.marathi && !/[\u0900-\u097F]/u.test(answer)) problems.push("not in Marathi (no Devanagari)");
  if (question.offTopic && kind !== "off-topic") problems.push(`a ${kind}, not a steer back`);
  if (!question.offTopic && kind === "off-topic") problems.push("steered back from a real question");
  return problems;
}

/** Asks every question of the set of the keyless default, each after its earlier questions in the same chat. */
export function runEvaluation(questions: readonly EvalQuestion[] = evalQuestions): EvalOutcome[] {
  const content = builtInBrainyContent();
  return questions.map((question) => {
    const history: ChatTurn[] = [];
    for (const earlier of question.before ?? []) {
      history.push({ sender: "user", text: earlier });
      history.push({ sender: "bot", text: keylessReply(content, readTurn(earlier, history.slice(0, -1))).text });
    }
    const reply = keylessReply(content, readTurn(question.question, history));
    return { question, reply: reply.text, problems: problemsWith(question, reply.text, reply.kind) };
  });
}

export type GroupScore = { group: EvalGroup | "all"; right: number; asked: number };

export function scoresByGroup(outcomes: readonly EvalOutcome[]): GroupScore[] {
  const groups = [...new Set(outcomes.map((outcome) => outcome.question.group))];
  const score = (group: GroupScore["group"], of: readonly EvalOutcome[]) => ({
    group,
    right: of.filter((outcome) => outcome.problems.length === 0).length,
    asked: of.length,
  });
  return [
    ...groups.map((group) =>
      score(
        group,
        outcomes.filter((outcome) => outcome.question.group === group),
      ),
    ),
    score("all", outcomes),
  ];
}
