/**
 * Errors that mean "the database cannot be reached right now" (it restarts, fails over, or the network
 * between us blinks), as opposed to a bug or bad data. The pool opens new connections by itself once the database is
 * back, so such a failure is answered with 503 and "try again in a minute", never with a 500.
 */
const UNREACHABLE_CODES = new Set([
  // Node's socket errors.
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // Ours: no answer within the deadline (db-deadline.server.ts).
  "DB_DEADLINE",
  // PostgreSQL: the server shuts down or is not yet ready, and SQLSTATE class 08 (connection exceptions).
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/**
 * node-postgres reports a connection that closed, or could not be opened in time, with an error that has a
 * message and no code.
 */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as its `cause`; the job queue reports plain objects with a code.
  for (let current = error, depth = 0; typeof current === "object" && current !== null && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (code === undefined && typeof message === "string" && UNREACHABLE_MESSAGES.some((known) => known.test(message)))
      return true;
    current = cause;
  }
  return false;
}

/** Whether the database refused a row because another already holds its unique value (in `constraint`, if named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; typeof current === "object" && current !== null && depth < 5; depth++) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}
