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

/**
 * An expected failure (a database outage, say) in one line for the log, without a stack: an Error's message (and
 * its cause's, or an AggregateError's first), else the value as JSON; never "[object Object]".
 */
export function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    const cause = error.cause === undefined ? "" : ` (${reasonOf(error.cause)})`;
    return `${error.message || error.name}${typeof code === "string" ? ` [${code}]` : ""}${cause}`;
  }
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    // Not JSON (it refers to itself): at least what it holds.
    return typeof error === "object" && error !== null ? `object {${Object.keys(error).join(", ")}}` : String(error);
  }
}
