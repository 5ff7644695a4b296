import { blankQuestion, choiceQuestion, orderQuestion, wordProblem } from "./questions.ts";
import {
  capitalise,
  compareFractions,
  decimalAnswer,
  distinctWholeNumbers,
  drawUntil,
  type Fraction,
  fractionAnswer,
  fractionOptions,
  fractionText,
  hasOneArrangement,
  hundredthsText,
  numberOptions,
  percentAnswer,
  pickChild,
  pickOne,
  pickSome,
  pickThing,
  pickThreeChildren,
  pickTwoChildren,
  properFractions,
  rupeeAnswer,
  rupees,
  shuffle,
  simplest,
  tenthsText,
  type Thing,
  wholeAnswer,
  wholeNumber,
} from "./templates.ts";
import type { Game, GeneratedLevel, QuestionTemplate, RandomIndex } from "./types.ts";

/*
 * Every question is made from a template with fresh numbers, and its answer is worked out here. Plain sums are
 * asked as "What is 7 + 5?" or "9 + 6 = ___" (the unit test re-evaluates them); story sums keep their numbers
 * in the order the unit test reads them, one formula per template.
 */

const RUNS = { one: "run", many: "runs" };
const CHILDREN_UNIT = { one: "child", many: "children" };

// ---------------------------------------------------------------------------------------------------------
// Level 1: Number Ninjas (everything stays within 0-100)

const addWithin20: QuestionTemplate = {
  id: "math-1-add-within-20",
  make: (random) => {
    const a = wholeNumber(random, 2, 12);
    const b = wholeNumber(random, 2, 20 - a);
    const sum = a + b;
    return choiceQuestion(
      `What is ${a} + ${b}?`,
      numberOptions(random, sum, [sum - 1, sum + 1, sum - 2, sum + 2, sum + 10, Math.abs(a - b)], {
        max: 100,
      }),
      String(sum),
    );
  },
};

const addTwoDigit: QuestionTemplate = {
  id: "math-1-add-two-digit",
  make: (random) => {
    const a = wholeNumber(random, 10, 80);
    const b = wholeNumber(random, 10, 100 - a);
    return blankQuestion(`${a} + ${b} = ___`, wholeAnswer(a + b));
  },
};

const takeAwayWithin20: QuestionTemplate = {
  id: "math-1-take-away-within-20",
  make: (random) => {
    const a = wholeNumber(random, 11, 20);
    const b = wholeNumber(random, 2, a - 1);
    return blankQuestion(`${a} − ${b} = ___`, wholeAnswer(a - b));
  },
};

const takeAwayTwoDigit: QuestionTemplate = {
  id: "math-1-take-away-two-digit",
  make: (random) => {
    const a = wholeNumber(random, 30, 99);
    const b = wholeNumber(random, 11, a - 5);
    const difference = a - b;
    // Taking the smaller digit from the bigger one in each column is the classic slip.
    const columnSlip = Math.abs(Math.floor(a / 10) - Math.floor(b / 10)) * 10 + Math.abs((a % 10) - (b % 10));
    return choiceQuestion(
      `What is ${a} − ${b}?`,
      numberOptions(random, difference, [columnSlip, difference + 10, difference - 10, difference + 1], {
        max: 100,
      }),
      String(difference),
    );
  },
};

const missingNumber: QuestionTemplate = {
  id: "math-1-missing-number",
  make: (random) => {
    const a = wholeNumber(random, 2, 25);
    const b = wholeNumber(random, 2, 25);
    const sum = a + b;
    const [question, missing] = pickOne(random, [
      [`___ + ${b} = ${sum}`, a],
      [`${a} + ___ = ${sum}`, b],
      [`${sum} − ___ = ${a}`, b],
    ] as const);
    return blankQuestion(question, wholeAnswer(missing));
  },
};

const missingStart: QuestionTemplate = {
  id: "math-1-missing-start",
  make: (random) => {
    const taken = wholeNumber(random, 3, 30);
    const left = wholeNumber(random, 2, Math.min(60, 100 - taken));
    return blankQuestion(`___ − ${taken} = ${left}`, wholeAnswer(left + taken));
  },
};

const tenMoreOrLess: QuestionTemplate = {
  id: "math-1-ten-more-or-less",
  make: (random) => {
    const more = random(2) === 0;
    const start = more ? wholeNumber(random, 0, 90) : wholeNumber(random, 10, 100);
    const answer = more ? start + 10 : start - 10;
    return choiceQuestion(
      `Which number is 10 ${more ? "more" : "less"} than ${start}?`,
      numberOptions(random, answer, [start + 1, start - 1, more ? start - 10 : start + 10, start], {
        max: 100,
      }),
      String(answer),
    );
  },
};

