import type { MetaDescriptor } from "react-router";
import { withFigures, type CompanyFigures } from "./figures.ts";
import type { PageHandle } from "./page-handles.ts";
import {
  defaultLanguage,
  languageOfPath,
  languages,
  languageTags,
  pathInLanguage,
  type Language,
} from "#app/modules/i18n/languages.ts";

type MetaMatch = { id: string; loaderData?: unknown; handle?: unknown } | undefined;
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

/** The picture link previews show, drawn by scripts/share-image.ts. */
export const shareImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "SkillSprouts: skills that grow with every child. Abacus, Vedic Maths, English and Coding for ages 4 to 14.",
} as const;

/**
 * The same page in every language, for search engines: each language's address, and English for a reader whose
 * language the site does not have.
 */
export function languageAlternates(siteUrl: string, pathname: string): MetaDescriptor[] {
  return [
    ...languages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageTags[language],
      href: `${siteUrl}${pathInLanguage(pathname, language)}`,
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${siteUrl}${pathInLanguage(pathname, defaultLanguage)}`,
    },
  ];
}

/** Whether the page is in a layout mounted in every language (its handle says so: `shellLayoutHandle`). */
function inEveryLanguage(matches: MetaMatch[]): boolean {
  return matches.some((match) => (match?.handle as PageHandle | undefined)?.inEveryLanguage === true);
}

/**
 * Title, description, canonical URL, the page in the other languages (a page of the shell), Open Graph tags and the share picture for
 * one page.
 */
export function pageMeta({ matches, location, title, description, type = "website" }: MetaInput): MetaDescriptor[] {
  const fullTitle = title === "SkillSprouts" ? title : `${title} | SkillSprouts`;
  const siteUrl = siteUrlFrom(matches);
  const url = `${siteUrl}${location.pathname}`;
  const image = `${siteUrl}${shareImage.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(inEveryLanguage(matches) ? languageAlternates(siteUrl, location.pathname) : []),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: "SkillSprouts" },
    { property: "og:locale", content: languageTags[languageOfPath(location.pathname)].replace("-", "_") },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
  ];
}

/**
 * A visitor's own pages (sign-in, sign-up, password, the Fun Zone's "My progress"): a title, a description and
 * their one canonical URL (without the ?redirectTo= a guard adds), but not for search results.
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

/**
 * The meta of a page whose description quotes the company's figures ("{schools} schools"): the figures come from
 * its loader, so the description says what the page says.
 */
export function metaWithFigures(title: string, description: string) {
  return ({
    matches,
    location,
    loaderData,
  }: Omit<MetaInput, "title" | "description"> & { loaderData: { figures: CompanyFigures } | undefined }) =>
    pageMeta({
      matches,
      location,
      title,
      description: loaderData ? withFigures(description, loaderData.figures) : title,
    });
}

/**
 * `metaWithFigures` for a page in three languages: its title and description, written with `{years}`-style
 * figures, in the language of the page's address.
 */
export function metaWithFiguresIn(texts: (language: Language) => { title: string; description: string }) {
  return (
    input: Omit<MetaInput, "title" | "description"> & { loaderData: { figures: CompanyFigures } | undefined },
  ) => {
    const { title, description } = texts(languageOfPath(input.location.pathname));
    return metaWithFigures(title, description)(input);
  };
}
