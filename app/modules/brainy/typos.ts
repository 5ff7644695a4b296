import { hasDevanagari } from "./transliterate.ts";

/**
 * How far apart two words are: letters added, dropped or changed, and two neighbouring letters swapped ("trail"
 * for "trial"), each one slip (the optimal string alignment distance). Stops counting past `max`, returning
 * `max + 1`, since only "close enough or not" matters here.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** The slips a word of this length may have and still be recognised: none up to four letters, one to eight, then two. */
export function typosAllowed(word: string): number {
  if (hasDevanagari(word)) return word.length >= 4 ? 1 : 0;
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

/** Whether a word is the known word typed with no more slips than its length allows. */
export function isTypoOf(word: string, known: string): boolean {
  // Judged by the shorter of the two: "rain" is not "train" typed wrong.
  const allowed = Math.min(typosAllowed(word), typosAllowed(known));
  return allowed > 0 && editDistance(word, known, allowed) <= allowed;
}