const compareWithSign: QuestionTemplate = {
  id: "math-1-compare-sign",
  make: (random) => {
    const a = wholeNumber(random, 10, 80);
    const plus = random(2) === 0;
    const b = wholeNumber(random, 2, plus ? 20 : Math.min(20, a));
    const left = plus ? a + b : a - b;
    const feasible = ["=", ...(left < 100 ? ["<"] : []), ...(left > 0 ? [">"] : [])];
    const sign = pickOne(random, feasible);
    const right =
      sign === "="
        ? left
        : sign === "<"
          ? left + wholeNumber(random, 1, Math.min(10, 100 - left))
          : left - wholeNumber(random, 1, Math.min(10, left));
    return choiceQuestion(
      `Which sign makes this true? ${a} ${plus ? "+" : "−"} ${b} ___ ${right}`,
      shuffle(random, ["<", ">", "="]),
      sign,
    );
  },
};

/** Four different numbers up to 100, often with a pair whose digits swap places (23 and 32). */
function numbersToCompare(random: RandomIndex): number[] {
  const tens = wholeNumber(random, 1, 9);
  const ones = wholeNumber(random, 1, 9);
  const swapped = tens === ones ? [] : [tens * 10 + ones, ones * 10 + tens];
  return distinctWholeNumbers(random, 4, 0, 100, [...swapped, wholeNumber(random, 1, 9)]);
}

const biggestOrSmallest: QuestionTemplate = {
  id: "math-1-biggest-or-smallest",
  make: (random) => {
    const biggest = random(2) === 0;
    const numbers = numbersToCompare(random);
    const answer = biggest ? Math.max(...numbers) : Math.min(...numbers);
    return choiceQuestion(
      `Which number is the ${biggest ? "biggest" : "smallest"}?`,
      shuffle(random, numbers).map(String),
      String(answer),
    );
  },
};

const orderNumbers = (id: string, smallestFirst: boolean): QuestionTemplate => ({
  id,
  make: (random) => {
    const items = drawUntil(
      () =>
        numbersToCompare(random)
          .sort((x, y) => (smallestFirst ? x - y : y - x))
          .map(String),
      hasOneArrangement,
      smallestFirst ? ["9", "23", "32", "50"] : ["50", "32", "23", "9"],
    );
    return orderQuestion(
      `Put these numbers in order from ${smallestFirst ? "smallest to biggest" : "biggest to smallest"}.`,
      items,
    );
  },
});

const COLLECTABLE = (thing: Thing) => ["marbles", "stickers", "seashells", "bangles"].includes(thing.many);

const storyAdd: QuestionTemplate = {
  id: "math-1-story-add",
  make: (random) => {
    const [hero, friend] = pickTwoChildren(random);
    const a = wholeNumber(random, 5, 60);
    const b = wholeNumber(random, 3, Math.min(40, 100 - a));
    const frame = random(4);
    if (frame === 3) {
      return wordProblem(
        `In a cricket match, ${hero.name} scored ${a} runs and ${friend.name} scored ${b} runs. How many runs did they score together?`,
        wholeAnswer(a + b, RUNS),
      );
    }
    const thing = pickThing(random, frame === 2 ? COLLECTABLE : undefined);
    const question = [
      `${hero.name} has ${a} ${thing.many}. ${friend.name} gives ${hero.him} ${b} more. How many ${thing.many} does ${hero.name} have now?`,
      `There are ${a} ${thing.many} in a box. ${hero.name} puts in ${b} more. How many ${thing.many} are in the box now?`,
      `${hero.name} collected ${a} ${thing.many} on Saturday and ${b} more on Sunday. How many ${thing.many} did ${hero.he} collect in all?`,
    ][frame] as string;
    return wordProblem(question, wholeAnswer(a + b, thing));
  },
};

const storyTakeAway: QuestionTemplate = {
  id: "math-1-story-take-away",
  make: (random) => {
    const [hero, friend] = pickTwoChildren(random);
    const a = wholeNumber(random, 12, 99);
    const b = wholeNumber(random, 3, a - 2);
    const frame = random(4);
    const thing = pickThing(random, frame === 3 ? (option) => option.food === true : undefined);
    const [question, unit] = [
      [
        `${hero.name} has ${a} ${thing.many}. ${capitalise(hero.he)} gives ${b} to ${friend.name}. How many ${thing.many} does ${hero.name} have left?`,
        thing,
      ],
      [
        `${hero.name} has ${a} diyas for Diwali. ${capitalise(hero.he)} has lit ${b} of them. How many diyas are not lit yet?`,
        { one: "diya", many: "diyas" },
      ],
      [
        `${a} kites are flying in the sky. ${b} of them come down. How many kites are still flying?`,
        { one: "kite", many: "kites" },
      ],
      [
        `A box has ${a} ${thing.many}. The children at ${hero.name}'s party eat ${b} of them. How many ${thing.many} are left in the box?`,
        thing,
      ],
    ][frame] as [string, Thing];
    return wordProblem(question, wholeAnswer(a - b, unit));
  },
};

