import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  useMatches,
  useParams,
  type RouteObject,
} from "react-router";
import routeConfig from "#app/routes.ts";
import { routeContext } from "./route-context.ts";

/*
 * Public pages rendered as the server renders them: the app's own route config (app/routes.ts), each route
 * module's loader run against the real database and its component given the props framework mode gives it,
 * through React Router's static handler. What comes back is the page's text, so a test reads what a visitor reads.
 */

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };
type RouteModule = { default?: ComponentType<never>; loader?: RouteObject["loader"] };

/** The component with the props a framework-mode route gets (loaderData, params, matches). */
function withRouteProps(Component: ComponentType<never>): ComponentType {
  return function RouteComponent() {
    const props = { loaderData: useLoaderData(), params: useParams(), matches: useMatches() };
    return createElement(Component, props as never);
  };
}

async function toRoute(entry: ConfigEntry): Promise<RouteObject> {
  const module = (await import(/* @vite-ignore */ `../../app/${entry.file}`)) as RouteModule;
  const base = {
    id: entry.id ?? entry.file,
    loader: module.loader,
    Component: module.default ? withRouteProps(module.default) : undefined,
  };
  if (entry.index) return { ...base, index: true, path: entry.path };
  return { ...base, path: entry.path, children: await Promise.all((entry.children ?? []).map(toRoute)) };
}

/** The public pages' routes: the marketing shell and its pages, and the two print brochures. */
async function publicRoutes(): Promise<RouteObject[]> {
  const entries = (routeConfig as ConfigEntry[]).filter(
    (entry) => entry.file === "routes/_marketing.tsx" || entry.path?.startsWith("brochures/print/"),
  );
  return Promise.all(entries.map(toRoute));
}

/** HTML → the text a visitor reads (tags dropped, entities undone), with link targets kept as "[href]". */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<a [^>]*href="((?:tel|mailto):[^"]*)"[^>]*>/g, " [$1] ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/** Renders each path; a page that does not answer 200 is an error, so a broken page cannot pass unseen. */
export async function renderPages(paths: readonly string[]): Promise<{ name: string; text: string }[]> {
  const handler = createStaticHandler(await publicRoutes());
  const pages: { name: string; text: string }[] = [];
  for (const path of paths) {
    const context = await handler.query(new Request(`http://localhost:3000${path}`), {
      requestContext: routeContext(),
    });
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
    if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
    pages.push({ name: path, text: visibleText(html) });
  }
  return pages;
}
