import { describe, expect, it } from "vitest";
import {
  idlePhase,
  LAST_SEEN_EVERY_SECONDS,
  shouldPing,
  STAFF_IDLE_MINUTES,
  STAFF_IDLE_WARNING_MINUTES,
} from "#app/modules/accounts/staff-session.ts";

const minute = 60_000;
// The server may count idle time from up to a minute before the page's last call.
const serverSlack = LAST_SEEN_EVERY_SECONDS * 1000;

describe("the idle warning of a back-office page", () => {
  const lastCall = 1_000_000_000;

  it("stays quiet while the session is in use", () => {
    expect(idlePhase(lastCall, lastCall + 10 * minute)).toEqual({ phase: "in-use" });
  });

  it("warns in the last five minutes, counting down whole minutes", () => {
    const warnFrom = lastCall - serverSlack + (STAFF_IDLE_MINUTES - STAFF_IDLE_WARNING_MINUTES) * minute;
    expect(idlePhase(lastCall, warnFrom - 1)).toEqual({ phase: "in-use" });
    expect(idlePhase(lastCall, warnFrom + 1)).toEqual({ phase: "warning", minutesLeft: 5 });
    expect(idlePhase(lastCall, warnFrom + 4.5 * minute)).toEqual({ phase: "warning", minutesLeft: 1 });
  });

  it("says the session ended before the server could have ended it", () => {
    expect(idlePhase(lastCall, lastCall + STAFF_IDLE_MINUTES * minute - serverSlack)).toEqual({ phase: "ended" });
  });

  it("tells the server about typing only once in a while", () => {
    expect(shouldPing(lastCall, lastCall + 30_000)).toBe(false);
    expect(shouldPing(lastCall, lastCall + 2 * minute)).toBe(true);
  });
});