const storyTwoTakeAways: QuestionTemplate = {
  id: "math-1-story-two-take-aways",
  make: (random) => {
    const [hero, friend, other] = pickThreeChildren(random);
    const a = wholeNumber(random, 15, 99);
    const b = wholeNumber(random, 2, Math.floor((a - 1) / 2));
    const c = wholeNumber(random, 2, a - b - 1);
    const frame = random(3);
    const food = pickThing(random, (thing) => thing.food === true);
    const [question, unit] = [
      [
        `There were ${a} ${food.many} in a basket. ${hero.name} ate ${b} and gave ${c} to ${hero.his} friend. How many ${food.many} are left in the basket?`,
        food,
      ],
      [
        `${hero.name} had ${a} stickers. ${capitalise(hero.he)} gave ${b} to ${friend.name} and ${c} to ${other.name}. How many stickers does ${hero.name} have left?`,
        { one: "sticker", many: "stickers" },
      ],
      [
        `A shop had ${a} kites. It sold ${b} in the morning and ${c} in the evening. How many kites are left?`,
        { one: "kite", many: "kites" },
      ],
    ][frame] as [string, Thing];
    return wordProblem(question, wholeAnswer(a - b - c, unit));
  },
};

const storyAddThenTakeAway: QuestionTemplate = {
  id: "math-1-story-add-then-take-away",
  make: (random) => {
    const [hero, friend] = pickTwoChildren(random);
    const a = wholeNumber(random, 5, 60);
    const b = wholeNumber(random, 3, Math.min(30, 100 - a));
    const c = wholeNumber(random, 2, Math.min(40, a + b - 1));
    if (random(2) === 0) {
      return wordProblem(
        `There were ${a} children on a bus. At the first stop ${b} more got on, and at the next stop ${c} got off. How many children are on the bus now?`,
        wholeAnswer(a + b - c, CHILDREN_UNIT),
      );
    }
    const thing = pickThing(random, COLLECTABLE);
    return wordProblem(
      `${hero.name} had ${a} ${thing.many}. ${friend.name} gave ${hero.him} ${b} more, then ${hero.name} gave ${c} away. How many ${thing.many} does ${hero.name} have now?`,
      wholeAnswer(a + b - c, thing),
    );
  },
};

// ---------------------------------------------------------------------------------------------------------
// Level 2: Times-Table Titans

const timesTable: QuestionTemplate = {
  id: "math-2-times-table",
  make: (random) => {
    const a = wholeNumber(random, 2, 10);
    const b = wholeNumber(random, 2, 10);
    const product = a * b;
    return choiceQuestion(
      `What is ${a} × ${b}?`,
      numberOptions(random, product, [a * (b + 1), a * (b - 1), (a + 1) * b, (a - 1) * b, product + 1, a + b], {
        min: 1,
      }),
      String(product),
    );
  },
};

const multiplyFill: QuestionTemplate = {
  id: "math-2-multiply",
  make: (random) => {
    const a = wholeNumber(random, 2, 12);
    const b = wholeNumber(random, 2, 12);
    return blankQuestion(`${a} × ${b} = ___`, wholeAnswer(a * b));
  },
};

const divideFill: QuestionTemplate = {
  id: "math-2-divide",
  make: (random) => {
    const divisor = wholeNumber(random, 2, 10);
    const quotient = wholeNumber(random, 2, 12);
    return blankQuestion(`${divisor * quotient} ÷ ${divisor} = ___`, wholeAnswer(quotient));
  },
};

const divideChoice: QuestionTemplate = {
  id: "math-2-divide-choice",
  make: (random) => {
    const divisor = wholeNumber(random, 2, 10);
    const quotient = wholeNumber(random, 2, 10);
    return choiceQuestion(
      `What is ${divisor * quotient} ÷ ${divisor}?`,
      numberOptions(random, quotient, [quotient + 1, quotient - 1, quotient + 2, divisor], { min: 1 }),
      String(quotient),
    );
  },
};

const missingFactor: QuestionTemplate = {
  id: "math-2-missing-factor",
  make: (random) => {
    const a = wholeNumber(random, 2, 10);
    const b = wholeNumber(random, 2, 10);
    const [question, missing] = pickOne(random, [
      [`___ × ${b} = ${a * b}`, a],
      [`${a} × ___ = ${a * b}`, b],
      [`${a * b} ÷ ___ = ${b}`, a],
    ] as const);
    return blankQuestion(question, wholeAnswer(missing));
  },
};

const multiplyTwoDigit: QuestionTemplate = {
  id: "math-2-multiply-two-digit",
  make: (random) => {
    const a = wholeNumber(random, 11, 30);
    const b = wholeNumber(random, 3, 9);
    return blankQuestion(`${a} × ${b} = ___`, wholeAnswer(a * b));
  },
};

