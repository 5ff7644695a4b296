import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_GAME_DRAW_SEED } from "./tests/support/game-draws.ts";

// The config is evaluated again in every worker; the environment carries one data dir to all of them.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "skillsprouts-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: "retain-on-failure", launchOptions, contextOptions: { reducedMotion: "reduce" } },
  // Every test runs in both projects unless tagged: "@js" only with JavaScript on, "@no-js" only with it off.
  projects: [
    { name: "js", grepInvert: /@no-js\b/, use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "no-js",
      grepInvert: /@js\b/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
    },
  ],
  webServer: {
    // The production build, started exactly as `npm start` starts it, on fresh embedded services.
    command: "node scripts/start.js",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "e2e-admin-password",
      GAME_DRAW_SEED: E2E_GAME_DRAW_SEED,
      // As behind one load balancer: each test's browser says its own address (tests/support/e2e.ts), so the
      // per-address limits count the tests' visitors one by one, as they count parents in production.
      TRUST_PROXY: "1",
    },
  },
});
