import { blankQuestion, choiceQuestion, wordProblem } from "./questions.ts";
import {
  capitalise,
  numberOptions,
  pickChild,
  pickOne,
  pickThing,
  pickTwoChildren,
  type Thing,
  wholeAnswer,
  wholeNumber,
} from "./templates.ts";
import type { AbacusPicture, Game, GeneratedQuestion, QuestionTemplate, RandomIndex } from "./types.ts";

/*
 * Three kinds of question, told apart by their wording (the unit tests rely on it):
 * - "What number does the abacus show?" (mode "read"): the answer is the number on the rods.
 * - "Set the abacus to show N." (mode "set"): the rods are the target and N is the answer.
 * - Bead sums (mode "read"): "The abacus shows ..." plus "N more" (add) or "eats N" (take away).
 * Two or three rods, each 0-9 (one heaven bead = 5, four earth beads = 1 each), most significant first.
 */

/** The rods showing `value` on `rodCount` rods, most significant first (47 on three rods: 0, 4, 7). */
function rodsFor(value: number, rodCount: number): number[] {
  return Array.from({ length: rodCount }, (_, i) => Math.floor(value / 10 ** (rodCount - 1 - i)) % 10);
}

const READ = "What number does the abacus show?";

/** The question with the abacus picture it is about: beads to read, or (`"set"`) the target the child sets. */
function onAbacus(
  question: GeneratedQuestion,
  rods: number[],
  mode: AbacusPicture["mode"] = "read",
): GeneratedQuestion {
  return { ...question, abacus: { mode, rods } };
}

/** Numbers a child may read by mistake: digits the wrong way round, a heaven bead missed or added, a rod missed. */
function misreadings(value: number, rods: readonly number[]): number[] {
  const digits = String(value);
  const fromRods = (changed: readonly number[]) => Number(changed.join(""));
  const heavenSlips = rods.map((rod, i) => fromRods(rods.map((other, j) => (i === j ? (rod + 5) % 10 : other))));
  const earthSlips = rods.flatMap((rod, i) =>
    [rod + 1, rod - 1]
      .filter((changed) => changed >= 0 && changed <= 9)
      .map((changed) => fromRods(rods.map((other, j) => (i === j ? changed : other)))),
  );
  return [
    Number([...digits].reverse().join("")),
    Number(`${digits.slice(0, 1)}0${digits.slice(1)}`),
    rods.reduce((sum, rod) => sum + rod, 0),
    ...heavenSlips,
    ...earthSlips,
  ];
}

const readChoice: QuestionTemplate = {
  id: "abacus-1-read-choice",
  make: (random) => {
    const rodCount = wholeNumber(random, 2, 3);
    const value = wholeNumber(random, 10, rodCount === 2 ? 99 : 999);
    const rods = rodsFor(value, rodCount);
    return onAbacus(
      choiceQuestion(READ, numberOptions(random, value, misreadings(value, rods), { max: 999 }), String(value)),
      rods,
    );
  },
};

const readTyped = (id: string, rodCount: 2 | 3, min: number, max: number): QuestionTemplate => ({
  id,
  make: (random) => {
    const value = wholeNumber(random, min, max);
    return onAbacus(blankQuestion(READ, wholeAnswer(value)), rodsFor(value, rodCount));
  },
});

const setNumber = (id: string, min: number, max: number, rodCounts: readonly number[]) => ({
  id,
  make: (random: RandomIndex): GeneratedQuestion => {
    const rodCount = pickOne(random, rodCounts);
    const value = wholeNumber(random, min, max);
    // What the rods send back: the number without leading zeros.
    const answer = String(value);
    return onAbacus(blankQuestion(`Set the abacus to show ${value}.`, answer), rodsFor(value, rodCount), "set");
  },
});

/** The start of a bead sum that adds: the story, with `more` (e.g. "4 more") dropped into it. */
function addingStory(random: RandomIndex, more: number): { question: string; counted: Thing } {
  const [hero, friend] = pickTwoChildren(random);
  const frame = random(4);
  if (frame === 0) {
    const thing = pickThing(random);
    return {
      question: `The abacus shows how many ${thing.many} are in a box. ${hero.name} puts in ${more} more ${thing.many}. How many ${thing.many} are in the box now?`,
      counted: thing,
    };
  }
  if (frame === 1) {
    return {
      question: `The abacus shows how many marbles ${hero.name} has. ${capitalise(hero.he)} wins ${more} more marbles. How many marbles does ${hero.he} have now?`,
      counted: { one: "marble", many: "marbles" },
    };
  }
  if (frame === 2) {
    return {
      question: `The abacus shows how many runs ${hero.name}'s team has scored. They score ${more} more runs. What is the team's score now?`,
      counted: { one: "run", many: "runs" },
    };
  }
  return {
    question: `The abacus shows how many stickers ${hero.name} has. ${friend.name} gives ${hero.him} ${more} more. How many stickers does ${hero.name} have now?`,
    counted: { one: "sticker", many: "stickers" },
  };
}

