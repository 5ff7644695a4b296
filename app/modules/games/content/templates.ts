import { normaliseAnswer as normalise, shuffled, squashed as squash } from "../rules.ts";
import type { TypedAnswer } from "./questions.ts";
import type { RandomIndex } from "./types.ts";

/*
 * Small helpers the math and abacus question templates share. Every choice comes from the `RandomIndex`
 * passed in (never Math.random), so a seeded draw makes the same question again; nothing here needs Node.
 */

// ---------------------------------------------------------------------------------------------------------
// Drawing numbers and items

/** A whole number from `min` to `max`, both included. */
export function wholeNumber(random: RandomIndex, min: number, max: number): number {
  if (max < min) throw new Error(`empty range ${min}..${max}`);
  return min + random(max - min + 1);
}

/** One item of a list, each equally likely. */
export function pickOne<T>(random: RandomIndex, items: readonly T[]): T {
  if (items.length === 0) throw new Error("nothing to pick from");
  return items[random(items.length)] as T;
}

/** A new array holding the items in a random order (the game's own shuffle, arguments in the templates' order). */
export const shuffle = <T>(random: RandomIndex, items: readonly T[]): T[] => shuffled(items, random);

/**
 * `count` different whole numbers from `min` to `max`, starting with those of `first` that fit, in no
 * particular order.
 */
export function distinctWholeNumbers(
  random: RandomIndex,
  count: number,
  min: number,
  max: number,
  first: readonly number[] = [],
): number[] {
  if (max - min + 1 < count) throw new Error(`cannot draw ${count} numbers from ${min}..${max}`);
  const chosen = new Set(first.filter((value) => Number.isInteger(value) && value >= min && value <= max));
  const values = [...chosen].slice(0, count);
  while (values.length < count) {
    const value = wholeNumber(random, min, max);
    if (!values.includes(value)) values.push(value);
  }
  return values;
}

/** `count` different items of a list (different places in it), in a random order. */
export function pickSome<T>(random: RandomIndex, items: readonly T[], count: number): T[] {
  if (count > items.length) throw new Error(`cannot pick ${count} of ${items.length}`);
  return shuffle(random, items).slice(0, count);
}

/**
 * Draws until `ok` holds, at most `tries` times, then gives `fallback` (which must itself be fine): for the
 * rare draw that does not fit, such as order items that could be read two ways.
 */
export function drawUntil<T>(draw: () => T, ok: (value: T) => boolean, fallback: T, tries = 50): T {
  for (let i = 0; i < tries; i++) {
    const value = draw();
    if (ok(value)) return value;
  }
  return fallback;
}

// ---------------------------------------------------------------------------------------------------------
// Children and everyday things for story sums

export type Child = { name: string; he: "he" | "she"; his: "his" | "her"; him: "him" | "her" };

const boy = (name: string): Child => ({ name, he: "he", his: "his", him: "him" });
const girl = (name: string): Child => ({ name, he: "she", his: "her", him: "her" });

export const CHILDREN: readonly Child[] = [
  boy("Aarav"),
  girl("Meera"),
  girl("Ananya"),
  boy("Kabir"),
  girl("Diya"),
  boy("Vihaan"),
  girl("Zoya"),
  boy("Farhan"),
  girl("Saanvi"),
  boy("Ishaan"),
  girl("Riya"),
  boy("Arjun"),
  girl("Priya"),
  boy("Dev"),
  girl("Kavya"),
  boy("Rohan"),
  girl("Aisha"),
  boy("Aditya"),
];

/** A child to star in a story sum. */
export const pickChild = (random: RandomIndex): Child => pickOne(random, CHILDREN);

/** Two different children, for stories with a friend in them. */
export function pickTwoChildren(random: RandomIndex): [Child, Child] {
  const [first, second] = pickSome(random, CHILDREN, 2);
  return [first as Child, second as Child];
}

/** Three different children. */
export function pickThreeChildren(random: RandomIndex): [Child, Child, Child] {
  const [first, second, third] = pickSome(random, CHILDREN, 3);
  return [first as Child, second as Child, third as Child];
}

/**
 * An everyday thing to count. `food`: something a child can eat (for "eats" stories); `price`: what one
 * costs in rupees, roughly, for shopping stories (undefined when it is not something a child buys).
 */
export type Thing = { one: string; many: string; food?: true; price?: readonly [number, number] };

