import { AsyncLocalStorage } from "node:async_hooks";
import { pino } from "pino";

/** The request a log line is written for, so every line of one request carries its id. */
export const requestLogContext = new AsyncLocalStorage<{ requestId: string }>();

/** One structured logger; secrets and passwords are redacted wherever they appear in a log object. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
  mixin: () => {
    const request = requestLogContext.getStore();
    return request ? { requestId: request.requestId } : {};
  },
  redact: {
    paths: ["password", "*.password", "passwordHash", "*.passwordHash", "req.headers.cookie", "token", "*.token"],
    censor: "[redacted]",
  },
});
