import { rolldown } from "rolldown";
import type { Plugin } from "vite";

const ENTRY = "app/islands/main.ts";
const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type Bundle = { entryUrl: string; files: { fileName: string; source: string }[] };
let bundled: Promise<Bundle> | undefined;

/** One bundling pass, shared by the client build (which emits the files) and the server build (which links them). */
function bundleIslands(root: string): Promise<Bundle> {
  bundled ??= (async () => {
    const bundle = await rolldown({
      input: ENTRY,
      cwd: root,
      platform: "browser",
      transform: { jsx: "react-jsx", define: { "process.env.NODE_ENV": '"production"' } },
    });
    const { output } = await bundle.generate({
      format: "esm",
      minify: true,
      entryFileNames: "assets/islands-[hash].js",
      chunkFileNames: "assets/island-[name]-[hash].js",
    });
    await bundle.close();
    const files = output.flatMap((file) =>
      file.type === "chunk" ? [{ fileName: file.fileName, source: file.code }] : [],
    );
    const entry = output.find((file) => file.type === "chunk" && file.isEntry);
    if (!entry) throw new Error("the islands bundle has no entry file");
    return { entryUrl: `/${entry.fileName}`, files };
  })();
  return bundled;
}

/**
 * Content pages are sent without the framework's JavaScript (they work fully as HTML); a few small scripts
 * ("islands") add what JavaScript improves there. They are bundled apart from the app so that a page that
 * does not hydrate loads only them. `virtual:islands` tells the server their URL.
 */
export function islands(): Plugin {
  let root = process.cwd();
  let serving = false;
  return {
    name: "skillsprouts:islands",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // In development Vite serves the source module itself.
      const url = serving ? `/${ENTRY}` : (await bundleIslands(root)).entryUrl;
      return `export const islandsUrl = ${JSON.stringify(url)};`;
    },
    async generateBundle() {
      if (serving || this.environment.name !== "client") return;
      for (const file of (await bundleIslands(root)).files) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
  };
}
