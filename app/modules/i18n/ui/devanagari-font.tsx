import { preload } from "react-dom";
import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";
import { defaultLanguage, type Language } from "../languages.ts";

/**
 * On a page in Hindi or Marathi, the Devanagari face (app.css) is asked for with the page, not when the text is
 * first laid out: a device without a Devanagari font of its own then draws the text once, in it, instead of in
 * empty boxes first (and Chromium was seen keeping some boxes after the font arrived). A device with its own
 * Devanagari font still fetches the file; 50 KB each, cached for a year.
 */
export function DevanagariFontPreload({ language }: { language: Language }) {
  if (language === defaultLanguage) return null;
  for (const href of [regular, bold]) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return null;
}
