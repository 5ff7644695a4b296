import { describe, expect, it } from "vitest";
import { orders } from "#app/modules/games/rules.ts";
import { findGame } from "#app/modules/games/content/index.ts";
import {
  isGeneratedLevel,
  type Game,
  type GeneratedLevel,
  type GeneratedQuestion,
  type QuestionTemplate,
} from "#app/modules/games/content/types.ts";
import { seeded, unpredictable } from "#app/modules/games/draws.server.ts";

/*
 * The math and abacus questions are made from templates. For many seeds, every template's questions must be
 * well formed, and their answers are worked out again here by code that shares nothing with the templates:
 * plain arithmetic is re-evaluated, story sums are recomputed from the numbers in their text, abacus answers
 * from the rods, orders from the items' values.
 */

const SEEDS = 200;

const gameById = (id: "math" | "abacus"): Game => {
  const game = findGame(id);
  if (!game) throw new Error(`missing game ${id}`);
  return game;
};

const generatedLevels = (game: Game): GeneratedLevel[] =>
  game.levels.map((level) => {
    if (!isGeneratedLevel(level)) throw new Error(`${game.id} level ${level.level} is not generated`);
    return level;
  });

const drawFor = (game: Game, level: GeneratedLevel, attempt: number, seed = "generators-test") =>
  seeded(seed, { purpose: "questions", gameId: game.id, level: level.level, attempt });

// ---------------------------------------------------------------------------------------------------------
// Independent arithmetic

