import { abacusGame } from "./abacus.ts";
import { codingGame } from "./coding.ts";
import { englishGame } from "./english.ts";
import { mathGame } from "./math.ts";
import type { Game } from "./types.ts";
import { wordsGame } from "./words.ts";

export type { AbacusPicture, Game, Level, Question, QuestionType } from "./types.ts";

export const games = [mathGame, englishGame, wordsGame, abacusGame, codingGame] as const;

export function findGame(id: string): Game | undefined {
  return games.find((game) => game.id === id);
}
