import { describe, expect, it } from "vitest";
import { findGame, games } from "#app/modules/games/content/index.ts";
import type { Game, Level, Question } from "#app/modules/games/content/types.ts";

const expectedGames = [
  { id: "math", title: "Math Mayhem", timeLimits: [60, 75, 90] },
  { id: "english", title: "Grammar Guru", timeLimits: [60, 75] },
  { id: "words", title: "Word Wizard", timeLimits: [70, 90] },
  { id: "abacus", title: "Abacus Adventure", timeLimits: [60] },
  { id: "coding", title: "Code Commanders", timeLimits: [90] },
] as const;

const questionsOf = (game: Game): Question[] => game.levels.flatMap((level) => level.questions);

const gameById = (id: string): Game => {
  const game = findGame(id);
  if (!game) throw new Error(`missing game ${id}`);
  return game;
};

/** Evaluates +, −, ×, ÷, / (fractions), brackets, "N%" and "of"; undefined when the text is not plain arithmetic. */
function evaluate(text: string): number | undefined {
  const source = text.replace(/(\d+)%/g, "($1 ÷ 100)").replace(/\bof\b/g, "×");
  const tokens = source.match(/\d+(?:\.\d+)?|\S/g) ?? [];
  let pos = 0;
  const factor = (): number => {
    const token = tokens[pos++];
    if (token === "(") {
      const value = sum();
      if (tokens[pos++] !== ")") throw new Error("expected )");
      return value;
    }
    if (token !== undefined && /^\d/.test(token)) return Number(token);
    throw new Error(`unexpected ${String(token)}`);
  };
  const product = (): number => {
    let value = factor();
    for (let op = tokens[pos]; op === "×" || op === "÷" || op === "/"; op = tokens[pos]) {
      pos++;
      const right = factor();
      value = op === "×" ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    for (let op = tokens[pos]; op === "+" || op === "−" || op === "-"; op = tokens[pos]) {
      pos++;
      const right = product();
      value = op === "+" ? value + right : value - right;
    }
    return value;
  };
  try {
    const value = sum();
    return tokens.length > 0 && pos === tokens.length ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The arithmetic a question states in its last sentence ("What is 6 × 7?" or "___ + 4 = 10"), with the answer filled in. */
function arithmeticClaim(question: Question): { left: string; right: string } | undefined {
  const last = question.question.split(/(?<=[.:?])\s+/).at(-1) ?? "";
  const whatIs = /^What is (.+)\?$/.exec(last);
  if (whatIs?.[1]) return { left: whatIs[1], right: question.answer };
  const equation = /^(.+) = (.+)$/.exec(last);
  if (equation?.[1] && equation[2] && last.includes("___")) {
    return { left: equation[1].replace("___", question.answer), right: equation[2].replace("___", question.answer) };
  }
  return undefined;
}

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i] as T, ...tail];
  }
}

