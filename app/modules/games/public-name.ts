import devanagariNames from "./first-names/devanagari.json" with { type: "json" };
import latinNames from "./first-names/latin.json" with { type: "json" };
import { generatedNameWords } from "./generated-names.ts";

/*
 * What may be shown on a public board is decided by what is allowed, not by what is refused: a first name from
 * the curated list (`first-names/`, in Latin letters or Devanagari), optionally with one initial ("Priya S.",
 * "आरव K."), or a generated nickname ("Clever Otter 42"). Whatever a child typed, the board shows the list's own
 * spelling, so no look-alike letter, spacing trick or unlisted word can reach it. Anything else stays private.
 */

export type PublicName = { kind: "first-name"; name: string; firstName: string } | { kind: "generated"; name: string };

/** Latin letters are compared without case or accents (Zoë is Zoe); Devanagari as written (NFC). */
export function firstNameKey(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, (mark) => (/[\u0900-\u097f]/u.test(mark) ? mark : ""))
    .normalize("NFC")
    .toLowerCase();
}

let byKey: Map<string, string> | undefined;
/** Every listed first name by its key, built once (a few thousand entries). */
export function listedNames(): Map<string, string> {
  if (!byKey) {
    byKey = new Map();
    for (const name of [...latinNames, ...devanagariNames]) byKey.set(firstNameKey(name), name);
  }
  return byKey;
}

/** The list's spelling of a first name, or undefined when it is not on the list. */
export function listedFirstName(word: string): string | undefined {
  return listedNames().get(firstNameKey(word));
}

export const firstNameCount = () => listedNames().size;

const DEVANAGARI_WORD = /^[\u0900-\u097f]+$/u;
const LATIN_INITIAL = /^([a-z])\.?$/iu;
// One Devanagari letter: a vowel, or a consonant with its nukta, vowel sign and nasal mark ("के", "एस" is two).
const DEVANAGARI_INITIAL =
  /^((?:[\u0904-\u0914]|[\u0915-\u0939\u0958-\u095f]\u093c?[\u093e-\u094c]?)[\u0901\u0902]?)\.?$/u;

/** A trailing initial as the board shows it: one capital letter (or Devanagari letter) and a dot. */
function initialOf(token: string, afterDevanagari: boolean): string | undefined {
  const latin = LATIN_INITIAL.exec(token);
  if (latin?.[1]) return `${latin[1].toUpperCase()}.`;
  const devanagari = afterDevanagari ? DEVANAGARI_INITIAL.exec(token) : null;
  return devanagari?.[1] ? `${devanagari[1]}.` : undefined;
}

const lowerWords = (words: readonly string[]) => new Map(words.map((word) => [word.toLowerCase(), word]));
const generatedParts = {
  friendly: lowerWords(generatedNameWords.friendlyWords),
  animals: lowerWords(generatedNameWords.animals),
};

/** "clever otter 42" as the generator writes it, or undefined when it is not one of its names. */
function generatedForm(tokens: readonly string[]): string | undefined {
  if (tokens.length !== 3) return undefined;
  const [word, animal, number] = tokens as [string, string, string];
  const friendly = generatedParts.friendly.get(word.toLowerCase());
  const creature = generatedParts.animals.get(animal.toLowerCase());
  if (!friendly || !creature || !/^[1-9][0-9]$/.test(number)) return undefined;
  return `${friendly} ${creature} ${number}`;
}

/**
 * The public form of a typed name (already cleaned: one space between words), or undefined when it may only be
 * kept privately. A first name is one word of the list, with at most one initial after it.
 */
export function publicNameOf(typed: string): PublicName | undefined {
  const tokens = typed.split(" ").filter(Boolean);
  const generated = generatedForm(tokens);
  if (generated) return { kind: "generated", name: generated };
  if (tokens.length < 1 || tokens.length > 2) return undefined;
  const [word, initialToken] = tokens as [string, string | undefined];
  const firstName = listedFirstName(word);
  if (!firstName) return undefined;
  if (initialToken === undefined) return { kind: "first-name", name: firstName, firstName };
  const initial = initialOf(initialToken, DEVANAGARI_WORD.test(firstName));
  return initial ? { kind: "first-name", name: `${firstName} ${initial}`, firstName } : undefined;
}

/**
 * Whether a stored name may be shown as it is: the list's own first-name form or a generated name. The boards
 * check every name they show, so a name the list no longer holds is never shown, whatever a row says.
 */
export function isPublicName(name: string): boolean {
  return publicNameOf(name)?.name === name;
}
