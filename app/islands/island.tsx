import type { ReactNode } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName, type IslandProps } from "./registry.ts";

type PropsOf<Name extends IslandName> =
  undefined extends IslandProps<Name> ? { props?: IslandProps<Name> } : { props: IslandProps<Name> };

type Content = { children: ReactNode; html?: never } | { html: string; children?: never };

/**
 * Marks the part of a page sent without the framework that JavaScript improves, and names the island module
 * (`registry.ts`) that does it; the server renders the content, which works as it is. The props are typed by
 * that module's `mount`, and reach it as JSON. `html` is for an island that React renders as a root of its own
 * (the game), whose HTML is rendered apart so the browser can hydrate it exactly.
 */
export function Island<Name extends IslandName>(island: { name: Name; className?: string } & PropsOf<Name> & Content) {
  const attributes = {
    [ISLAND_ATTRIBUTE]: island.name,
    [ISLAND_PROPS_ATTRIBUTE]: island.props === undefined ? undefined : JSON.stringify(island.props),
    className: island.className,
  };
  if (island.html !== undefined) return <div {...attributes} dangerouslySetInnerHTML={{ __html: island.html }} />;
  return <div {...attributes}>{island.children}</div>;
}
