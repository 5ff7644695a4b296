import { describe, expect, it } from "vitest";
import { clientAddress, TrustProxySetting, type TrustProxy } from "#app/server/client-address.ts";

const request = (socketAddress: string, headers: Record<string, string> = {}) => ({
  socketAddress,
  header: (name: string) => headers[name.toLowerCase()],
});

describe("whose request it is", () => {
  it("reads TRUST_PROXY as nothing, a number of proxies or Fly, and refuses true", () => {
    expect(TrustProxySetting.parse(undefined)).toEqual({ kind: "none" });
    expect(TrustProxySetting.parse("false")).toEqual({ kind: "none" });
    expect(TrustProxySetting.parse("1")).toEqual({ kind: "hops", hops: 1 });
    expect(TrustProxySetting.parse("fly")).toEqual({ kind: "fly" });
    const refused = TrustProxySetting.safeParse("true");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/the client writes itself/);
    expect(TrustProxySetting.safeParse("yes").success).toBe(false);
  });

  it("with no proxy trusted, believes no header", () => {
    const none: TrustProxy = { kind: "none" };
    expect(
      clientAddress(request("::ffff:198.51.100.7", { "x-forwarded-for": "1.2.3.4", "fly-client-ip": "5.6.7.8" }), none),
    ).toBe("198.51.100.7");
  });

  it("behind one proxy, takes the entry it appended, never the client's own left-most one", () => {
    const one: TrustProxy = { kind: "hops", hops: 1 };
    // The client forges an entry; the proxy appends the address it really came from.
    expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 203.0.113.9" }), one)).toBe("203.0.113.9");
    expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "203.0.113.9" }), one)).toBe("203.0.113.9");
    // Every forged value gives the same address: a per-address limit cannot be stepped round.
    const forged = ["9.9.9.9", "9.9.9.9, 8.8.8.8", "not an ip", ""].map((spoof) =>
      clientAddress(request("10.0.0.2", { "x-forwarded-for": `${spoof ? `${spoof}, ` : ""}203.0.113.9` }), one),
    );
    expect(new Set(forged)).toEqual(new Set(["203.0.113.9"]));
    // A header that is not an address falls back to the socket.
    expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "garbage" }), one)).toBe("10.0.0.2");
  });

  it("behind two proxies, counts two from the right", () => {
    const two: TrustProxy = { kind: "hops", hops: 2 };
    expect(clientAddress(request("10.0.0.3", { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" }), two)).toBe(
      "203.0.113.9",
    );
  });

  it("on Fly, believes Fly-Client-IP, which Fly's proxy sets, and not X-Forwarded-For", () => {
    const fly: TrustProxy = { kind: "fly" };
    expect(
      clientAddress(request("172.16.0.1", { "fly-client-ip": "203.0.113.9", "x-forwarded-for": "1.2.3.4" }), fly),
    ).toBe("203.0.113.9");
    expect(clientAddress(request("172.16.0.1", { "fly-client-ip": "nonsense" }), fly)).toBe("172.16.0.1");
  });
});