/** A bead sum that takes away: someone "eats" some of what the abacus shows. */
function eatingStory(random: RandomIndex, eaten: number): { question: string; counted: Thing } {
  const hero = pickChild(random);
  const food = pickThing(random, (thing) => thing.food === true);
  const question = pickOne(random, [
    `The abacus shows how many ${food.many} are in a box. ${hero.name} eats ${eaten} of them. How many ${food.many} are left?`,
    `The abacus shows how many ${food.many} are on a plate. ${hero.name}'s little brother eats ${eaten}. How many ${food.many} are on the plate now?`,
    `The abacus shows how many ${food.many} are in a basket. A hungry monkey eats ${eaten} of them. How many ${food.many} are still in the basket?`,
  ]);
  return { question, counted: food };
}

const addBeads: QuestionTemplate = {
  id: "abacus-1-add-beads",
  make: (random) => {
    const start = wholeNumber(random, 10, 89);
    const more = wholeNumber(random, 1, Math.min(9, 99 - start));
    const { question, counted } = addingStory(random, more);
    return onAbacus(wordProblem(question, wholeAnswer(start + more, counted)), rodsFor(start, 2));
  },
};

const addBeadsChoice: QuestionTemplate = {
  id: "abacus-1-add-beads-choice",
  make: (random) => {
    const start = wholeNumber(random, 10, 89);
    const more = wholeNumber(random, 2, Math.min(9, 99 - start));
    const sum = start + more;
    const { question } = addingStory(random, more);
    return onAbacus(
      choiceQuestion(
        question,
        numberOptions(random, sum, [start, start - more, sum + 1, sum - 1, sum + 10], { max: 99 }),
        String(sum),
      ),
      rodsFor(start, 2),
    );
  },
};

const addTens: QuestionTemplate = {
  id: "abacus-1-add-tens",
  make: (random) => {
    const start = wholeNumber(random, 10, 899);
    const more = 10 * wholeNumber(random, 1, Math.min(5, Math.floor((999 - start) / 10)));
    const { question, counted } = addingStory(random, more);
    return onAbacus(wordProblem(question, wholeAnswer(start + more, counted)), rodsFor(start, 3));
  },
};

const eatBeads: QuestionTemplate = {
  id: "abacus-1-eat-beads",
  make: (random) => {
    const start = wholeNumber(random, 12, 99);
    const eaten = wholeNumber(random, 2, 9);
    const { question, counted } = eatingStory(random, eaten);
    return onAbacus(wordProblem(question, wholeAnswer(start - eaten, counted)), rodsFor(start, 2));
  },
};

const eatBeadsChoice: QuestionTemplate = {
  id: "abacus-1-eat-beads-choice",
  make: (random) => {
    const start = wholeNumber(random, 12, 99);
    const eaten = wholeNumber(random, 2, 9);
    const left = start - eaten;
    const { question } = eatingStory(random, eaten);
    return onAbacus(
      choiceQuestion(
        question,
        numberOptions(random, left, [start + eaten, start, left + 1, left - 1, left - 10], { max: 99 }),
        String(left),
      ),
      rodsFor(start, 2),
    );
  },
};

export const abacusGame: Game = {
  id: "abacus",
  title: "Abacus Adventure",
  description: "Read and set numbers on the abacus, then add and take away with beads.",
  levels: [
    {
      level: 1,
      title: "Bead Buddies",
      description: "Read the beads, set the rods and do quick bead sums.",
      timeLimit: 60,
      questionsPerAttempt: 5,
      templates: [
        readChoice,
        readTyped("abacus-1-read-two-rods", 2, 10, 99),
        readTyped("abacus-1-read-three-rods", 3, 100, 999),
        setNumber("abacus-1-set-two-digits", 10, 99, [2, 2, 3]),
        setNumber("abacus-1-set-three-digits", 100, 999, [3]),
        addBeads,
        addBeadsChoice,
        addTens,
        eatBeads,
        eatBeadsChoice,
      ],
    },
  ],
};
