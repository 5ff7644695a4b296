import type { Game } from "./types.ts";

/*
 * Three kinds of question, told apart by their wording (the unit test relies on it):
 * - "What number does the abacus show?" (mode "read"): the answer is the number on the rods.
 * - "Set the abacus to show N." (mode "set"): the rods are the target and N is the answer.
 * - Bead sums (mode "read"): "The abacus shows ..." plus "N more" (add) or "eats N" (take away).
 */
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
      questions: [
        {
          id: "abacus-1-01",
          type: "multiple_choice",
          question: "What number does the abacus show?",
          options: ["47", "74", "407", "11"],
          answer: "47",
          abacus: { mode: "read", rods: [0, 4, 7] },
        },
        {
          id: "abacus-1-02",
          type: "fill_in_the_blanks",
          question: "What number does the abacus show?",
          answer: "25",
          abacus: { mode: "read", rods: [2, 5] },
        },
        {
          id: "abacus-1-03",
          type: "multiple_choice",
          question: "What number does the abacus show?",
          options: ["18", "108", "180", "81"],
          answer: "108",
          abacus: { mode: "read", rods: [1, 0, 8] },
          points: 15,
        },
        {
          id: "abacus-1-04",
          type: "fill_in_the_blanks",
          question: "What number does the abacus show?",
          answer: "90",
          abacus: { mode: "read", rods: [0, 9, 0] },
        },
        {
          id: "abacus-1-05",
          type: "multiple_choice",
          question: "What number does the abacus show?",
          options: ["5", "10", "50", "55"],
          answer: "55",
          abacus: { mode: "read", rods: [5, 5] },
        },
        {
          id: "abacus-1-06",
          type: "fill_in_the_blanks",
          question: "What number does the abacus show?",
          answer: "234",
          abacus: { mode: "read", rods: [2, 3, 4] },
          points: 15,
        },
        {
          id: "abacus-1-07",
          type: "multiple_choice",
          question: "What number does the abacus show?",
          options: ["27", "72", "9", "702"],
          answer: "72",
          abacus: { mode: "read", rods: [7, 2] },
        },
        {
          id: "abacus-1-08",
          type: "fill_in_the_blanks",
          question: "Set the abacus to show 36.",
          answer: "36",
          abacus: { mode: "set", rods: [3, 6] },
        },
        {
          id: "abacus-1-09",
          type: "fill_in_the_blanks",
          question: "Set the abacus to show 19.",
          answer: "19",
          abacus: { mode: "set", rods: [1, 9] },
        },
        {
          id: "abacus-1-10",
          type: "fill_in_the_blanks",
          question: "Set the abacus to show 40.",
          answer: "40",
          abacus: { mode: "set", rods: [4, 0] },
        },
        {
          id: "abacus-1-11",
          type: "fill_in_the_blanks",
          question: "Set the abacus to show 152.",
          answer: "152",
          abacus: { mode: "set", rods: [1, 5, 2] },
          points: 15,
        },
        {
          id: "abacus-1-12",
          type: "fill_in_the_blanks",
          question: "Set the abacus to show 68.",
          answer: "68",
          abacus: { mode: "set", rods: [0, 6, 8] },
        },
        {
          id: "abacus-1-13",
          type: "word_problem",
          question:
            "The abacus shows how many mangoes are in a basket. Amma puts in 4 more mangoes. How many mangoes are in the basket now?",
          answer: "27",
          acceptedAnswers: ["twenty-seven", "twenty seven"],
          abacus: { mode: "read", rods: [2, 3] },
        },
        {
          id: "abacus-1-14",
          type: "multiple_choice",
          question:
            "The abacus shows how many marbles Kabir has. He wins 5 more marbles. How many marbles does he have now?",
          options: ["15", "18", "19", "91"],
          answer: "19",
          abacus: { mode: "read", rods: [1, 4] },
          points: 15,
        },
        {
          id: "abacus-1-15",
          type: "word_problem",
          question: "The abacus shows how many sweets are in a box. Dev eats 6 of them. How many sweets are left?",
          answer: "32",
          acceptedAnswers: ["thirty-two", "thirty two"],
          abacus: { mode: "read", rods: [3, 8] },
          points: 15,
        },
        {
          id: "abacus-1-16",
          type: "word_problem",
          question:
            "The abacus shows how many runs Riya's team has scored. They score 3 more runs. What is the team's score now?",
          answer: "49",
          acceptedAnswers: ["forty-nine", "forty nine"],
          abacus: { mode: "read", rods: [4, 6] },
        },
        {
          id: "abacus-1-17",
          type: "word_problem",
          question:
            "The abacus shows how many stickers Zara has. Her friend gives her 10 more. How many stickers does Zara have now?",
          answer: "130",
          abacus: { mode: "read", rods: [1, 2, 0] },
          points: 20,
        },
      ],
    },
  ],
};
