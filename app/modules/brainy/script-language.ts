/**
 * Which script a text is written in, without the transliteration tables: small enough for the chat's island,
 * which marks Devanagari messages `lang="hi"` or `lang="mr"` so screen readers read them with the right voice.
 */

/** Whether the text has any Devanagari in it. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/u.test(text);
}

/**
 * Words only Marathi writes ("आहे", "आमचे", "करा"), a few so the island stays small: Brainy's Marathi replies
 * and most Marathi questions have one.
 */
const MARATHI_WORDS =
  /(?:^|[\s(])(?:आहे|आहेत|आमचे|आमचा|आमची|तुमचे|तुमचा|तुमची|माझे|माझा|माझी|कुठे|किती|करा|मराठी|इंग्रजीत)(?=$|[\s.,?!:)])/u;

/**
 * The `lang` a message needs when it is not in the page's English: Marathi or Hindi for Devanagari, so a screen
 * reader picks the right voice.
 */
export function messageLanguage(text: string): "hi" | "mr" | undefined {
  if (!hasDevanagari(text)) return undefined;
  return MARATHI_WORDS.test(text) ? "mr" : "hi";
}
