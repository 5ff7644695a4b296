/**
 * Devanagari to Latin letters, the way Indians type Hindi and English loanwords in chat: "कोडिंग" → "koding",
 * "वैदिक" → "vaidik". Used for words the Hindi lexicon does not list, so that an English loanword written in
 * Devanagari ("पाइथन", "स्क्रैच") can still be found by the search's fuzzy matching. It is deliberately simple:
 * good enough to land within an edit or two of the English spelling, not a scholarly transliteration.
 */

const vowels: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ee",
  उ: "u",
  ऊ: "oo",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};

const vowelSigns: Record<string, string> = {
  "ा": "a",
  "ि": "i",
  "ी": "ee",
  "ु": "u",
  "ू": "oo",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
};

const consonants: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "f",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
};

/** Letters with a nukta, written as one code point. */
const nuktaForms: Record<string, string> = { क़: "q", ख़: "kh", ग़: "g", ज़: "z", ड़: "r", ढ़: "rh", फ़: "f", य़: "y" };

const VIRAMA = "्";
const NUKTA = "़";
const nasals = new Set(["ं", "ँ"]);

/** A Devanagari word in Latin letters; other characters pass through unchanged. */
export function transliterate(word: string): string {
  const letters = [...word.normalize("NFC")];
  let out = "";
  for (let index = 0; index < letters.length; index++) {
    const letter = letters[index] ?? "";
    const next = letters[index + 1];
    if (vowels[letter] !== undefined) {
      out += vowels[letter];
      continue;
    }
    const consonant = nuktaForms[letter] ?? consonants[letter];
    if (consonant !== undefined) {
      let sound = consonant;
      let after = next;
      if (after === NUKTA) {
        sound = nuktaForms[`${letter}${NUKTA}`.normalize("NFC")] ?? consonant;
        index += 1;
        after = letters[index + 1];
      }
      out += sound;
      if (after === VIRAMA) {
        index += 1;
      } else if (after !== undefined && vowelSigns[after] !== undefined) {
        out += vowelSigns[after];
        index += 1;
      } else if (after !== undefined && (isDevanagariLetter(after) || nasals.has(after))) {
        // The inherent vowel, which Hindi drops at the end of a word ("कब" is "kab", not "kaba").
        out += "a";
      }
      continue;
    }
    if (nasals.has(letter)) {
      out += "n";
      continue;
    }
    if (letter === "ः") {
      out += "h";
      continue;
    }
    if (vowelSigns[letter] !== undefined) {
      out += vowelSigns[letter];
      continue;
    }
    if (letter === VIRAMA || letter === NUKTA) continue;
    out += letter;
  }
  return out;
}

function isDevanagariLetter(letter: string): boolean {
  return vowels[letter] !== undefined || consonants[letter] !== undefined || nuktaForms[letter] !== undefined;
}

export { hasDevanagari } from "./script-language.ts";
