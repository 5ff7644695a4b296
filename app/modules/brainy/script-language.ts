/**
 * Which script a text is written in, without the transliteration tables: small enough for the chat's island,
 * which marks Devanagari messages `lang="hi"` so screen readers read them with a Hindi voice.
 */

/** Whether the text has any Devanagari in it. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/u.test(text);
}

/** The `lang` a message needs when it is not in the page's English: Hindi for Devanagari. */
export function messageLanguage(text: string): "hi" | undefined {
  return hasDevanagari(text) ? "hi" : undefined;
}