const notInTable: QuestionTemplate = {
  id: "math-2-not-in-table",
  make: (random) => {
    const table = wholeNumber(random, 3, 9);
    const multiples = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => k * table);
    const chosen = pickSome(random, multiples, 3);
    // One step or two away from a multiple: close enough to look right, never in the table (the table is 3 or more).
    const odd = pickOne(random, multiples) + pickOne(random, [-2, -1, 1, 2]);
    return choiceQuestion(
      `Which of these numbers is NOT in the ${table} times table?`,
      shuffle(random, [...chosen, odd]).map(String),
      String(odd),
    );
  },
};

const storyLaddoos: QuestionTemplate = {
  id: "math-2-story-laddoos",
  make: (random) => {
    const hero = pickChild(random);
    const each = wholeNumber(random, 2, 12);
    const boxes = wholeNumber(random, 2, 10);
    const question = pickOne(random, [
      `A box holds ${each} laddoos. How many laddoos are there in ${boxes} boxes?`,
      `${hero.name} packs ${boxes} boxes of laddoos for Diwali, with ${each} laddoos in each box. How many laddoos does ${hero.he} pack?`,
      `Each plate at ${hero.name}'s party has ${each} laddoos. There are ${boxes} plates. How many laddoos are there altogether?`,
    ]);
    return wordProblem(question, wholeAnswer(each * boxes, { one: "laddoo", many: "laddoos" }));
  },
};

const storyCricket: QuestionTemplate = {
  id: "math-2-story-cricket",
  make: (random) => {
    const hero = pickChild(random);
    const frame = random(3);
    if (frame === 0) {
      const runs = wholeNumber(random, 4, 12);
      const overs = wholeNumber(random, 2, 10);
      return wordProblem(
        `${hero.name}'s team scores ${runs} runs in every over. How many runs do they score in ${overs} overs?`,
        wholeAnswer(runs * overs, RUNS),
      );
    }
    if (frame === 1) {
      const bags = wholeNumber(random, 2, 9);
      const balls = wholeNumber(random, 3, 12);
      return wordProblem(
        `A cricket coach brings ${bags} bags with ${balls} cricket balls in each bag. How many cricket balls does the coach bring?`,
        wholeAnswer(bags * balls, { one: "cricket ball", many: "cricket balls" }),
      );
    }
    const teams = wholeNumber(random, 2, 9);
    return wordProblem(
      `A cricket team has 11 players. How many players are there in ${teams} teams?`,
      wholeAnswer(11 * teams, { one: "player", many: "players" }),
    );
  },
};

const storyRupees: QuestionTemplate = {
  id: "math-2-story-rupees",
  make: (random) => {
    const hero = pickChild(random);
    const thing = pickThing(random, (option) => option.price !== undefined);
    const [low, high] = thing.price ?? [5, 50];
    const price = wholeNumber(random, low, high);
    const count = wholeNumber(random, 2, 9);
    const question = pickOne(random, [
      `One ${thing.one} costs ${rupees(price)}. How many rupees do ${count} ${thing.many} cost?`,
      `${hero.name} buys ${count} ${thing.many} at ${rupees(price)} each. How many rupees does ${hero.he} spend?`,
    ]);
    return wordProblem(question, rupeeAnswer(price * count));
  },
};

const storyShare: QuestionTemplate = {
  id: "math-2-story-share",
  make: (random) => {
    const hero = pickChild(random);
    const groups = wholeNumber(random, 2, 10);
    const each = wholeNumber(random, 2, 12);
    const total = groups * each;
    const frame = random(3);
    if (frame === 0) {
      const thing = pickThing(random);
      return wordProblem(
        `${hero.name} shares ${total} ${thing.many} equally among ${groups} friends. How many ${thing.many} does each friend get?`,
        wholeAnswer(each, thing),
      );
    }
    if (frame === 1) {
      return wordProblem(
        `${total} laddoos are packed into boxes of ${groups}. How many boxes are filled?`,
        wholeAnswer(each, { one: "box", many: "boxes" }),
      );
    }
    return wordProblem(
      `${total} children line up in ${groups} equal rows for the school assembly. How many children are in each row?`,
      wholeAnswer(each, CHILDREN_UNIT),
    );
  },
};

const remainder: QuestionTemplate = {
  id: "math-2-remainder",
  make: (random) => {
    const children = wholeNumber(random, 3, 9);
    const each = wholeNumber(random, 2, 9);
    const left = wholeNumber(random, 1, children - 1);
    const food = pickThing(random, (thing) => thing.food === true);
    const others = Array.from({ length: children }, (_, value) => value);
    return choiceQuestion(
      `${each * children + left} ${food.many} are shared equally among ${children} children. How many ${food.many} are left over?`,
      numberOptions(random, left, [...others, each, each + 1]),
      String(left),
    );
  },
};

