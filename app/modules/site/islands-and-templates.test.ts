import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { matchPath } from "react-router";
import { describe, expect, test } from "vitest";
import * as pageHandles from "#app/modules/site/page-handles.ts";
import type { PageHandle } from "#app/modules/site/page-handles.ts";

/*
 * Pages sent without the framework's JavaScript never run their components in a browser: a hook there is code
 * that looks alive and is not. This walks each such page's imports (and its layout's) and lists every hook call
 * it reaches, outside the islands, which are the page's browser code.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const appDir = path.join(root, "app");

function read(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.join(appDir, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The modules a file imports for their values (type-only imports bring no code). */
function valueImports(file: string, source: ts.SourceFile, withDynamic: boolean): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      withDynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** Every module reachable from the entries, following value imports (and lazy ones, when asked). */
function reachable(entries: string[], withDynamic: boolean, stopAt = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || stopAt.has(file)) continue;
    seen.add(file);
    queue.push(...valueImports(file, read(file), withDynamic));
  }
  return seen;
}

const HOOK = /^use([A-Z0-9]\w*)?$/;

function hookCalls(file: string): string[] {
  const source = read(file);
  const calls: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // `useState()` and `React.useState()` are both hooks.
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : "";
      if (HOOK.test(name)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        calls.push(`${path.relative(root, file)}:${line + 1} ${name}()`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/**
 * A route's handle, by the name it is exported under (`export const handle = staticPageHandle`), or made by the
 * function it names (`staticFreshPageHandle(60)`).
 */
function handleOf(file: string): PageHandle | undefined {
  const match = /export const handle = (\w+)(?:\((\d+)\))?;/.exec(readFileSync(file, "utf8"));
  const handle = match?.[1] ? (pageHandles as Record<string, unknown>)[match[1]] : undefined;
  if (typeof handle === "function") return (handle as (seconds: number) => PageHandle)(Number(match?.[2]));
  return handle as PageHandle | undefined;
}

/** The route files that render only pages sent without the framework (pages, and layouts of only such pages). */
function templateRouteFiles(entries: RouteEntry[]): string[] {
  const files: string[] = [];
  const walk = (entry: RouteEntry): boolean => {
    const file = path.join(appDir, entry.file);
    const childrenStatic = (entry.children ?? []).map(walk);
    const isStatic = entry.children?.length ? childrenStatic.every(Boolean) : handleOf(file)?.hydrate === false;
    if (isStatic) files.push(file);
    return isStatic;
  };
  entries.forEach(walk);
  return files;
}

/** The URL patterns of the pages sent without the framework (the catch-all "not found" page aside). */
function templatePaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    if (entry.children?.length) return templatePaths(entry.children, full === "/" ? "" : full);
    const isTemplate = handleOf(path.join(appDir, entry.file))?.hydrate === false;
    return isTemplate && entry.path !== "*" ? [full || "/"] : [];
  });
}

/** Where a module's <Link>s and <NavLink>s lead, when it is written in the code (a template literal's holes as "x"). */
function linkTargets(file: string): { at: string; to: string }[] {
  const source = read(file);
  const found: { at: string; to: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      ["Link", "NavLink"].includes(node.tagName.text)
    ) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== "to" || !attribute.initializer) continue;
        let value = attribute.initializer as ts.Node;
        if (ts.isJsxExpression(value) && value.expression) value = value.expression;
        const to = ts.isStringLiteral(value)
          ? value.text
          : ts.isNoSubstitutionTemplateLiteral(value)
            ? value.text
            : ts.isTemplateExpression(value)
              ? value.head.text + value.templateSpans.map((span) => `x${span.literal.text}`).join("")
              : null;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        if (to?.startsWith("/")) found.push({ at: `${path.relative(root, file)}:${line + 1}`, to });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("pages sent without the framework", async () => {
  const routes = (await import("#app/routes.ts")).default as RouteEntry[];
  const pages = templateRouteFiles(routes);
  const islandCode = reachable([path.join(appDir, "islands/main.ts")], true);
  const templates = reachable(pages, false, islandCode);
  const routeFiles = (entries: RouteEntry[]): string[] =>
    entries.flatMap((entry) => [path.join(appDir, entry.file), ...routeFiles(entry.children ?? [])]);
  const hydratedRoutes = routeFiles(routes).filter((file) => !pages.includes(file));
  const hydratedCode = reachable([path.join(appDir, "root.tsx"), ...hydratedRoutes], false);

  test("there are such pages, and islands", () => {
    expect(pages.map((file) => path.relative(appDir, file))).toContain("routes/home.tsx");
    expect(pages.map((file) => path.relative(appDir, file))).toContain("routes/_marketing.tsx");
    expect(islandCode.size).toBeGreaterThan(3);
  });

  test("are drawn by templates that call no hooks (only their islands run in the browser)", () => {
    const calls = [...templates].flatMap(hookCalls);
    expect(calls).toEqual([]);
  });

  test("are reached from the framework's pages by PageLink, which loads them as documents", () => {
    const patterns = templatePaths(routes);
    expect(patterns).toEqual(expect.arrayContaining(["/", "/contact", "/programs/:id"]));
    const links = [...hydratedCode].flatMap(linkTargets);
    expect(links.length).toBeGreaterThan(10);
    const toTemplates = links.filter(({ to }) => {
      const pathname = new URL(to, "http://site").pathname;
      return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
    });
    expect(toTemplates).toEqual([]);
  });

  test("islands import each icon by its own path, so they never load the hydrated pages' icon chunk", () => {
    const barrelImports = [...islandCode].filter(
      (file) => !file.includes("node_modules") && /from "lucide-react";/.test(readFileSync(file, "utf8")),
    );
    expect(barrelImports.map((file) => path.relative(root, file))).toEqual([]);
  });
});
