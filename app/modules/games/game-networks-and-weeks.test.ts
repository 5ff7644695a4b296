import { describe, expect, it } from "vitest";
import { networkOf } from "#app/modules/games/network.server.ts";
import { indiaWeekStart } from "#app/modules/games/week.ts";

describe("the network a player comes from", () => {
  it("is the IPv4 address itself, mapped or not", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, however the address is written", () => {
    const network = "2001:db8:1:2::/64";
    expect(networkOf("2001:db8:1:2::1")).toBe(network);
    expect(networkOf("2001:0db8:0001:0002:ffff:1:2:3")).toBe(network);
    expect(networkOf("2001:db8:1:2:a::")).toBe(network);
    expect(networkOf("2001:db8:1:3::1")).not.toBe(network);
  });

  it("is whatever an unreadable address says, so it is never lumped in with others", () => {
    expect(networkOf("unknown")).toBe("unknown");
  });
});

describe("the weekly board's week", () => {
  it("starts on Monday in India, whatever the server's clock says", () => {
    // Sunday 23:59 in India is still last week; Monday 00:00 in India is Sunday 18:30 UTC.
    expect(indiaWeekStart(new Date("2026-11-29T18:29:00Z"))).toBe("2026-11-23");
    expect(indiaWeekStart(new Date("2026-11-29T18:30:00Z"))).toBe("2026-11-30");
    expect(indiaWeekStart(new Date("2026-12-02T10:00:00Z"))).toBe("2026-11-30");
    expect(indiaWeekStart(new Date("2027-01-01T00:00:00Z"))).toBe("2026-12-28");
  });
});
