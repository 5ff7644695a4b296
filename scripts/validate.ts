/**
 * The quick checks before a push, all at once: typecheck, lint, formatting, the layers' rules
 * (dependency-cruiser) and the unit tests.
 *   npm run validate
 * Each check's output is held back and printed whole when it ends (a success only by its last lines), then a
 * summary table; the exit code is 1 when any check failed.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { passed, report, summaryTable, type CheckResult } from "./validate-report.ts";

const root = path.resolve(import.meta.dirname, "..");
const checks = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "format:check", script: "format:check" },
  { name: "layers", script: "deps:check" },
  { name: "unit tests", script: "test:unit" },
];

// npm sets npm_execpath for the scripts it runs; the checks run through the same npm.
const npm = process.env.npm_execpath
  ? { command: process.execPath, prefix: [process.env.npm_execpath] }
  : { command: "npm", prefix: [] };
const children = new Set<ReturnType<typeof spawn>>();

function run(name: string, script: string): Promise<CheckResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm.command, [...npm.prefix, "run", "--silent", script], {
      cwd: root,
      // The checks write to a pipe: they colour their output as they would for where ours goes.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : { NO_COLOR: "1" }) },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so that stopping the run stops the tools the npm script started too.
      detached: true,
    });
    children.add(child);
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number | null, signal: string | null, extra = "") => {
      children.delete(child);
      const output = Buffer.concat(chunks).toString("utf8") + extra;
      resolve({ name, code, signal, durationMs: performance.now() - started, output });
    };
    child.on("error", (error) => finish(1, null, `\n${error.message}\n`));
    child.on("close", (code, signal) => finish(code, signal));
  });
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // The check had just ended.
      }
    }
    process.exit(code);
  });
}

console.log(`Running ${checks.map((check) => check.name).join(", ")} at once…\n`);
const results = await Promise.all(
  checks.map(async ({ name, script }) => {
    const result = await run(name, script);
    console.log(`${report(result)}\n`);
    return result;
  }),
);
console.log(summaryTable(results));
const failed = results.filter((result) => !passed(result));
if (failed.length > 0) {
  console.log(`\n${failed.length} of ${results.length} failed: ${failed.map((result) => result.name).join(", ")}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll ${results.length} passed.`);
}
