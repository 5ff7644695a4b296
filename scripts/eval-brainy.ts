/**
 * Brainy's evaluation: every question asked of the keyless default on the built-in content, scored by group, for
 * two sets. The tuning set (tests/brainy-eval/questions.ts) is the one the lexicon and fact cards were written
 * against; the held-out set (held-out.ts) was written before tuning and is never used to change them, so its score
 * is the one that predicts the next parent. `--verbose` prints each wrong reply and what is wrong with it;
 * `--held-out` or `--tuning` prints one set only.
 */
import { heldOutQuestions } from "../tests/brainy-eval/held-out.ts";
import { evalQuestions, type EvalQuestion } from "../tests/brainy-eval/questions.ts";
import { runEvaluation, scoresByGroup } from "../tests/brainy-eval/score.ts";

const verbose = process.argv.includes("--verbose");
const sets: [string, readonly EvalQuestion[]][] = [
  ["tuning set", evalQuestions],
  ["held-out set", heldOutQuestions],
];
const only = process.argv.includes("--held-out")
  ? "held-out set"
  : process.argv.includes("--tuning")
    ? "tuning set"
    : null;
const percent = (right: number, asked: number) => `${((100 * right) / asked).toFixed(1)} %`;

for (const [name, questions] of sets) {
  if (only && only !== name) continue;
  const outcomes = runEvaluation(questions);
  console.log(`\n${name}`);
  if (verbose) {
    for (const { question, reply, problems } of outcomes) {
      if (problems.length === 0) continue;
      const before = question.before ? ` (after ${question.before.map((text) => `"${text}"`).join(", ")})` : "";
      console.log(
        `✘ ${question.id} ${question.question}${before}\n  ${problems.join("; ")}\n  ${reply.replace(/\n+/g, "\n  ")}\n`,
      );
    }
  }
  console.log("group        right / asked   score");
  for (const { group, right, asked } of scoresByGroup(outcomes)) {
    console.log(
      `${group.padEnd(12)} ${String(right).padStart(5)} / ${String(asked).padEnd(7)} ${percent(right, asked)}`,
    );
  }
}
