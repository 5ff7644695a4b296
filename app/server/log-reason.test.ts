import { describe, expect, it } from "vitest";
import { reasonOf } from "#app/server/logger.server.ts";

describe("a failure's reason in the log", () => {
  it("is a line of words for errors, their causes and codes, and JSON for anything else", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(reasonOf(refused)).toBe("connect ECONNREFUSED 127.0.0.1:5432 [ECONNREFUSED]");
    expect(reasonOf(new AggregateError([refused, new Error("another")], ""))).toBe(
      "connect ECONNREFUSED 127.0.0.1:5432 [ECONNREFUSED]",
    );
    expect(reasonOf(new Error("query failed", { cause: new Error("terminating connection") }))).toBe(
      "query failed (terminating connection)",
    );
    expect(reasonOf({ message: "pg-boss says no", severity: "FATAL" })).toBe(
      '{"message":"pg-boss says no","severity":"FATAL"}',
    );
    expect(reasonOf("plain words")).toBe("plain words");
    expect(reasonOf(undefined)).toBe("undefined");
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(reasonOf(circular)).toBe("object {self}");
  });
});
