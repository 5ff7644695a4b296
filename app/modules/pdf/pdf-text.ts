/**
 * Text as the PDFs print it. They are set in the PDF standard fonts (Helvetica), which every reader has and which
 * cost the file nothing, but which print only the Windows-1252 characters: no font file that has more (the rupee
 * sign above all) ships with the app's packages. So "₹" becomes "Rs." here, and only here: the pages keep their ₹.
 */

/** What Windows-1252 has beyond Latin-1 (curly quotes, dashes, the bullet, the ellipsis…). */
const WINDOWS_1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Characters staff may type that the standard fonts lack, as the nearest they have. */
const NEAREST: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "–",
  "\u2212": "-",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2009": " ",
  "\u202f": " ",
  "\u2007": " ",
  "\t": " ",
};

/** Marks that only shape the character before them (emoji presentation, joiners): dropped with nothing shown. */
const SHAPING = new Set(["\u200b", "\u200c", "\u200d", "\u2060", "\ufe0e", "\ufe0f"]);
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;

function printable(codePoint: number, char: string): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    codePoint === 0x0a ||
    WINDOWS_1252_EXTRAS.has(char)
  );
}

/**
 * The text in characters the standard fonts print: "₹2,500" as "Rs. 2,500", look-alikes as their nearest, emoji
 * dropped, and anything else (another script) as "?", so a reader sees something is missing rather than garbage.
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/₹\s*/g, "Rs. ").replace(/\r\n?/g, "\n")) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (printable(codePoint, char)) out += char;
    else if (NEAREST[char] !== undefined) out += NEAREST[char];
    else if (!SHAPING.has(char) && !PICTOGRAPH.test(char)) out += "?";
  }
  return out;
}
