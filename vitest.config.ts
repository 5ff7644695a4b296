import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // Beside the module they test (as `format.test.ts` beside `format.ts`); the few that check several
          // modules together stay in tests/unit.
          include: ["{app,server,scripts}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          // One shared database: files run one after another, each cleaning what it uses.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Production app processes against real services: instances, outages, abuse (npm run test:faults).
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          testTimeout: 600_000,
          // Stopping the production start's services (PostgreSQL, storage) takes a while on a busy machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
