import { pino } from "pino";

/** One structured logger; secrets and passwords are redacted wherever they appear in a log object. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
  redact: {
    paths: ["password", "*.password", "passwordHash", "*.passwordHash", "req.headers.cookie", "token", "*.token"],
    censor: "[redacted]",
  },
});
