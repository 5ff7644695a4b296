import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "#app/server/db-errors.server.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("telling an unreachable database from a bug", () => {
  it("knows the driver's and the server's connection failures, also when wrapped", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    // node-postgres names a closed connection in its message alone.
    const wrapped = new Error("Failed query: insert into ...", {
      cause: new Error("Connection terminated unexpectedly"),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("does not excuse a real error", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(withCode("Connection terminated by a trigger", "P0001"))).toBe(false);
  });
});
