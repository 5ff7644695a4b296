import { describe, expect, it } from "vitest";
import { DatabaseDeadline, withDeadline } from "#app/server/db-deadline.server.ts";
import { isDatabaseUnavailable } from "#app/server/db-errors.server.ts";

describe("a deadline on a database call", () => {
  it("passes an answer that comes in time through", async () => {
    await expect(withDeadline(Promise.resolve(7), 50, "a query")).resolves.toBe(7);
  });

  it("fails a call that says nothing, as the database being unreachable", async () => {
    const silent = new Promise<never>(() => {});
    const error = await withDeadline(silent, 20, "a query").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseDeadline);
    expect(String(error)).toContain("a query got no answer from the database within 20 ms");
    // Wrapped as Drizzle wraps the driver's errors, it still reads as an outage: forms are kept, pages fall back.
    expect(isDatabaseUnavailable({ message: "Failed query", cause: error })).toBe(true);
  });

  it("keeps the call's own error", async () => {
    await expect(withDeadline(Promise.reject(new Error("syntax")), 50, "a query")).rejects.toThrow("syntax");
  });
});
