import { describe, expect, it } from "vitest";
import { preferredEncoding } from "../../server/encoding.ts";

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
});
