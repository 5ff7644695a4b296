/**
 * Fixes in installed packages that their maintainers have not released yet, applied after every `npm ci`
 * (the `postinstall` script; the Dockerfile runs it in both of its install stages).
 *
 * Each fix names the exact version it was written for. When that package is upgraded the install stops here
 * on purpose: either the release carries the fix (delete the entry) or the entry is checked against the new
 * code and its version raised. Running it twice changes nothing.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

type Edit = { find: string; replace: string; count: number };
type PackageFix = { name: string; version: string; why: string; files: string[]; edits: Edit[] };

const MARK = "/* patched by scripts/patch-dependencies.ts */";

export const FIXES: PackageFix[] = [
  {
    name: "postgres",
    version: "3.4.9",
    why:
      "a connection whose socket closes while a small write waits for its flush keeps a cancelled timer, so its " +
      "next connection never sends its start-up message and hangs until connect_timeout; and a write queued " +
      "after the close throws from a timer and ends the process (porsager/postgres#1154, #1208)",
    files: ["src/connection.js", "cjs/src/connection.js", "cf/src/connection.js"],
    edits: [
      {
        // The socket is gone: settle what waits on it (the caller sees CONNECTION_CLOSED) instead of throwing.
        find: "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n",
        replace:
          `  function nextWrite(fn) {\n    if (!socket) { ${MARK}\n` +
          "      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n" +
          "      chunk = nextWriteTimer = null\n" +
          "      error(Errors.connection('CONNECTION_CLOSED', options))\n" +
          "      return false\n" +
          "    }\n" +
          "    const x = socket.write(chunk, fn)\n",
        count: 1,
      },
      {
        // In terminate() and closed(): forget the cancelled flush and its bytes, which belonged to the old socket.
        find: "\n    clearImmediate(nextWriteTimer)\n",
        replace: `\n    clearImmediate(nextWriteTimer), chunk = nextWriteTimer = null ${MARK}\n`,
        count: 2,
      },
    ],
  },
];

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

export function patchText(text: string, edits: Edit[], file: string): string {
  if (text.includes(MARK)) return text;
  return edits.reduce((current, edit) => {
    const found = occurrences(current, edit.find);
    if (found !== edit.count) {
      throw new Error(`${file}: expected ${edit.count} of ${JSON.stringify(edit.find)}, found ${found}`);
    }
    return current.replaceAll(edit.find, edit.replace);
  }, text);
}

async function applyFix(fix: PackageFix, nodeModules: string): Promise<string> {
  const root = path.join(nodeModules, fix.name);
  const manifest = await readFile(path.join(root, "package.json"), "utf8").catch(() => null);
  if (manifest === null) return `${fix.name}: not installed, nothing to fix`;
  const { version } = JSON.parse(manifest) as { version: string };
  if (version !== fix.version) {
    throw new Error(
      `${fix.name} is ${version}, but its fix in scripts/patch-dependencies.ts was written for ${fix.version}: ` +
        `check whether ${version} fixes ${fix.why}, then delete the entry or update it.`,
    );
  }
  let changed = 0;
  for (const file of fix.files) {
    const target = path.join(root, file);
    const before = await readFile(target, "utf8");
    const after = patchText(before, fix.edits, `${fix.name}/${file}`);
    if (after !== before) {
      await writeFile(target, after);
      changed++;
    }
  }
  return `${fix.name} ${version}: ${changed ? `fixed in ${changed} files` : "already fixed"}`;
}

if (import.meta.main) {
  const nodeModules = path.resolve(import.meta.dirname, "../node_modules");
  for (const fix of FIXES) console.log(`patch-dependencies: ${await applyFix(fix, nodeModules)}`);
}