export const THINGS: readonly Thing[] = [
  { one: "mango", many: "mangoes", food: true, price: [15, 40] },
  { one: "laddoo", many: "laddoos", food: true, price: [10, 25] },
  { one: "marble", many: "marbles", price: [2, 10] },
  { one: "sticker", many: "stickers", price: [2, 10] },
  { one: "kite", many: "kites", price: [10, 40] },
  { one: "diya", many: "diyas", price: [5, 20] },
  { one: "bangle", many: "bangles", price: [10, 30] },
  { one: "cricket ball", many: "cricket balls", price: [30, 60] },
  { one: "pencil", many: "pencils", price: [5, 15] },
  { one: "banana", many: "bananas", food: true, price: [5, 10] },
  { one: "jalebi", many: "jalebis", food: true, price: [10, 20] },
  { one: "seashell", many: "seashells" },
  { one: "balloon", many: "balloons", price: [5, 15] },
  { one: "notebook", many: "notebooks", price: [20, 60] },
];

/** An everyday thing, optionally only among those that fit the story (food to eat, things with a price). */
export function pickThing(random: RandomIndex, fits: (thing: Thing) => boolean = () => true): Thing {
  return pickOne(random, THINGS.filter(fits));
}

/** "₹45". */
export const rupees = (amount: number) => `₹${amount}`;

/** The first letter in capitals, for a pronoun starting a sentence. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------------------
// Typed answers and the other spellings accepted for them

const ONES = [
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
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/**
 * How a child may write a small whole number (0-100) in words: ["twelve"], ["forty-two", "forty two"],
 * ["one hundred", "a hundred"]. Nothing for other numbers.
 */
export function numberWords(value: number): string[] {
  if (!Number.isInteger(value) || value < 0 || value > 100) return [];
  if (value === 100) return ["one hundred", "a hundred"];
  if (value < 20) return [ONES[value] ?? ""];
  const tens = TENS[Math.floor(value / 10)] ?? "";
  const ones = value % 10;
  return ones === 0 ? [tens] : [`${tens}-${ONES[ones]}`, `${tens} ${ONES[ones]}`];
}

/** The answer with its other spellings, leaving out repeats (as the game compares them) and the answer itself. */
export function withSpellings(answer: string, spellings: readonly string[]): TypedAnswer {
  const seen = new Set([normalise(answer)]);
  const accepted: string[] = [];
  for (const spelling of spellings) {
    const key = normalise(spelling);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    accepted.push(spelling.trim());
  }
  return accepted.length > 0 ? { answer, acceptedAnswers: accepted } : { answer };
}

/** A whole-number answer: the digits, also accepted in words ("twelve") and with what is counted ("12 mangoes"). */
export function wholeAnswer(value: number, counted?: Pick<Thing, "one" | "many">): TypedAnswer {
  const words = numberWords(value);
  const unit = counted && (value === 1 ? counted.one : counted.many);
  const withUnit = unit ? [`${value} ${unit}`, ...words.map((word) => `${word} ${unit}`)] : [];
  return withSpellings(String(value), [...words, ...withUnit]);
}

/** An answer in rupees: the digits, also "₹135", "Rs 135", "Rs. 135", "135 rupees" (and words for small sums). */
export function rupeeAnswer(amount: number): TypedAnswer {
  const unit = amount === 1 ? "rupee" : "rupees";
  const words = numberWords(amount);
  return withSpellings(String(amount), [
    `₹${amount}`,
    `₹ ${amount}`,
    `Rs ${amount}`,
    `Rs. ${amount}`,
    `Rs${amount}`,
    `Rs.${amount}`,
    `${amount} ${unit}`,
    ...words,
    ...words.slice(0, 1).map((word) => `${word} ${unit}`),
  ]);
}

/** A percentage typed after a "___%" blank: "75", also "75%". */
export const percentAnswer = (value: number): TypedAnswer =>
  withSpellings(String(value), [`${value}%`, `${value} %`, `${value} percent`]);

/** A number of tenths written as a decimal: 42 -> "4.2", 40 -> "4" (also "4.0"), 5 -> "0.5" (also ".5"). */
export function tenthsText(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  return rest === 0 ? String(whole) : `${whole}.${rest}`;
}

export function decimalAnswer(tenths: number): TypedAnswer {
  const text = tenthsText(tenths);
  const spellings = tenths % 10 === 0 ? [`${text}.0`, ...numberWords(tenths / 10)] : [];
  if (tenths > 0 && tenths < 10) spellings.push(text.slice(1));
  return withSpellings(text, spellings);
}