const twoStepShopping: QuestionTemplate = {
  id: "math-2-two-step-shopping",
  make: (random) => {
    const hero = pickChild(random);
    const thing = pickThing(random, (option) => option.price !== undefined);
    const [low, high] = thing.price ?? [5, 50];
    const count = wholeNumber(random, 2, 6);
    const price = wholeNumber(random, low, high);
    // A note or two that covers the bill: the smallest that does, or the next one up.
    const money = pickOne(random, [50, 100, 200, 500, 1000].filter((amount) => amount > count * price).slice(0, 2));
    return wordProblem(
      `${hero.name} has ${rupees(money)}. ${capitalise(hero.he)} buys ${count} ${thing.many} that cost ${rupees(price)} each. How many rupees does ${hero.he} have left?`,
      rupeeAnswer(money - count * price),
    );
  },
};

const twoStepSeats: QuestionTemplate = {
  id: "math-2-two-step-seats",
  make: (random) => {
    const rows = wholeNumber(random, 5, 12);
    const perRow = wholeNumber(random, 2, 6);
    const seats = rows * perRow;
    const taken = wholeNumber(random, Math.ceil(seats / 2), seats - 1);
    if (random(2) === 0) {
      return wordProblem(
        `A school bus has ${rows} rows with ${perRow} seats in each row. ${taken} children get on the bus. How many seats are still empty?`,
        wholeAnswer(seats - taken, { one: "seat", many: "seats" }),
      );
    }
    return wordProblem(
      `For the annual day, a hall has ${rows} rows of ${perRow} chairs. ${taken} parents sit down. How many chairs are still empty?`,
      wholeAnswer(seats - taken, { one: "chair", many: "chairs" }),
    );
  },
};

const orderProducts: QuestionTemplate = {
  id: "math-2-order-products",
  make: (random) => {
    const drawItems = () => {
      const pairs: [number, number][] = [];
      while (pairs.length < 4) {
        const pair: [number, number] = [wholeNumber(random, 2, 10), wholeNumber(random, 2, 10)];
        if (!pairs.some(([x, y]) => x * y === pair[0] * pair[1])) pairs.push(pair);
      }
      return pairs.sort(([a, b], [c, d]) => a * b - c * d).map(([x, y]) => `${x} × ${y}`);
    };
    const items = drawUntil(drawItems, hasOneArrangement, ["9 × 3", "7 × 5", "6 × 6", "5 × 8"]);
    return orderQuestion("Work out each answer, then put them in order from smallest to biggest.", items);
  },
};

const countInSteps: QuestionTemplate = {
  id: "math-2-count-in-steps",
  make: (random) => {
    const { step, items } = drawUntil(
      () => {
        const step = wholeNumber(random, 3, 9);
        const start = wholeNumber(random, 1, 10);
        return { step, items: [0, 1, 2, 3].map((k) => String(step * (start + k))) };
      },
      ({ items }) => hasOneArrangement(items),
      { step: 7, items: ["7", "14", "21", "28"] },
    );
    return orderQuestion(`Count up in ${step}s: put these numbers in order from smallest to biggest.`, items);
  },
};

// ---------------------------------------------------------------------------------------------------------
// Level 3: Brainy Calculators

const addFractions: QuestionTemplate = {
  id: "math-3-add-fractions",
  make: (random) => {
    const bottom = wholeNumber(random, 3, 12);
    const a = wholeNumber(random, 1, bottom - 2);
    const b = wholeNumber(random, 1, bottom - 1 - a);
    return blankQuestion(
      `Add, and give the answer in its simplest form: ${a}/${bottom} + ${b}/${bottom} = ___`,
      fractionAnswer({ top: a + b, bottom }),
    );
  },
};

const subtractFractions: QuestionTemplate = {
  id: "math-3-subtract-fractions",
  make: (random) => {
    const bottom = wholeNumber(random, 4, 12);
    const a = wholeNumber(random, 2, bottom - 1);
    const b = wholeNumber(random, 1, a - 1);
    const answer = simplest({ top: a - b, bottom });
    // Slips: one too many or too few, adding instead of taking away, or keeping the first fraction.
    const near = [a - b + 1, a - b - 1, a + b, a]
      .filter((top) => top > 0 && top < bottom)
      .map((top) => simplest({ top, bottom }));
    const fillers = properFractions(2, 12).filter((fraction) => fraction.bottom === bottom || fraction.bottom === 2);
    return choiceQuestion(
      `What is ${a}/${bottom} − ${b}/${bottom}?`,
      fractionOptions(random, answer, near, fillers),
      fractionText(answer),
    );
  },
};

const biggestFraction: QuestionTemplate = {
  id: "math-3-biggest-fraction",
  make: (random) => {
    const biggest = random(2) === 0;
    const fractions = pickSome(random, properFractions(2, 10), 4);
    const sorted = [...fractions].sort(compareFractions);
    const answer = (biggest ? sorted.at(-1) : sorted[0]) as Fraction;
    return choiceQuestion(
      `Which fraction is the ${biggest ? "biggest" : "smallest"}?`,
      fractions.map(fractionText),
      fractionText(answer),
    );
  },
};

