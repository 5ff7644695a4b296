import { describe, expect, it } from "vitest";
import { heading, lastLines, report, seconds, summaryTable, type CheckResult } from "./validate-report.ts";

const ok: CheckResult = {
  name: "lint",
  code: 0,
  durationMs: 12_345,
  output: "> lint\n\nfirst\nsecond\n\u001b[32mthird\u001b[39m\n\n\u001b[2m\u001b[22m\nfourth\nfifth\n\n",
};
const broken: CheckResult = {
  name: "typecheck",
  code: 2,
  durationMs: 61_080,
  output: "app/a.ts(1,1): error TS1: one\n\napp/b.ts(2,2): error TS2: two\n",
};

describe("npm run validate's report", () => {
  it("gives seconds to one decimal", () => {
    expect(seconds(0)).toBe("0.0");
    expect(seconds(1_949)).toBe("1.9");
    expect(seconds(61_080)).toBe("61.1");
  });

  it("heads each check with how it ended and how long it took", () => {
    expect(heading(ok)).toBe("=== lint: passed in 12.3 s ===");
    expect(heading(broken)).toBe("=== typecheck: failed (exit 2) in 61.1 s ===");
    expect(heading({ ...broken, code: null, signal: "SIGTERM" })).toBe("=== typecheck: failed (SIGTERM) in 61.1 s ===");
  });

  it("keeps the last non-empty lines, counting lines of colour codes alone as empty", () => {
    expect(lastLines(ok.output, 3)).toEqual(["\u001b[32mthird\u001b[39m", "fourth", "fifth"]);
    expect(lastLines("", 3)).toEqual([]);
    expect(lastLines("only\r\n", 3)).toEqual(["only"]);
  });

  it("shows a success briefly and a failure in full", () => {
    expect(report(ok, 2)).toBe("=== lint: passed in 12.3 s ===\nfourth\nfifth");
    expect(report(broken)).toBe(
      "=== typecheck: failed (exit 2) in 61.1 s ===\napp/a.ts(1,1): error TS1: one\n\napp/b.ts(2,2): error TS2: two",
    );
    expect(report({ ...broken, output: "" })).toBe("=== typecheck: failed (exit 2) in 61.1 s ===");
  });

  it("sums up every check in one aligned table, in the order run", () => {
    const quick: CheckResult = { name: "format:check", code: 0, durationMs: 3_000, output: "" };
    expect(summaryTable([broken, ok, quick]).split("\n")).toEqual([
      "task          result  seconds",
      "------------  ------  -------",
      "typecheck     FAILED     61.1",
      "lint          passed     12.3",
      "format:check  passed      3.0",
    ]);
  });
});
