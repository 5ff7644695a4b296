// `npm start`: the compiled start process when the build has made it (build/start.js, from scripts/start.ts by
// scripts/build-start.ts), else the source, which builds the app on a first run. Plain JavaScript so that Node
// does not load its TypeScript stripper, which would stay resident in the serving process (about 17 MB).
import { existsSync } from "node:fs";

const compiled = new URL("../build/start.js", import.meta.url);
const useCompiled = existsSync(compiled) && !process.argv.includes("--dev");
await import(useCompiled ? compiled.href : new URL("./start.ts", import.meta.url).href);