const simplestForm: QuestionTemplate = {
  id: "math-3-simplest-form",
  make: (random) => {
    const fraction = pickOne(random, properFractions(2, 9));
    const times = wholeNumber(random, 2, 6);
    return blankQuestion(
      `Write ${fraction.top * times}/${fraction.bottom * times} in its simplest form: ___`,
      fractionAnswer(fraction),
    );
  },
};

const fractionOfAmount: QuestionTemplate = {
  id: "math-3-fraction-of-amount",
  make: (random) => {
    const { top, bottom } = pickOne(random, properFractions(2, 10));
    const times = wholeNumber(random, 2, 12);
    return blankQuestion(`${top}/${bottom} of ${bottom * times} = ___`, wholeAnswer(top * times));
  },
};

/** Percentages a child works out in the head, with the step an amount must be a multiple of to give a whole answer. */
const FRIENDLY_PERCENTS = [
  [5, 20],
  [10, 10],
  [20, 5],
  [25, 4],
  [50, 2],
  [75, 4],
] as const;

const percentOf: QuestionTemplate = {
  id: "math-3-percent-of",
  make: (random) => {
    const [percent, step] = pickOne(random, FRIENDLY_PERCENTS);
    const amount = step * wholeNumber(random, Math.ceil(20 / step), Math.floor(400 / step));
    return blankQuestion(`${percent}% of ${amount} = ___`, wholeAnswer((percent * amount) / 100));
  },
};

const SALE_ITEMS = ["kurta", "school bag", "pair of shoes", "cricket bat", "lehenga", "bicycle helmet", "sari"];

const percentDiscount: QuestionTemplate = {
  id: "math-3-percent-discount",
  make: (random) => {
    const item = pickOne(random, SALE_ITEMS);
    const percent = pickOne(random, [10, 20, 25, 50]);
    const fifties = wholeNumber(random, 2, 20);
    // 25% of a multiple of ₹50 is whole only for an even number of fifties.
    const price = 50 * (percent === 25 && fifties % 2 === 1 ? fifties + 1 : fifties);
    return wordProblem(
      `A ${item} costs ${rupees(price)}. In the Diwali sale it is ${percent}% off. How many rupees do you pay?`,
      rupeeAnswer(price - (price * percent) / 100),
    );
  },
};

const fractionToPercent: QuestionTemplate = {
  id: "math-3-fraction-to-percent",
  make: (random) => {
    const fraction = pickOne(
      random,
      properFractions(2, 25).filter((option) => [2, 4, 5, 10, 20, 25].includes(option.bottom)),
    );
    return blankQuestion(
      `Write ${fractionText(fraction)} as a percentage: ___%`,
      percentAnswer((fraction.top * 100) / fraction.bottom),
    );
  },
};

const brackets: QuestionTemplate = {
  id: "math-3-brackets",
  make: (random) => {
    const c = wholeNumber(random, 2, 9);
    const form = random(4);
    if (form === 3) {
      const quotient = wholeNumber(random, 2, 10);
      const a = wholeNumber(random, 1, c * quotient - 1);
      return blankQuestion(`(${a} + ${c * quotient - a}) ÷ ${c} = ___`, wholeAnswer(quotient));
    }
    if (form === 1) {
      const a = wholeNumber(random, 8, 20);
      const b = wholeNumber(random, 1, a - 1);
      return blankQuestion(`(${a} − ${b}) × ${c} = ___`, wholeAnswer((a - b) * c));
    }
    const a = wholeNumber(random, 2, 15);
    const b = wholeNumber(random, 2, 15);
    const question = form === 0 ? `(${a} + ${b}) × ${c} = ___` : `${c} × (${a} + ${b}) = ___`;
    return blankQuestion(question, wholeAnswer((a + b) * c));
  },
};

const multiplyFirst: QuestionTemplate = {
  id: "math-3-multiply-first",
  make: (random) => {
    const b = wholeNumber(random, 2, 9);
    const c = wholeNumber(random, 2, 9);
    if (random(2) === 0) {
      const a = wholeNumber(random, 2, 20);
      const answer = a + b * c;
      return choiceQuestion(
        `Remember: multiply before you add. What is ${a} + ${b} × ${c}?`,
        numberOptions(random, answer, [(a + b) * c, a + b + c, answer + 1, answer - 1]),
        String(answer),
      );
    }
    const a = wholeNumber(random, b * c + 1, b * c + 30);
    const answer = a - b * c;
    return choiceQuestion(
      `Remember: multiply before you take away. What is ${a} − ${b} × ${c}?`,
      numberOptions(random, answer, [(a - b) * c, a - b - c, answer + 1, answer - 1]),
      String(answer),
    );
  },
};

