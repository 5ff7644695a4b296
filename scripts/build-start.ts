/**
 * Compiles the start process (scripts/start.ts and the HTTP server it loads, server/main.ts) into one JavaScript
 * file, build/start.js, which `npm start` runs when it exists (scripts/start.js). Run by `npm run build`, after the
 * app's own build.
 *
 * Why: Node runs a `.ts` entry by loading its TypeScript stripper, which stays resident, about 17 MB in every
 * serving process, on a 512 MB machine (docs/decisions/015, "Memory"). The file sits in build/, one folder below
 * the root as scripts/ and server/ are, so the paths these modules derive from their own folder stay right.
 * Packages stay imports of node_modules; only our own modules are bundled.
 */
import path from "node:path";
import { build } from "rolldown";

const root = path.resolve(import.meta.dirname, "..");

await build({
  input: path.join(root, "scripts/start.ts"),
  cwd: root,
  platform: "node",
  // Bare package names and Node's own modules are left to Node; "#app/…" and relative paths are ours.
  external: (id) => /^(node:|[a-z@])/.test(id) && !id.startsWith("#"),
  logLevel: "warn",
  output: {
    file: path.join(root, "build/start.js"),
    format: "esm",
    // One file: a chunk in another folder would see another root.
    codeSplitting: false,
    banner: "// Compiled from scripts/start.ts by scripts/build-start.ts; `npm run build` makes it again.",
  },
});
console.log("build/start.js: the start process, compiled");
