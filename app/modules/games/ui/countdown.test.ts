import { describe, expect, it } from "vitest";
import { formatCountdown, isHurry, secondsLeftAt, spokenDuration } from "#app/modules/games/ui/countdown.ts";
import { defaultGameId, gameIdFromParam, gameTabHref, gameTabs } from "#app/modules/games/ui/game-tabs.ts";

describe("countdown", () => {
  it("counts whole seconds left, tolerating a late tick, and never below zero", () => {
    const endsAt = 60_000;
    expect(secondsLeftAt(endsAt, 0)).toBe(60);
    expect(secondsLeftAt(endsAt, 1_004)).toBe(59);
    expect(secondsLeftAt(endsAt, 59_200)).toBe(1);
    expect(secondsLeftAt(endsAt, 60_000)).toBe(0);
    expect(secondsLeftAt(endsAt, 75_000)).toBe(0);
  });

  it("shows minutes and seconds", () => {
    expect(formatCountdown(90)).toBe("1:30");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });

  it("says the time in words for screen readers", () => {
    expect(spokenDuration(60)).toBe("1 minute");
    expect(spokenDuration(75)).toBe("1 minute 15 seconds");
    expect(spokenDuration(1)).toBe("1 second");
    expect(spokenDuration(0)).toBe("0 seconds");
    expect(spokenDuration(130)).toBe("2 minutes 10 seconds");
  });

  it("hurries the player under 10 seconds", () => {
    expect(isHurry(10)).toBe(false);
    expect(isHurry(9)).toBe(true);
    expect(isHurry(0)).toBe(true);
  });
});

describe("game tabs", () => {
  it("has the five games in order, Math first", () => {
    expect(gameTabs.map((tab) => tab.label)).toEqual(["Math", "English", "Words", "Abacus", "Coding"]);
    expect(defaultGameId).toBe("math");
  });

  it("reads the game from the URL and falls back to Math", () => {
    expect(gameIdFromParam("english")).toBe("english");
    expect(gameIdFromParam("coding")).toBe("coding");
    expect(gameIdFromParam(null)).toBe("math");
    expect(gameIdFromParam("chess")).toBe("math");
    expect(gameIdFromParam("English")).toBe("math");
    expect(gameTabHref("abacus")).toBe("/fun-zone?game=abacus");
  });
});