const mixedOperations: QuestionTemplate = {
  id: "math-3-mixed-operations",
  make: (random) => {
    const form = random(4);
    if (form <= 1) {
      // Two times-table facts, the bigger first so taking away never goes below zero.
      const [a, b, c, d] = drawUntil(
        () => [1, 2, 3, 4].map(() => wholeNumber(random, 2, 9)),
        ([w = 0, x = 0, y = 0, z = 0]) => w * x > y * z,
        [7, 8, 6, 5],
      ) as [number, number, number, number];
      const sign = form === 0 ? "−" : "+";
      const value = form === 0 ? a * b - c * d : a * b + c * d;
      return blankQuestion(`${a} × ${b} ${sign} ${c} × ${d} = ___`, wholeAnswer(value));
    }
    const divisor = wholeNumber(random, 2, 9);
    const quotient = wholeNumber(random, 2, 9);
    const start = wholeNumber(random, quotient + 1, quotient + 30);
    return form === 2
      ? {
          type: "fill_in_the_blanks",
          question: `${start} − ${divisor * quotient} ÷ ${divisor} = ___`,
          ...wholeAnswer(start - quotient),
        }
      : {
          type: "fill_in_the_blanks",
          question: `${start} + ${divisor * quotient} ÷ ${divisor} = ___`,
          ...wholeAnswer(start + quotient),
        };
  },
};

const vedicTimesEleven: QuestionTemplate = {
  id: "math-3-vedic-times-eleven",
  make: (random) => {
    const tens = wholeNumber(random, 1, 9);
    const ones = wholeNumber(random, 0, 9);
    const number = tens * 10 + ones;
    const trick =
      tens + ones <= 9
        ? "add the two digits and put the sum in the middle"
        : "add the two digits, put the last digit of the sum in the middle and carry the 1 to the left";
    return blankQuestion(`Vedic trick for × 11: ${trick}. ${number} × 11 = ___`, wholeAnswer(number * 11));
  },
};

const vedicSquareEndingInFive: QuestionTemplate = {
  id: "math-3-vedic-square-ending-in-5",
  make: (random) => {
    const tens = wholeNumber(random, 1, 9);
    const number = tens * 10 + 5;
    return blankQuestion(
      `Vedic trick for numbers ending in 5: multiply ${tens} by the next number, ${tens + 1}, and write 25 after it. ${number} × ${number} = ___`,
      wholeAnswer(number * number),
    );
  },
};

const vedicNines: QuestionTemplate = {
  id: "math-3-vedic-nines",
  make: (random) => {
    const [nines, base, number] =
      random(2) === 0
        ? [99, 100, pickOne(random, [2, 3, 4, 5, 6, 7, 8, 9, 11, 12])]
        : [9, 10, wholeNumber(random, 12, 99)];
    const answer = nines * number;
    return choiceQuestion(
      `Vedic trick: ${nines} × ${number} is the same as ${base} × ${number} minus ${number}. What is ${nines} × ${number}?`,
      numberOptions(random, answer, [base * number, answer - number, answer + 10, answer - 10, answer + 1], {
        min: 1,
      }),
      String(answer),
    );
  },
};

const vedicNearHundred: QuestionTemplate = {
  id: "math-3-vedic-near-hundred",
  make: (random) => {
    const gapA = wholeNumber(random, 1, 9);
    // Two different numbers: the trick reads oddly for a number times itself.
    const gapB = drawUntil(
      () => wholeNumber(random, 1, 9),
      (gap) => gap !== gapA,
      gapA === 1 ? 2 : 1,
    );
    const [a, b] = [100 - gapA, 100 - gapB];
    return blankQuestion(
      `Vedic trick for numbers near 100: ${a} is ${gapA} below 100 and ${b} is ${gapB} below. Take ${gapB} from ${a} for the first two digits, and ${gapA} × ${gapB} gives the last two digits. ${a} × ${b} = ___`,
      wholeAnswer(a * b),
    );
  },
};

const COUNT_WORDS = ["", "", "", "three", "four"];

/** "7, 9 and 8". */
const listOfNumbers = (values: readonly number[]) => `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`;

const average: QuestionTemplate = {
  id: "math-3-average",
  make: (random) => {
    const hero = pickChild(random);
    const count = wholeNumber(random, 3, 4);
    const frame = random(3);
    const [low, high] = (
      [
        [2, 10],
        [10, 60],
        [5, 30],
      ] as const
    )[frame] ?? [2, 10];
    const values = Array.from({ length: count }, () => wholeNumber(random, low, high));
    // Nudge the last value so the total shares equally: the average is a whole number.
    const leftOver = values.reduce((sum, value) => sum + value, 0) % count;
    const last = values[count - 1] ?? low;
    values[count - 1] = last - leftOver >= low ? last - leftOver : last + count - leftOver;
    const mean = values.reduce((sum, value) => sum + value, 0) / count;
    const times = COUNT_WORDS[count];
    const question = [
      `${hero.name} scored ${listOfNumbers(values)} in ${times} spelling quizzes. What is ${hero.his} average score?`,
      `${hero.name} scored ${listOfNumbers(values)} runs in ${times} cricket matches. What was ${hero.his} average score?`,
      `${hero.name} read ${listOfNumbers(values)} pages of a storybook on ${times} days. How many pages did ${hero.he} read on average each day?`,
    ][frame] as string;
    return wordProblem(question, wholeAnswer(mean));
  },
};

