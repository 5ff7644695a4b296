import { z } from "zod";
import { TrustProxySetting } from "./client-address.ts";

/** A retention period in whole months: at least one, at most ten years. */
const retentionMonths = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number of months" })
    .int("must be a whole number of months")
    .min(1, "must be at least 1 month")
    .max(120, "must be at most 120 months")
    .default(fallback);

/**
 * Every setting the app reads, validated once. Unset services get embedded local defaults from
 * scripts/start.ts before this module is loaded, so here they are required.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().positive().default(3000),
    SITE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: z.string().startsWith("postgres", "DATABASE_URL must be a postgres:// URL"),
    // The longest the app waits for the database on one call (and PostgreSQL's statement_timeout for its pool).
    DB_DEADLINE_MS: z.coerce.number().int().min(100).default(8000),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).default("skillsprouts"),
    S3_ACCESS_KEY_ID: z.string().min(1),
    S3_SECRET_ACCESS_KEY: z.string().min(1),
    S3_REGION: z.string().min(1).default("us-east-1"),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("SkillSprouts <hello@skillsprouts.in>"),
    MAIL_OUTBOX_DIR: z.string().default(".data/mail"),
    // Where the instance's worker processes share the last good copy of each public page and content read
    // (`npm start` sets it).
    LAST_GOOD_DIR: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_MODEL: z.string().default("gemini-2.5-flash"),
    GEMINI_BASE_URL: z.url().optional(),
    // How long personal data is kept before the nightly sweep deletes it; the privacy notice states these.
    RETENTION_LEADS_MONTHS: retentionMonths(24),
    RETENTION_CVS_MONTHS: retentionMonths(12),
    RETENTION_CHAT_GAPS_MONTHS: retentionMonths(6),
    // The proxies in front of the app that may say whose request it is (server/client-address.ts).
    TRUST_PROXY: TrustProxySetting,
    // Tests only: the Fun Zone draws questions from this seed instead of unpredictably (empty counts as unset).
    GAME_DRAW_SEED: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().max(200, "must be at most 200 characters").optional(),
    ),
  })
  .transform((env, ctx) => {
    const secret =
      env.SESSION_SECRET ?? (env.NODE_ENV === "production" ? undefined : "dev-only-session-secret-change-me");
    if (!secret || secret.length < 32) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "SESSION_SECRET must be set to a random string of at least 32 characters in production (e.g. `openssl rand -hex 32`).",
      });
      return z.NEVER;
    }
    if (!env.SITE_URL && env.NODE_ENV === "production") {
      // Canonical links, the sitemap, e-mail links and the brochures' QR codes would all point at localhost.
      ctx.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message: "SITE_URL must be set in production to the public address of the site, e.g. https://skillsprouts.in.",
      });
      return z.NEVER;
    }
    const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    return { ...env, SESSION_SECRET: secret, SITE_URL: siteUrl, isProduction: env.NODE_ENV === "production" };
  });

export type Env = z.output<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid configuration, the server cannot start:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment; read lazily so scripts can fill embedded defaults first. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