/** Hundredths written as the shortest decimal: 45 -> "0.45", 50 -> "0.5", 300 -> "3". */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  if (rest === 0) return String(whole);
  return rest % 10 === 0 ? `${whole}.${rest / 10}` : `${whole}.${String(rest).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------------------
// Fractions

export type Fraction = { top: number; bottom: number };

export function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function simplest({ top, bottom }: Fraction): Fraction {
  const divisor = greatestCommonDivisor(top, bottom) || 1;
  return { top: top / divisor, bottom: bottom / divisor };
}

export const fractionText = ({ top, bottom }: Fraction) => `${top}/${bottom}`;
export const sameValue = (a: Fraction, b: Fraction) => a.top * b.bottom === b.top * a.bottom;
export const compareFractions = (a: Fraction, b: Fraction) => a.top * b.bottom - b.top * a.bottom;

/** Every proper fraction in simplest form with a bottom from `minBottom` to `maxBottom` (1/2, 1/3, 2/3, …). */
export function properFractions(minBottom: number, maxBottom: number): Fraction[] {
  const fractions: Fraction[] = [];
  for (let bottom = minBottom; bottom <= maxBottom; bottom++) {
    for (let top = 1; top < bottom; top++) {
      if (greatestCommonDivisor(top, bottom) === 1) fractions.push({ top, bottom });
    }
  }
  return fractions;
}

/** A fraction answer in simplest form: "3/4", also "3 / 4". */
export function fractionAnswer(fraction: Fraction): TypedAnswer {
  const { top, bottom } = simplest(fraction);
  return withSpellings(`${top}/${bottom}`, [`${top} / ${bottom}`]);
}

// ---------------------------------------------------------------------------------------------------------
// Multiple choice options

/**
 * Options for a multiple choice question with a whole-number answer: the answer and `count` - 1 wrong ones
 * drawn from `likelyMistakes` (kept when they are whole, different from the answer and each other, and within
 * `min`..`max`), topped up with numbers next to the answer, then shuffled so the answer's place varies.
 */
export function numberOptions(
  random: RandomIndex,
  answer: number,
  likelyMistakes: readonly number[],
  { count = 4, min = 0, max = Number.MAX_SAFE_INTEGER }: { count?: number; min?: number; max?: number } = {},
): string[] {
  const fits = (value: number, chosen: readonly number[]) =>
    Number.isInteger(value) && value >= min && value <= max && value !== answer && !chosen.includes(value);
  const wrong: number[] = [];
  for (const value of shuffle(random, likelyMistakes)) {
    if (wrong.length < count - 1 && fits(value, wrong)) wrong.push(value);
  }
  for (let step = 1; wrong.length < count - 1 && step <= max - min + 1; step++) {
    for (const value of shuffle(random, [answer + step, answer - step])) {
      if (wrong.length < count - 1 && fits(value, wrong)) wrong.push(value);
    }
  }
  return shuffle(random, [answer, ...wrong]).map(String);
}

/**
 * Options from texts: the answer and `count` - 1 different wrong ones, shuffled. The caller makes sure the
 * wrong ones differ from the answer in value (`fractionOptions` does that for fractions).
 */
export function textOptions(random: RandomIndex, answer: string, wrong: readonly string[], count = 4): string[] {
  const others = [...new Set(wrong)].filter((text) => text !== answer);
  const chosen = shuffle(random, others).slice(0, count - 1);
  if (chosen.length < 2) throw new Error(`too few wrong options for ${answer}`);
  return shuffle(random, [answer, ...chosen]);
}

/**
 * Fraction options: wrong ones drawn from `likelyMistakes`, then `fillers`, kept when their value is above zero
 * and differs from the answer's and from each other's.
 */
export function fractionOptions(
  random: RandomIndex,
  answer: Fraction,
  likelyMistakes: readonly Fraction[],
  fillers: readonly Fraction[] = [],
  count = 4,
): string[] {
  const wrong: Fraction[] = [];
  for (const candidate of [...shuffle(random, likelyMistakes), ...shuffle(random, fillers)]) {
    const fits =
      candidate.top > 0 &&
      candidate.bottom > 0 &&
      !sameValue(candidate, answer) &&
      !wrong.some((chosen) => sameValue(chosen, candidate));
    if (wrong.length < count - 1 && fits) wrong.push(candidate);
  }
  return textOptions(random, fractionText(answer), wrong.map(fractionText), count);
}

// ---------------------------------------------------------------------------------------------------------
// Drag and drop

/**
 * Whether exactly one order of the items spells their texts run together (as a drag and drop answer is
 * compared, spaces ignored): "1","12","11","2" fails, because "12","1","11","2" spells "121112" too.
 */
export function hasOneArrangement(items: readonly string[]): boolean {
  const parts = items.map(squash);
  if (new Set(parts).size !== parts.length || parts.some((part) => part === "")) return false;
  const target = parts.join("");
  const used = new Array<boolean>(parts.length).fill(false);
  const countFrom = (position: number): number => {
    if (position === target.length) return 1;
    let ways = 0;
    parts.forEach((part, i) => {
      if (used[i] || !target.startsWith(part, position)) return;
      used[i] = true;
      ways += countFrom(position + part.length);
      used[i] = false;
    });
    return ways;
  };
  return countFrom(0) === 1;
}