const decimals: QuestionTemplate = {
  id: "math-3-decimals",
  make: (random) => {
    const tenths = () =>
      drawUntil(
        () => wholeNumber(random, 11, 99),
        (value) => value % 10 !== 0,
        25,
      );
    const a = tenths();
    const b = tenths();
    const [big, small] = a >= b ? [a, b] : [b, a];
    if (random(2) === 0 || big === small) {
      return blankQuestion(`${tenthsText(a)} + ${tenthsText(b)} = ___`, decimalAnswer(a + b));
    }
    return blankQuestion(`${tenthsText(big)} − ${tenthsText(small)} = ___`, decimalAnswer(big - small));
  },
};

const orderFractions: QuestionTemplate = {
  id: "math-3-order-fractions",
  make: (random) => {
    const items = drawUntil(
      () => pickSome(random, properFractions(2, 10), 4).sort(compareFractions).map(fractionText),
      hasOneArrangement,
      ["1/8", "1/4", "1/2", "3/4"],
    );
    return orderQuestion("Put these fractions in order from smallest to biggest.", items);
  },
};

const orderDecimals: QuestionTemplate = {
  id: "math-3-order-decimals",
  make: (random) => {
    // Same whole number, some with one decimal place and some with two (is 0.5 bigger than 0.45?).
    const whole = wholeNumber(random, 0, 3);
    const items = drawUntil(
      () => {
        const tenths = distinctWholeNumbers(random, 2, 1, 9).map((value) => value * 10);
        const hundredths = distinctWholeNumbers(random, 2, 1, 99).filter((value) => value % 10 !== 0);
        const parts = distinctWholeNumbers(random, 4, 1, 99, [...tenths, ...hundredths]);
        return parts.sort((x, y) => x - y).map((part) => hundredthsText(whole * 100 + part));
      },
      hasOneArrangement,
      ["0.09", "0.45", "0.5", "0.6"],
    );
    return orderQuestion("Put these decimals in order from smallest to biggest.", items);
  },
};

// ---------------------------------------------------------------------------------------------------------

const levels: GeneratedLevel[] = [
  {
    level: 1,
    title: "Number Ninjas",
    description: "Add and take away numbers up to 100 before the clock runs out.",
    timeLimit: 60,
    questionsPerAttempt: 5,
    templates: [
      addWithin20,
      addTwoDigit,
      takeAwayWithin20,
      takeAwayTwoDigit,
      missingNumber,
      missingStart,
      tenMoreOrLess,
      compareWithSign,
      biggestOrSmallest,
      orderNumbers("math-1-order-smallest-first", true),
      orderNumbers("math-1-order-biggest-first", false),
      storyAdd,
      storyTakeAway,
      storyTwoTakeAways,
      storyAddThenTakeAway,
    ],
  },
  {
    level: 2,
    title: "Times-Table Titans",
    description: "Multiply, divide and solve quick story sums about laddoos, cricket and rupees.",
    timeLimit: 75,
    questionsPerAttempt: 5,
    templates: [
      timesTable,
      multiplyFill,
      divideFill,
      divideChoice,
      missingFactor,
      multiplyTwoDigit,
      notInTable,
      storyLaddoos,
      storyCricket,
      storyRupees,
      storyShare,
      remainder,
      twoStepShopping,
      twoStepSeats,
      orderProducts,
      countInSteps,
    ],
  },
  {
    level: 3,
    title: "Brainy Calculators",
    description: "Tackle fractions, percentages, order of operations and speedy Vedic maths tricks.",
    timeLimit: 90,
    questionsPerAttempt: 5,
    templates: [
      addFractions,
      subtractFractions,
      biggestFraction,
      simplestForm,
      fractionOfAmount,
      percentOf,
      percentDiscount,
      fractionToPercent,
      brackets,
      multiplyFirst,
      mixedOperations,
      vedicTimesEleven,
      vedicSquareEndingInFive,
      vedicNines,
      vedicNearHundred,
      average,
      decimals,
      orderFractions,
      orderDecimals,
    ],
  },
];

export const mathGame: Game = {
  id: "math",
  title: "Math Mayhem",
  description: "Race the clock through sums, times tables, fractions and clever Vedic maths tricks.",
  levels,
};
