import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./send.ts";

const of = (header?: string) =>
  preferredEncoding({ headers: header === undefined ? {} : { "accept-encoding": header } });

describe("the encoding a stored answer is sent in", () => {
  it("prefers brotli, then gzip, whatever order the browser lists them in", () => {
    expect(of("gzip, deflate, br, zstd")).toBe("br");
    expect(of("br, gzip")).toBe("br");
    expect(of("gzip, deflate")).toBe("gzip");
    expect(of("GZIP")).toBe("gzip");
  });

  it("honours a refusal (q=0) and a wildcard", () => {
    expect(of("br;q=0, gzip")).toBe("gzip");
    expect(of("*")).toBe("br");
    expect(of("*;q=0, gzip;q=0.5")).toBe("gzip");
    expect(of("identity")).toBeNull();
    expect(of("")).toBeNull();
    expect(of()).toBeNull();
  });

  it("answers the same for a value it has seen, and after more distinct values than it remembers", () => {
    for (let round = 0; round < 2; round++) {
      expect(of("br;q=0, gzip")).toBe("gzip");
      expect(of("gzip, deflate, br, zstd")).toBe("br");
    }
    for (let index = 0; index < 200; index++)
      expect(of(`x-${index}, gzip;q=${index % 2}`)).toBe(index % 2 ? "gzip" : null);
    expect(of("br;q=0, gzip")).toBe("gzip");
    expect(of("identity")).toBeNull();
  });
});
