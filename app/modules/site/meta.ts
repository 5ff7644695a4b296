import type { MetaDescriptor } from "react-router";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;
type MetaInput = {
  matches: MetaMatch[];
  location: { pathname: string };
  title: string;
  description: string;
  type?: "website" | "article";
};

function siteUrlFrom(matches: MetaMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ matches, location, title, description, type = "website" }: MetaInput): MetaDescriptor[] {
  const fullTitle = title === "SkillSprouts" ? title : `${title} | SkillSprouts`;
  const url = `${siteUrlFrom(matches)}${location.pathname}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: "SkillSprouts" },
    { name: "twitter:card", content: "summary" },
  ];
}

/**
 * Sign-in, sign-up and password pages: a title, a description and their one canonical URL (without the
 * ?redirectTo= a guard adds), but not for search results.
 */
export function accountPageMeta({ matches, location, title, description }: Omit<MetaInput, "type">): MetaDescriptor[] {
  return [
    { title: `${title} | SkillSprouts` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${siteUrlFrom(matches)}${location.pathname}` },
    { name: "robots", content: "noindex" },
  ];
}

/** Admin pages: titled for the browser tab, and kept out of search engines. */
export function adminMeta(title: string) {
  return [{ title: `${title} | SkillSprouts admin` }, { name: "robots", content: "noindex" }];
}
