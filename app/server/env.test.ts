import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/server/env.server.ts";

const base = {
  DATABASE_URL: "postgres://u:p@db.internal:5432/app",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("environment validation", () => {
  it("stops a production start without SESSION_SECRET with a clear message", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production" })).toThrow(/SESSION_SECRET must be set/);
  });

  it("stops a production start without SITE_URL, which links, the sitemap and the QR codes use", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) })).toThrow(
      /SITE_URL must be set in production/,
    );
    expect(parseEnv({ ...base, NODE_ENV: "development" }).SITE_URL).toBe("http://localhost:3000");
  });

  it("refuses a short production secret", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("accepts a complete production configuration and derives the site URL", () => {
    const env = parseEnv({
      ...base,
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SITE_URL: "https://skillsprouts.in/",
    });
    expect(env.SITE_URL).toBe("https://skillsprouts.in");
    expect(env.isProduction).toBe(true);
  });

  it("names a missing database URL", () => {
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" })).toThrow(/DATABASE_URL/);
  });

  it("keeps personal data for the default retention periods unless told otherwise", () => {
    const env = parseEnv(base);
    expect([env.RETENTION_LEADS_MONTHS, env.RETENTION_CVS_MONTHS, env.RETENTION_CHAT_GAPS_MONTHS]).toEqual([24, 12, 6]);
    const custom = parseEnv({ ...base, RETENTION_LEADS_MONTHS: "36", RETENTION_CHAT_GAPS_MONTHS: "3" });
    expect([custom.RETENTION_LEADS_MONTHS, custom.RETENTION_CHAT_GAPS_MONTHS]).toEqual([36, 3]);
  });

  it("names a retention period that is not a sensible number of months", () => {
    expect(() => parseEnv({ ...base, RETENTION_CVS_MONTHS: "0" })).toThrow(
      /RETENTION_CVS_MONTHS: must be at least 1 month/,
    );
    expect(() => parseEnv({ ...base, RETENTION_LEADS_MONTHS: "two years" })).toThrow(/RETENTION_LEADS_MONTHS/);
    expect(() => parseEnv({ ...base, RETENTION_CHAT_GAPS_MONTHS: "1.5" })).toThrow(/whole number of months/);
  });

  it("draws game questions unpredictably unless a test sets a seed", () => {
    expect(parseEnv(base).GAME_DRAW_SEED).toBeUndefined();
    expect(parseEnv({ ...base, GAME_DRAW_SEED: "" }).GAME_DRAW_SEED).toBeUndefined();
    expect(parseEnv({ ...base, GAME_DRAW_SEED: "fun-zone-e2e" }).GAME_DRAW_SEED).toBe("fun-zone-e2e");
    expect(() => parseEnv({ ...base, GAME_DRAW_SEED: "x".repeat(201) })).toThrow(
      /GAME_DRAW_SEED: must be at most 200 characters/,
    );
  });
});
