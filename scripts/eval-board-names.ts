/**
 * The board-name rule against a held-out set (tests/board-names-eval/held-out.json): names written by someone who
 * never saw the rule, its word lists or its first names, and never used to change them. It reports how many unsafe
 * names stayed off the boards (refused, or at worst kept privately) and how many ordinary names a board would show
 * as expected. `--verbose` lists each miss.
 */
import heldOut from "../tests/board-names-eval/held-out.json" with { type: "json" };
import { decideBoardName } from "#app/modules/games/board-name.ts";

type Unsafe = { name: string; kind: string };
type Ordinary = { name: string; shown: string };

const verbose = process.argv.includes("--verbose");
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

const byKind = new Map<string, { total: number; public: number; private: number }>();
for (const { name, kind } of heldOut.mustRefuse as Unsafe[]) {
  const decision = decideBoardName(name);
  const counts = byKind.get(kind) ?? { total: 0, public: 0, private: 0 };
  counts.total++;
  if (decision.kind === "public") {
    counts.public++;
    if (verbose) console.log(`✘ public: ${JSON.stringify(name)} (${kind}) shown as ${JSON.stringify(decision.name)}`);
  } else if (decision.kind === "private") {
    counts.private++;
    if (verbose) console.log(`· private: ${JSON.stringify(name)} (${kind})`);
  }
  byKind.set(kind, counts);
}

let shownAsExpected = 0;
let shownOtherwise = 0;
for (const { name, shown } of heldOut.mustAccept as Ordinary[]) {
  const decision = decideBoardName(name);
  const expected = shown.replace(/ (\S)$/u, " $1."); // the board writes an initial with its dot
  if (decision.kind === "public" && (decision.name === shown || decision.name === expected)) shownAsExpected++;
  else if (decision.kind === "public") {
    shownOtherwise++;
    if (verbose) console.log(`~ shown as ${JSON.stringify(decision.name)}: ${JSON.stringify(name)}`);
  } else if (verbose) console.log(`✘ not shown (${decision.kind}): ${JSON.stringify(name)}`);
}

console.log("unsafe names    asked   public   kept privately   refused");
let unsafeTotal = 0;
let unsafePublic = 0;
for (const [kind, { total, public: shown, private: kept }] of [...byKind].sort()) {
  unsafeTotal += total;
  unsafePublic += shown;
  console.log(
    `${kind.padEnd(18)} ${String(total).padStart(3)} ${String(shown).padStart(8)} ${String(kept).padStart(16)} ${String(total - shown - kept).padStart(9)}`,
  );
}
console.log(
  `kept off the boards: ${unsafeTotal - unsafePublic} of ${unsafeTotal} (${percent(unsafeTotal - unsafePublic, unsafeTotal)})`,
);
const ordinary = heldOut.mustAccept.length;
console.log(
  `ordinary names shown as expected: ${shownAsExpected} of ${ordinary} (${percent(shownAsExpected, ordinary)}); shown differently: ${shownOtherwise}`,
);
