import { Fragment, type ReactNode } from "react";

const MARK = "\u0000";

/**
 * A message some of whose placeholders are elements (a name in bold): `say` translates it with a marker in place
 * of each, and the text is cut at the markers, so each language keeps its own word order around them.
 */
export function withNodes<Name extends string>(
  say: (markers: Record<Name, string>) => string,
  nodes: Record<Name, ReactNode>,
): ReactNode[] {
  const names = Object.keys(nodes) as Name[];
  const markers = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<Name, string>;
  return say(markers)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[part as Name]}</Fragment> : part));
}
