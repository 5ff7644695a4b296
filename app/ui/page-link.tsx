import { Link, type LinkProps } from "react-router";

/**
 * A link from a page the framework runs (sign-in, the back office, the full-page chat) to a public page, which is
 * sent without the framework (`hydrate: false` in its handle): the browser loads it as a document, so the page
 * arrives with its own islands, instead of being drawn here by the framework without them.
 */
export function PageLink(props: Omit<LinkProps, "reloadDocument">) {
  return <Link {...props} reloadDocument />;
}