describe("game catalogue", () => {
  it("has the five games with their fixed ids, titles, level counts and time limits", () => {
    expect(games.map((game) => game.id)).toEqual(expectedGames.map((game) => game.id));
    for (const expected of expectedGames) {
      const game = gameById(expected.id);
      expect(game.title).toBe(expected.title);
      expect(game.description.trim()).not.toBe("");
      expect(game.levels.map((level) => level.timeLimit)).toEqual([...expected.timeLimits]);
      expect(game.levels.map((level) => level.level)).toEqual(expected.timeLimits.map((_, index) => index + 1));
    }
  });

  it("finds games by id and nothing for unknown ids", () => {
    expect(findGame("abacus")?.title).toBe("Abacus Adventure");
    expect(findGame("chess")).toBeUndefined();
  });

  it("uses unique question ids named after the game and level", () => {
    const ids = games.flatMap((game) => questionsOf(game).map((question) => question.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const game of games) {
      for (const level of game.levels) {
        for (const question of level.questions) expect(question.id.startsWith(`${game.id}-${level.level}-`)).toBe(true);
      }
    }
  });
});

describe.each(
  games.flatMap((game) =>
    game.levels.map((level): [string, Game, Level] => [`${game.id} level ${level.level}`, game, level]),
  ),
)("%s", (_name, game: Game, level: Level) => {
  const types = new Set(level.questions.map((question) => question.type));

  it("has a title, a one-sentence description and enough questions for replays", () => {
    expect(level.title.trim()).not.toBe("");
    expect(level.description).toMatch(/^[^.!?]+[.!]$/);
    expect(level.questionsPerAttempt).toBe(5);
    expect(level.questions.length).toBeGreaterThanOrEqual(10);
    expect(level.questionsPerAttempt).toBeLessThanOrEqual(level.questions.length);
  });

  it("mixes question types", () => {
    expect(types.size).toBeGreaterThanOrEqual(3);
    expect(types.has("multiple_choice")).toBe(true);
    expect(types.has("fill_in_the_blanks") || types.has("word_problem")).toBe(true);
    if (game.id === "english" || game.id === "words" || game.id === "coding") {
      expect(level.questions.filter((question) => question.type === "drag_and_drop").length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(level.questions.map((question) => [question.id, question] as const))("%s is well formed", (_id, question) => {
    expect(question.question.trim()).not.toBe("");
    expect(question.answer.trim()).toBe(question.answer);
    expect(question.answer).not.toBe("");
    expect([undefined, 10, 15, 20]).toContain(question.points);
    expect(question.abacus !== undefined).toBe(game.id === "abacus");

    switch (question.type) {
      case "multiple_choice": {
        const options = question.options ?? [];
        expect(options.length).toBeGreaterThanOrEqual(3);
        expect(options.length).toBeLessThanOrEqual(4);
        expect(new Set(options).size).toBe(options.length);
        expect(options.filter((option) => option === question.answer)).toHaveLength(1);
        expect(question.acceptedAnswers).toBeUndefined();
        break;
      }
      case "drag_and_drop": {
        const options = question.options ?? [];
        expect(options.length).toBeGreaterThanOrEqual(2);
        expect(options.join("")).toBe(question.answer);
        expect(question.acceptedAnswers).toBeUndefined();
        // No other arrangement of the items may spell the same answer.
        const correct = options.join("\u0000");
        for (const order of permutations(options)) {
          if (order.join("") === question.answer) expect(order.join("\u0000")).toBe(correct);
        }
        break;
      }
      case "fill_in_the_blanks":
      case "word_problem": {
        expect(question.options).toBeUndefined();
        if (question.type === "fill_in_the_blanks" && game.id !== "abacus") expect(question.question).toContain("___");
        const accepted = (question.acceptedAnswers ?? []).map((text) => text.trim().toLowerCase());
        expect(accepted).not.toContain(question.answer.toLowerCase());
        expect(new Set(accepted).size).toBe(accepted.length);
        break;
      }
    }
  });
});

describe("math answers", () => {
  const math = gameById("math");

  it("checks every question that states plain arithmetic", () => {
    let checked = 0;
    for (const question of questionsOf(math)) {
      const claim = arithmeticClaim(question);
      if (!claim) continue;
      const left = evaluate(claim.left);
      const right = evaluate(claim.right);
      if (left === undefined || right === undefined) continue;
      checked++;
      expect(left, question.id).toBeCloseTo(right, 9);
      if (question.type === "multiple_choice") {
        const sameValue = (question.options ?? []).filter((option) => {
          const value = evaluate(option);
          return value !== undefined && Math.abs(value - left) < 1e-9;
        });
        expect(sameValue, question.id).toEqual([question.answer]);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  // Story sums worked out independently of the question bank.
  const stories: Record<string, number> = {
    "math-1-05": 8 + 5,
    "math-1-06": 15 - 3 - 4,
    "math-1-09": 46 + 10,
    "math-1-10": 23 + 18,
    "math-1-13": 30 - 12,
    "math-2-05": 5 * 6,
    "math-2-06": 24 / 4,
    "math-2-07": 3 * 45,
    "math-2-11": 9 * 4 - 30,
    "math-2-12": 50 - 3 * 8,
    "math-2-15": 8 * 7,
    "math-2-16": 29 % 4,
    "math-3-05": 400 - (400 * 10) / 100,
    "math-3-12": (60 / 4) * 3,
    "math-3-15": (40 * 25) / 100,
  };

  it("has the right answer for every word problem", () => {
    const questions = questionsOf(math);
    for (const question of questions.filter((q) => q.type === "word_problem")) {
      expect(Object.keys(stories), `${question.id} needs a worked answer`).toContain(question.id);
    }
    for (const [id, value] of Object.entries(stories)) {
      expect(questions.find((question) => question.id === id)?.answer, id).toBe(String(value));
    }
  });

  it("orders and compares numbers correctly", () => {
    for (const question of questionsOf(math)) {
      const values = (question.options ?? []).map((option) => evaluate(option));
      if (question.type === "drag_and_drop" && question.question.includes("smallest to biggest")) {
        expect(values.every((value) => value !== undefined)).toBe(true);
        const numbers = values as number[];
        numbers.slice(1).forEach((value, index) => expect(value, question.id).toBeGreaterThan(numbers[index] ?? 0));
      }
      if (question.type === "multiple_choice" && question.question.includes("biggest")) {
        const numbers = values as number[];
        expect(evaluate(question.answer)).toBe(Math.max(...numbers));
      }
    }
  });
});

describe("abacus pictures", () => {
  const abacus = gameById("abacus");
  const rodsValue = (rods: number[]) => Number(rods.join(""));

  it.each(questionsOf(abacus).map((question) => [question.id, question] as const))(
    "%s matches its beads",
    (_id, question) => {
      const picture = question.abacus;
      if (!picture) throw new Error(`${question.id} has no abacus picture`);
      expect([2, 3]).toContain(picture.rods.length);
      for (const rod of picture.rods) {
        expect(Number.isInteger(rod)).toBe(true);
        expect(rod).toBeGreaterThanOrEqual(0);
        expect(rod).toBeLessThanOrEqual(9);
      }
      expect(question.answer).toMatch(/^\d+$/);
      const shown = rodsValue(picture.rods);
      const answer = Number(question.answer);

      const set = /^Set the abacus to show (\d+)\.$/.exec(question.question);
      if (question.question === "What number does the abacus show?") {
        expect(picture.mode).toBe("read");
        expect(shown).toBe(answer);
      } else if (set) {
        expect(picture.mode).toBe("set");
        expect(shown).toBe(Number(set[1]));
        expect(shown).toBe(answer);
      } else {
        // A bead sum: start from the number shown, then add "N more" or take away what someone "eats".
        expect(picture.mode).toBe("read");
        expect(question.question).toMatch(/^The abacus shows /);
        const more = /\b(\d+) more\b/.exec(question.question);
        const eaten = /\beats (\d+)\b/.exec(question.question);
        expect(Boolean(more) !== Boolean(eaten), `${question.id} must either add or take away`).toBe(true);
        const expected = more ? shown + Number(more[1]) : shown - Number(eaten?.[1]);
        expect(answer).toBe(expected);
        expect(answer).toBeLessThan(10 ** picture.rods.length);
      }
    },
  );

  it("mixes reading, setting and bead sums", () => {
    const questions = questionsOf(abacus);
    const reads = questions.filter((question) => question.question === "What number does the abacus show?");
    const sets = questions.filter((question) => question.abacus?.mode === "set");
    const sums = questions.filter((question) => question.question.startsWith("The abacus shows "));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(sets.length).toBeGreaterThanOrEqual(3);
    expect(sums.length).toBeGreaterThanOrEqual(2);
    expect(reads.length + sets.length + sums.length).toBe(questions.length);
  });
});
