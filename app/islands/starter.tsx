import { createContext, useContext } from "react";
import { startAfterPaintScript } from "./start-after-paint.ts";

const IslandsUrlContext = createContext<string | null>(null);

/** Given by the server's entry, which alone knows the built islands entry's URL (`virtual:islands`). */
export const IslandsUrlProvider = IslandsUrlContext.Provider;

/**
 * The one inline script of a page sent without the framework: it starts the page's islands after the first
 * paint. It is the same text on every page, allowed by its hash (`server/csp.ts`), so the page needs no nonce.
 */
export function IslandsStarter() {
  const url = useContext(IslandsUrlContext);
  if (!url) return null;
  return <script type="module" dangerouslySetInnerHTML={{ __html: startAfterPaintScript(url) }} />;
}