/** Evaluates +, −, ×, ÷, / (fractions), brackets, decimals, "N%" and "of"; undefined when the text is not plain arithmetic. */
function evaluate(text: string): number | undefined {
  const source = text.replace(/(\d+)%/g, "($1 ÷ 100)").replace(/\bof\b/g, "×");
  const tokens = source.match(/\d*\.\d+|\d+|\S/g) ?? [];
  let pos = 0;
  const factor = (): number => {
    const token = tokens[pos++];
    if (token === "(") {
      const value = sum();
      if (tokens[pos++] !== ")") throw new Error("expected )");
      return value;
    }
    if (token !== undefined && /^\d|^\.\d/.test(token)) return Number(token);
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
function arithmeticClaim(question: GeneratedQuestion): { left: string; right: string } | undefined {
  const last = question.question.split(/(?<=[.:?])\s+/).at(-1) ?? "";
  const whatIs = /^What is (.+)\?$/.exec(last);
  if (whatIs?.[1]) return { left: whatIs[1], right: question.answer };
  const equation = /^(.+) = (.+)$/.exec(last);
  if (equation?.[1] && equation[2] && last.includes("___")) {
    return { left: equation[1].replace("___", question.answer), right: equation[2].replace("___", question.answer) };
  }
  return undefined;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const numbersIn = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

const SMALL_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS_WORDS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number written in words at the start of `text` ("forty-two", "a hundred"), and the words after it. */
function leadingNumberWords(text: string): { value: number; rest: string[] } | undefined {
  const words = text.split(/[\s-]+/);
  const [first = "", second = ""] = words;
  if ((first === "one" || first === "a") && second === "hundred") return { value: 100, rest: words.slice(2) };
  const tens = TENS_WORDS.indexOf(first);
  if (tens >= 0) {
    const ones = SMALL_WORDS.indexOf(second);
    return ones >= 1 && ones <= 9
      ? { value: 20 + tens * 10 + ones, rest: words.slice(2) }
      : { value: 20 + tens * 10, rest: words.slice(1) };
  }
  const small = SMALL_WORDS.indexOf(first);
  return small >= 0 ? { value: small, rest: words.slice(1) } : undefined;
}

/**
 * The value another accepted spelling stands for ("₹135", "Rs. 135", "twelve", "13 mangoes", "75%", "3 / 4",
 * ".5"), or undefined when it is not understood. Words after the number must name what the question counts.
 */
function spelledValue(spelling: string, question: string): number | undefined {
  const text = spelling.trim().toLowerCase();
  const asked = question.toLowerCase();
  const unitFits = (unit: readonly string[]) => unit.length === 0 || asked.includes(unit.join(" "));
  const money = /^(?:₹|rs\.?)\s*(\d+)$/.exec(text);
  if (money) return Number(money[1]);
  const percent = /^(\d+)\s*(?:%|percent)$/.exec(text);
  if (percent) return Number(percent[1]);
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)) return Number(text);
  const counted = /^(\d+) ([a-z ]+)$/.exec(text);
  if (counted) return unitFits((counted[2] ?? "").split(" ")) ? Number(counted[1]) : undefined;
  const words = leadingNumberWords(text);
  return words && unitFits(words.rest) ? words.value : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Checks by kind of template

type Check = (question: GeneratedQuestion) => void;

/** "What is 7 + 5?" or "___ + 7 = 15": the answer makes the statement true, and no other option does. */
const arithmetic: Check = (question) => {
  const claim = arithmeticClaim(question);
  expect(claim, "states plain arithmetic").toBeDefined();
  const left = evaluate(claim?.left ?? "");
  const right = evaluate(claim?.right ?? "");
  expect(left, `evaluates ${claim?.left}`).toBeDefined();
  expect(right, `evaluates ${claim?.right}`).toBeDefined();
  expect(left).toBeCloseTo(right ?? Number.NaN, 9);
  if (question.type === "multiple_choice") {
    const sameValue = (question.options ?? []).filter((option) => close(evaluate(option) ?? Number.NaN, left ?? 0));
    expect(sameValue).toEqual([question.answer]);
  }
};

/** A story sum: the numbers in the text, in order, give the answer by the template's one formula. */
const story =
  (count: number, formula: (numbers: number[]) => number): Check =>
  (question) => {
    const numbers = numbersIn(question.question);
    expect(numbers).toHaveLength(count);
    const expected = formula(numbers);
    expect(Number.isInteger(expected), "a whole answer").toBe(true);
    expect(question.answer).toBe(String(expected));
  };

const exactly = (a: number, b: number) => {
  expect(a % b, `${a} shares equally by ${b}`).toBe(0);
  return a / b;
};

/** Drag and drop in order of value; every value is plain arithmetic. */
const ordered =
  (direction: "up" | "down"): Check =>
  (question) => {
    expect(question.type).toBe("drag_and_drop");
    const values = (question.options ?? []).map((item) => evaluate(item));
    expect(values.every((value) => value !== undefined)).toBe(true);
    const numbers = values as number[];
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    numbers.slice(1).forEach((value, i) => {
      const before = numbers[i] ?? 0;
      if (direction === "up") expect(value).toBeGreaterThan(before);
      else expect(value).toBeLessThan(before);
    });
    const wording = direction === "up" ? "from smallest to biggest" : "from biggest to smallest";
    expect(question.question).toContain(wording);
  };

/** "Which number/fraction is the biggest?": the answer's value is the biggest (or smallest), once. */
const extreme: Check = (question) => {
  const biggest = question.question.includes("biggest");
  expect(biggest || question.question.includes("smallest")).toBe(true);
  const values = (question.options ?? []).map((option) => evaluate(option) ?? Number.NaN);
  const target = biggest ? Math.max(...values) : Math.min(...values);
  expect(values.filter((value) => close(value, target))).toHaveLength(1);
  expect(evaluate(question.answer)).toBe(target);
};

const compareSign: Check = (question) => {
  const parts = /^Which sign makes this true\? (.+) ___ (\d+)$/.exec(question.question);
  expect(parts).not.toBeNull();
  const left = evaluate(parts?.[1] ?? "") ?? Number.NaN;
  const right = Number(parts?.[2]);
  expect(question.answer).toBe(left < right ? "<" : left > right ? ">" : "=");
  expect([...(question.options ?? [])].sort()).toEqual(["<", "=", ">"]);
};

const tenMoreOrLess: Check = (question) => {
  const parts = /^Which number is (\d+) (more|less) than (\d+)\?$/.exec(question.question);
  expect(parts).not.toBeNull();
  const [step, start] = [Number(parts?.[1]), Number(parts?.[3])];
  expect(Number(question.answer)).toBe(parts?.[2] === "more" ? start + step : start - step);
};

const notInTable: Check = (question) => {
  const table = Number(/NOT in the (\d+) times table/.exec(question.question)?.[1]);
  expect(table).toBeGreaterThan(1);
  for (const option of question.options ?? []) {
    expect(Number(option) % table === 0, `${option} in the ${table} times table`).toBe(option !== question.answer);
  }
};

const countInSteps: Check = (question) => {
  ordered("up")(question);
  const step = Number(/Count up in (\d+)s/.exec(question.question)?.[1]);
  const values = (question.options ?? []).map(Number);
  values.forEach((value) => expect(value % step).toBe(0));
  values.slice(1).forEach((value, i) => expect(value - (values[i] ?? 0)).toBe(step));
};

const simplestForm: Check = (question) => {
  const given = /^Write (\d+)\/(\d+) in its simplest form: ___$/.exec(question.question);
  expect(given).not.toBeNull();
  const answer = /^(\d+)\/(\d+)$/.exec(question.answer);
  expect(answer).not.toBeNull();
  expect(Number(answer?.[1]) * Number(given?.[2])).toBe(Number(answer?.[2]) * Number(given?.[1]));
  expect(Number(answer?.[1])).toBeLessThan(Number(given?.[1]));
};

const fractionToPercent: Check = (question) => {
  const given = /^Write (\d+)\/(\d+) as a percentage: ___%$/.exec(question.question);
  expect(given).not.toBeNull();
  expect(Number(question.answer)).toBe((Number(given?.[1]) * 100) / Number(given?.[2]));
};

/** The numbers a pattern captures, or a failed expectation when the text does not match it. */
function captured(pattern: RegExp, text: string): number[] {
  const match = pattern.exec(text);
  expect(match, `matches ${pattern}`).not.toBeNull();
  return (match ?? []).slice(1).map(Number);
}

/** The Vedic hints must be true too, or they would teach the wrong trick. */
const vedicSquare: Check = (question) => {
  arithmetic(question);
  const [tens = 0, next, number, again] = captured(
    /multiply (\d+) by the next number, (\d+), and write 25 after it\. (\d+) × (\d+) = ___$/,
    question.question,
  );
  expect([next, number, again]).toEqual([tens + 1, tens * 10 + 5, tens * 10 + 5]);
  expect(question.answer).toBe(`${tens * (tens + 1)}25`);
};

const vedicNines: Check = (question) => {
  arithmetic(question);
  const [nines = 0, number, base, again, minus, asked, times] = captured(
    /^Vedic trick: (\d+) × (\d+) is the same as (\d+) × (\d+) minus (\d+)\. What is (\d+) × (\d+)\?$/,
    question.question,
  );
  expect([9, 99]).toContain(nines);
  expect([base, again, minus, asked, times]).toEqual([nines + 1, number, number, nines, number]);
};

const vedicNearHundred: Check = (question) => {
  arithmetic(question);
  const [a = 0, gapA, b = 0, gapB, takeGap, from, productA, productB, left, right] = captured(
    /(\d+) is (\d+) below 100 and (\d+) is (\d+) below\. Take (\d+) from (\d+) for the first two digits, and (\d+) × (\d+) gives the last two digits\. (\d+) × (\d+) = ___$/,
    question.question,
  );
  expect([gapA, gapB]).toEqual([100 - a, 100 - b]);
  expect([takeGap, from, productA, productB, left, right]).toEqual([gapB, a, gapA, gapB, a, b]);
  // The trick as told: (a - gapB) hundreds and gapA × gapB as the last two digits.
  expect(Number(question.answer)).toBe((a - (gapB ?? 0)) * 100 + (gapA ?? 0) * (gapB ?? 0));
};

const vedicEleven: Check = (question) => {
  arithmetic(question);
  const [number = 0] = captured(/(\d+) × 11 = ___$/, question.question);
  const digitSum = Math.floor(number / 10) + (number % 10);
  expect(question.question.includes("carry the 1")).toBe(digitSum >= 10);
};

const fractionAnswerInSimplestForm: Check = (question) => {
  arithmetic(question);
  const answer = /^(\d+)\/(\d+)$/.exec(question.answer);
  expect(answer).not.toBeNull();
  expect(gcd(Number(answer?.[1]), Number(answer?.[2]))).toBe(1);
};

// Abacus

const READ = "What number does the abacus show?";
const rodsValue = (rods: readonly number[]) => Number(rods.join(""));

const abacusRead: Check = (question) => {
  expect(question.question).toBe(READ);
  expect(question.abacus?.mode).toBe("read");
  expect(question.answer).toBe(String(rodsValue(question.abacus?.rods ?? [])));
};

const abacusSet: Check = (question) => {
  const set = /^Set the abacus to show (\d+)\.$/.exec(question.question);
  expect(set).not.toBeNull();
  expect(question.abacus?.mode).toBe("set");
  expect(question.type).toBe("fill_in_the_blanks");
  expect(rodsValue(question.abacus?.rods ?? [])).toBe(Number(set?.[1]));
  // The set input sends the rods' number without leading zeros.
  expect(question.answer).toBe(String(Number(set?.[1])));
};

const beadSum =
  (kind: "more" | "eats"): Check =>
  (question) => {
    expect(question.abacus?.mode).toBe("read");
    expect(question.question).toMatch(/^The abacus shows /);
    const more = /\b(\d+) more\b/.exec(question.question);
    const eaten = /\beats (\d+)\b/.exec(question.question);
    expect(Boolean(more) !== Boolean(eaten), "either adds or takes away").toBe(true);
    expect(kind === "more" ? more : eaten).not.toBeNull();
    expect(numbersIn(question.question)).toHaveLength(1);
    const rods = question.abacus?.rods ?? [];
    const shown = rodsValue(rods);
    const expected = more ? shown + Number(more[1]) : shown - Number(eaten?.[1]);
    expect(question.answer).toBe(String(expected));
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(expected).toBeLessThan(10 ** rods.length);
  };

const checks: Record<string, Check> = {
  "math-1-add-within-20": arithmetic,
  "math-1-add-two-digit": arithmetic,
  "math-1-take-away-within-20": arithmetic,
  "math-1-take-away-two-digit": arithmetic,
  "math-1-missing-number": arithmetic,
  "math-1-missing-start": arithmetic,
  "math-1-ten-more-or-less": tenMoreOrLess,
  "math-1-compare-sign": compareSign,
  "math-1-biggest-or-smallest": extreme,
  "math-1-order-smallest-first": ordered("up"),
  "math-1-order-biggest-first": ordered("down"),
  "math-1-story-add": story(2, ([a = 0, b = 0]) => a + b),
  "math-1-story-take-away": story(2, ([a = 0, b = 0]) => a - b),
  "math-1-story-two-take-aways": story(3, ([a = 0, b = 0, c = 0]) => a - b - c),
  "math-1-story-add-then-take-away": story(3, ([a = 0, b = 0, c = 0]) => a + b - c),

  "math-2-times-table": arithmetic,
  "math-2-multiply": arithmetic,
  "math-2-divide": arithmetic,
  "math-2-divide-choice": arithmetic,
  "math-2-missing-factor": arithmetic,
  "math-2-multiply-two-digit": arithmetic,
  "math-2-not-in-table": notInTable,
  "math-2-story-laddoos": story(2, ([a = 0, b = 0]) => a * b),
  "math-2-story-cricket": story(2, ([a = 0, b = 0]) => a * b),
  "math-2-story-rupees": story(2, ([a = 0, b = 0]) => a * b),
  "math-2-story-share": story(2, ([total = 0, groups = 1]) => exactly(total, groups)),
  "math-2-remainder": story(2, ([total = 0, children = 1]) => total % children),
  "math-2-two-step-shopping": story(3, ([money = 0, count = 0, price = 0]) => money - count * price),
  "math-2-two-step-seats": story(3, ([rows = 0, perRow = 0, taken = 0]) => rows * perRow - taken),
  "math-2-order-products": ordered("up"),
  "math-2-count-in-steps": countInSteps,

  "math-3-add-fractions": fractionAnswerInSimplestForm,
  "math-3-subtract-fractions": fractionAnswerInSimplestForm,
  "math-3-biggest-fraction": extreme,
  "math-3-simplest-form": simplestForm,
  "math-3-fraction-of-amount": arithmetic,
  "math-3-percent-of": arithmetic,
  "math-3-percent-discount": story(2, ([price = 0, percent = 0]) => price - (price * percent) / 100),
  "math-3-fraction-to-percent": fractionToPercent,
  "math-3-brackets": arithmetic,
  "math-3-multiply-first": arithmetic,
  "math-3-mixed-operations": arithmetic,
  "math-3-vedic-times-eleven": vedicEleven,
  "math-3-vedic-square-ending-in-5": vedicSquare,
  "math-3-vedic-nines": vedicNines,
  "math-3-vedic-near-hundred": vedicNearHundred,
  "math-3-average": (question) => {
    const scores = numbersIn(question.question);
    expect([3, 4]).toContain(scores.length);
    expect(question.question).toContain(scores.length === 3 ? "three" : "four");
    story(scores.length, (values) => values.reduce((sum, value) => sum + value, 0) / values.length)(question);
  },
  "math-3-decimals": arithmetic,
  "math-3-order-fractions": ordered("up"),
  "math-3-order-decimals": ordered("up"),

  "abacus-1-read-choice": abacusRead,
  "abacus-1-read-two-rods": abacusRead,
  "abacus-1-read-three-rods": abacusRead,
  "abacus-1-set-two-digits": abacusSet,
  "abacus-1-set-three-digits": abacusSet,
  "abacus-1-add-beads": beadSum("more"),
  "abacus-1-add-beads-choice": beadSum("more"),
  "abacus-1-add-tens": beadSum("more"),
  "abacus-1-eat-beads": beadSum("eats"),
  "abacus-1-eat-beads-choice": beadSum("eats"),
};

/** What every generated question must be, whatever its template. */
function checkWellFormed(game: Game, question: GeneratedQuestion) {
  expect(question.question.trim()).not.toBe("");
  expect(question.answer.trim()).toBe(question.answer);
  expect(question.answer).not.toBe("");
  expect(Object.keys(question)).not.toContain("points");
  expect(question.abacus !== undefined).toBe(game.id === "abacus");
  expect(question.answer).not.toMatch(/^[-−]/);
  // Division in a question shares equally unless the question asks for what is left over.
  for (const [, a, b] of question.question.matchAll(/(\d+) ÷ (\d+)/g)) expect(Number(a) % Number(b)).toBe(0);

  switch (question.type) {
    case "multiple_choice": {
      const options = question.options ?? [];
      expect(options.length).toBeGreaterThanOrEqual(3);
      expect(options.length).toBeLessThanOrEqual(4);
      expect(new Set(options).size).toBe(options.length);
      expect(options.filter((option) => option === question.answer)).toHaveLength(1);
      expect(question.acceptedAnswers).toBeUndefined();
      // No other option has the answer's value ("2/4" beside "1/2", "07" beside "7").
      const answerValue = evaluate(question.answer);
      if (answerValue !== undefined) {
        const same = options.filter((option) => close(evaluate(option) ?? Number.NaN, answerValue));
        expect(same).toEqual([question.answer]);
        for (const option of options) expect(evaluate(option) ?? 0).toBeGreaterThanOrEqual(0);
      }
      break;
    }
    case "drag_and_drop": {
      const options = question.options ?? [];
      expect(options.length).toBeGreaterThanOrEqual(2);
      expect(options.join("")).toBe(question.answer);
      expect(question.acceptedAnswers).toBeUndefined();
      // Exactly one arrangement spells the answer, spaces ignored as the game compares them.
      const squash = (text: string) => text.replace(/\s+/g, "").toLowerCase();
      const spelling = (order: readonly string[]) => squash(order.join(""));
      const correct = options.join("\u0000");
      for (const order of orders(options)) {
        if (spelling(order) === spelling(options)) expect(order.join("\u0000")).toBe(correct);
      }
      break;
    }
    case "fill_in_the_blanks":
    case "word_problem": {
      expect(question.options).toBeUndefined();
      if (question.type === "fill_in_the_blanks" && game.id !== "abacus") expect(question.question).toContain("___");
      const answerValue = evaluate(question.answer);
      expect(answerValue, "a number, fraction or decimal").toBeDefined();
      expect(answerValue ?? -1).toBeGreaterThanOrEqual(0);
      const accepted = (question.acceptedAnswers ?? []).map((text) => text.trim().replace(/\s+/g, " ").toLowerCase());
      expect(accepted).not.toContain(question.answer.toLowerCase());
      expect(new Set(accepted).size).toBe(accepted.length);
      for (const spelling of question.acceptedAnswers ?? []) {
        const value = spelledValue(spelling, question.question);
        expect(value, `"${spelling}" is understood`).toBeDefined();
        expect(value ?? Number.NaN, `"${spelling}" means ${question.answer}`).toBeCloseTo(answerValue ?? 0, 9);
      }
      // Small whole answers are also accepted in words ("twelve").
      const whole = Number(question.answer);
      if (/^\d+$/.test(question.answer) && whole <= 100 && !question.question.endsWith("___%")) {
        if (question.abacus?.mode !== "set") {
          expect((question.acceptedAnswers ?? []).some((text) => /^[a-z]/i.test(text))).toBe(true);
        }
      }
      break;
    }
  }
  if (question.abacus) {
    const { rods } = question.abacus;
    expect([2, 3]).toContain(rods.length);
    for (const rod of rods) {
      expect(Number.isInteger(rod)).toBe(true);
      expect(rod).toBeGreaterThanOrEqual(0);
      expect(rod).toBeLessThanOrEqual(9);
    }
  }
}

function checkQuestion(game: Game, templateId: string, question: GeneratedQuestion) {
  checkWellFormed(game, question);
  const check = checks[templateId];
  if (!check) throw new Error(`no independent check for ${templateId}`);
  check(question);
}

// ---------------------------------------------------------------------------------------------------------

const math = gameById("math");
const abacus = gameById("abacus");
const cases = [math, abacus].flatMap((game) =>
  generatedLevels(game).map((level): [string, Game, GeneratedLevel] => [
    `${game.id} level ${level.level}`,
    game,
    level,
  ]),
);

describe("generated levels", () => {
  it("keep their titles, time limits and five questions an attempt", () => {
    const summary = cases.map(([, game, level]) => [game.id, level.level, level.title, level.timeLimit]);
    expect(summary).toEqual([
      ["math", 1, "Number Ninjas", 60],
      ["math", 2, "Times-Table Titans", 75],
      ["math", 3, "Brainy Calculators", 90],
      ["abacus", 1, "Bead Buddies", 60],
    ]);
    for (const [, , level] of cases) expect(level.questionsPerAttempt).toBe(5);
  });

  it("have an independent check for every template, and no check for a template that is gone", () => {
    const ids = cases.flatMap(([, , level]) => level.templates.map((template) => template.id));
    expect([...ids].sort()).toEqual(Object.keys(checks).sort());
  });
});

describe.each(cases)("%s", (_name, game, level) => {
  const sample = (template: QuestionTemplate) =>
    Array.from({ length: SEEDS }, (_, n) => template.make(drawFor(game, level, n)));

  it("has at least 8 templates named after the game and level", () => {
    expect(level.templates.length).toBeGreaterThanOrEqual(8);
    for (const template of level.templates)
      expect(template.id).toMatch(new RegExp(`^${game.id}-${level.level}-[a-z0-9-]+$`));
  });

  it("mixes at least three question types, with multiple choice and typed answers", () => {
    const types = new Set(level.templates.flatMap((template) => sample(template).map((question) => question.type)));
    expect(types.size).toBeGreaterThanOrEqual(3);
    expect(types.has("multiple_choice")).toBe(true);
    expect(types.has("fill_in_the_blanks") || types.has("word_problem")).toBe(true);
    if (game.id === "math") expect(types.has("drag_and_drop")).toBe(true);
  });

  it.each(level.templates.map((template) => [template.id, template] as const))(
    "%s makes well-formed questions with right answers",
    (id, template) => {
      for (const [n, question] of sample(template).entries()) {
        try {
          checkQuestion(game, id, question);
        } catch (error) {
          throw new Error(`${id} (seed ${n}): ${JSON.stringify(question)}\n${String(error)}`, { cause: error });
        }
      }
    },
  );

  it.each(level.templates.map((template) => [template.id, template] as const))(
    "%s makes the same question from the same seed, and varies",
    (_id, template) => {
      for (let n = 0; n < 20; n++) {
        expect(template.make(drawFor(game, level, n, "repeat"))).toEqual(
          template.make(drawFor(game, level, n, "repeat")),
        );
      }
      const questions = sample(template);
      const distinct = new Set(questions.map((question) => JSON.stringify(question)));
      expect(distinct.size).toBeGreaterThanOrEqual(5);
      const multipleChoice = questions.filter((question) => question.type === "multiple_choice");
      if (multipleChoice.length > 0) {
        // The answer does not always sit in the same place.
        const places = new Set(multipleChoice.map((question) => question.options?.indexOf(question.answer)));
        expect(places.size).toBeGreaterThanOrEqual(3);
      }
    },
  );

  const distinctQuestions = (random: (n: number) => (below: number) => number) => {
    const keys = new Set<string>();
    for (let n = 0; n < 1000; n++) {
      const template = level.templates[n % level.templates.length] as QuestionTemplate;
      const question = template.make(random(n));
      keys.add(JSON.stringify([question.question, question.abacus?.rods ?? null]));
    }
    return keys.size;
  };

  it("gives at least 300 different questions in 1,000 draws, seeded or not", () => {
    expect(distinctQuestions((n) => drawFor(game, level, n, "distinct"))).toBeGreaterThanOrEqual(300);
    expect(distinctQuestions(() => unpredictable)).toBeGreaterThanOrEqual(300);
  });

  if (game.id === "math" && level.level === 1) {
    it("keeps every number within 0-100", () => {
      for (const template of level.templates) {
        for (const question of sample(template)) {
          // A drag and drop answer is its items run together, so its items are read instead.
          const answer = question.type === "drag_and_drop" ? [] : [question.answer];
          const texts = [
            question.question,
            ...answer,
            ...(question.options ?? []),
            ...(question.acceptedAnswers ?? []),
          ];
          for (const value of texts.flatMap(numbersIn)) {
            expect(value, `${template.id}: ${question.question}`).toBeGreaterThanOrEqual(0);
            expect(value, `${template.id}: ${question.question}`).toBeLessThanOrEqual(100);
          }
        }
      }
    });
  }
});

describe("abacus level 1 kinds", () => {
  it("reads, sets and does bead sums that add and take away", () => {
    const [level] = generatedLevels(abacus);
    const questions = (level?.templates ?? []).flatMap((template) =>
      Array.from({ length: 20 }, (_, n) => template.make(drawFor(abacus, level as GeneratedLevel, n))),
    );
    const reads = questions.filter((question) => question.question === READ);
    const sets = questions.filter((question) => question.abacus?.mode === "set");
    const adds = questions.filter((question) => /^The abacus shows .*\b\d+ more\b/.test(question.question));
    const eats = questions.filter((question) => /^The abacus shows .*\beats \d+\b/.test(question.question));
    for (const kind of [reads, sets, adds, eats]) expect(kind.length).toBeGreaterThan(0);
    expect(reads.length + sets.length + adds.length + eats.length).toBe(questions.length);
    expect(new Set(reads.map((question) => question.type))).toEqual(new Set(["multiple_choice", "fill_in_the_blanks"]));
  });
});

describe("the checks catch wrong questions", () => {
  const wrong: [string, Game, string, GeneratedQuestion][] = [
    [
      "a wrong sum",
      math,
      "math-1-add-two-digit",
      {
        type: "fill_in_the_blanks",
        question: "25 + 14 = ___",
        answer: "38",
        acceptedAnswers: ["thirty-eight"],
      },
    ],
    [
      "a second option with the answer's value",
      math,
      "math-3-subtract-fractions",
      { type: "multiple_choice", question: "What is 3/4 − 1/4?", options: ["1/2", "2/4", "1/4", "3/4"], answer: "1/2" },
    ],
    [
      "a fraction not in simplest form",
      math,
      "math-3-add-fractions",
      { type: "fill_in_the_blanks", question: "Add: 1/4 + 1/4 = ___", answer: "2/4" },
    ],
    [
      "a wrong story sum",
      math,
      "math-2-two-step-shopping",
      {
        type: "word_problem",
        question: "Rohan has ₹50. He buys 3 pencils that cost ₹8 each. How many rupees does he have left?",
        answer: "24",
        acceptedAnswers: ["twenty-four"],
      },
    ],
    [
      "a wrong other spelling",
      math,
      "math-1-story-add",
      {
        type: "word_problem",
        question: "Aarav has 8 marbles. Meera gives him 5 more. How many marbles does Aarav have now?",
        answer: "13",
        acceptedAnswers: ["twelve"],
      },
    ],
    [
      "a unit the question does not count",
      math,
      "math-1-story-add",
      {
        type: "word_problem",
        question: "Aarav has 8 marbles. Meera gives him 5 more. How many marbles does Aarav have now?",
        answer: "13",
        acceptedAnswers: ["thirteen", "13 mangoes"],
      },
    ],
    [
      "items out of order",
      math,
      "math-1-order-smallest-first",
      {
        type: "drag_and_drop",
        question: "Put these numbers in order from smallest to biggest.",
        options: ["9", "32", "23", "50"],
        answer: "9322350",
      },
    ],
    [
      "items that can be read two ways",
      math,
      "math-1-order-smallest-first",
      {
        type: "drag_and_drop",
        question: "Put these numbers in order from smallest to biggest.",
        options: ["1", "2", "11", "12"],
        answer: "121112",
      },
    ],
    [
      "an unequal division",
      math,
      "math-2-divide",
      { type: "fill_in_the_blanks", question: "7 ÷ 2 = ___", answer: "3.5" },
    ],
    [
      "a wrong remainder",
      math,
      "math-2-remainder",
      {
        type: "multiple_choice",
        question: "29 laddoos are shared equally among 4 children. How many laddoos are left over?",
        options: ["1", "2", "3", "5"],
        answer: "2",
      },
    ],
    [
      "a false Vedic hint",
      math,
      "math-3-vedic-square-ending-in-5",
      {
        type: "fill_in_the_blanks",
        question:
          "Vedic trick for numbers ending in 5: multiply 3 by the next number, 5, and write 25 after it. 35 × 35 = ___",
        answer: "1225",
      },
    ],
    [
      "a misread abacus",
      abacus,
      "abacus-1-read-two-rods",
      {
        type: "fill_in_the_blanks",
        question: READ,
        answer: "52",
        acceptedAnswers: ["fifty-two"],
        abacus: { mode: "read", rods: [2, 5] },
      },
    ],
    [
      "a bead sum that forgets to take away",
      abacus,
      "abacus-1-eat-beads",
      {
        type: "word_problem",
        question: "The abacus shows how many laddoos are in a box. Dev eats 6 of them. How many laddoos are left?",
        answer: "38",
        acceptedAnswers: ["thirty-eight"],
        abacus: { mode: "read", rods: [3, 8] },
      },
    ],
    [
      "a rod above 9",
      abacus,
      "abacus-1-set-two-digits",
      {
        type: "fill_in_the_blanks",
        question: "Set the abacus to show 100.",
        answer: "100",
        abacus: { mode: "set", rods: [10, 0] },
      },
    ],
  ];

  it.each(wrong)("%s", (_name, game, templateId, question) => {
    expect(() => checkQuestion(game, templateId, question)).toThrow();
  });

  it("and pass right ones", () => {
    expect(() =>
      checkQuestion(math, "math-2-two-step-shopping", {
        type: "word_problem",
        question: "Rohan has ₹50. He buys 3 pencils that cost ₹8 each. How many rupees does he have left?",
        answer: "26",
        acceptedAnswers: ["₹26", "Rs. 26", "26 rupees", "twenty-six", "twenty six rupees"],
      }),
    ).not.toThrow();
  });
});
