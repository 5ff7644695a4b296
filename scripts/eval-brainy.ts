/**
 * Brainy's evaluation: every question of tests/brainy-eval/questions.ts asked of the keyless default on the
 * built-in content, scored by group. `--verbose` prints each wrong reply and what is wrong with it.
 */
import { runEvaluation, scoresByGroup } from "../tests/brainy-eval/score.ts";

const verbose = process.argv.includes("--verbose");
const outcomes = runEvaluation();
if (verbose) {
  for (const { question, reply, problems } of outcomes) {
    if (problems.length === 0) continue;
    const before = question.before ? ` (after ${question.before.map((text) => `"${text}"`).join(", ")})` : "";
    console.log(
      `✘ ${question.id} ${question.question}${before}\n  ${problems.join("; ")}\n  ${reply.replace(/\n+/g, "\n  ")}\n`,
    );
  }
}
const percent = (right: number, asked: number) => `${((100 * right) / asked).toFixed(1)} %`;
console.log("group        right / asked   score");
for (const { group, right, asked } of scoresByGroup(outcomes)) {
  console.log(`${group.padEnd(12)} ${String(right).padStart(5)} / ${String(asked).padEnd(7)} ${percent(right, asked)}`);
}
