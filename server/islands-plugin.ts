import path from "node:path";
import type { Plugin } from "vite";

const ENTRY = "app/islands/main.ts";
const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
// In development the islands start from this module: React Router's refresh preamble (which its `<Scripts>` puts on
// hydrated pages) must run before any component module Vite serves, or the game and Brainy's window throw.
const DEV_ENTRY_ID = "virtual:islands-dev-entry";
const DEV_ENTRY_URL = `/@id/__x00__${DEV_ENTRY_ID}`;

/**
 * The URL of the islands entry in the client build. React Router builds the client before the server in the same
 * process, so the server build reads what the client build wrote here.
 */
let builtEntryUrl: string | undefined;

/** Every module the islands load, now or lazily, in the client build (known once its module graph is complete). */
const islandModules = new Set<string>();

/**
 * A chunk-group test for the client build that leaves out the islands' modules. The groups bundle what hydrated
 * pages share into a few chunks; a module an island uses stays out of them, so an island never loads a group
 * chunk (the hydrated pages' shell, all the icons) for one small module it shares.
 */
export function outsideIslands(pattern: RegExp): (id: string) => boolean {
  return (id) => pattern.test(id) && !islandModules.has(id);
}

/** The islands' own modules among those the pattern matches, for a group of their own. */
export function insideIslands(pattern: RegExp): (id: string) => boolean {
  return (id) => pattern.test(id) && islandModules.has(id);
}

/**
 * Content pages are sent without the framework's JavaScript (they work fully as HTML); their islands add what
 * JavaScript improves there. The islands entry (`app/islands/main.ts`) is one more entry of Vite's own client
 * build, so it shares that build's chunks: one copy of React for the hydrated pages and for the islands that
 * render with React. `virtual:islands` tells the server its URL.
 */
export function islands(): Plugin {
  let serving = false;
  let root = process.cwd();
  let entryRef: string | undefined;
  return {
    name: "skillsprouts:islands",
    configResolved(config) {
      serving = config.command === "serve";
      root = config.root;
    },
    options(options) {
      // The client build's chunk groups take only the modules they match (vite.config.ts), which needs entries
      // (route modules, the islands entry) that may export more than they declare.
      if (serving || this.environment.name !== "client") return undefined;
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      entryRef = this.emitFile({ type: "chunk", id: ENTRY, name: "islands" });
    },
    buildEnd() {
      if (serving || this.environment.name !== "client") return;
      islandModules.clear();
      const entry = path.resolve(root, ENTRY);
      const queue = [entry];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (islandModules.has(id)) continue;
        islandModules.add(id);
        const info = this.getModuleInfo(id);
        if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
      }
    },
    generateBundle() {
      if (serving || this.environment.name !== "client" || !entryRef) return;
      builtEntryUrl = `/${this.getFileName(entryRef)}`;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id === DEV_ENTRY_ID ? `\0${DEV_ENTRY_ID}` : undefined;
    },
    load(id) {
      if (id === `\0${DEV_ENTRY_ID}`) {
        return `import "virtual:react-router/inject-hmr-runtime";\nimport "/${ENTRY}";\n`;
      }
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.name === "client") {
        throw new Error(`${VIRTUAL_ID} is for the server: the browser's code gets the URL from the page`);
      }
      // In development Vite serves the source modules themselves.
      const url = serving ? DEV_ENTRY_URL : builtEntryUrl;
      if (!url) throw new Error(`${VIRTUAL_ID}: the client build must run before the server build`);
      return `export const islandsUrl = ${JSON.stringify(url)};`;
    },
  };
}
