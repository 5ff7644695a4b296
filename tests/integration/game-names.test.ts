import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiError, PlayerView } from "#app/modules/games/protocol.ts";
import { nameKey } from "#app/modules/games/board-name.ts";
import { signedCookie } from "#app/server/signed-cookie.server.ts";
import { db } from "#app/server/db.server.ts";
import { gameBlockedNames, gamePlayers } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, playLevel, signedInVisitor } from "../support/game-client.ts";

describe("names on the Fun Zone boards", () => {
  beforeEach(truncateAll);

  it("never shows a signed-in player's e-mail address or full name: they get a made-up name until they choose", async () => {
    const plain = await signedInVisitor("ben.kumar@example.com");
    const named = await signedInVisitor("asha@example.com", "Asha Rao Fuckface");
    const ben = gameClient("abacus", { user: plain });
    const asha = gameClient("abacus", { user: named });
    await playLevel(ben);
    await playLevel(asha);
    const names = (await ben.leaderboard()).body.entries.map((entry) => entry.name);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).not.toContain("@");
      expect(name).not.toMatch(/asha|rao|ben|kumar|fuck/i);
      expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    }
    expect((await ben.state()).body.player).toMatchObject({ signedIn: true, nameChosen: false });
  });

  it("lets a signed-in player choose a nickname, under the same rule, and keeps it on every device", async () => {
    const user = await signedInVisitor("riya@example.com", "Riya Sharma");
    const phone = gameClient("abacus", { user });
    await playLevel(phone);
    const rude = await phone.post<ApiError>({ intent: "name", name: "k y s" });
    expect(rude).toMatchObject({ status: 400, body: { error: "invalid_name" } });
    const chosen = await phone.post<PlayerView>({ intent: "name", name: "  Riya   Rocket " });
    expect(chosen.body).toMatchObject({ name: "Riya Rocket", nameChosen: true, signedIn: true });
    const laptop = gameClient("math", { user });
    expect((await laptop.state()).body.player).toMatchObject({ name: "Riya Rocket", nameChosen: true });
    expect((await phone.leaderboard()).body.entries[0]?.name).toBe("Riya Rocket");
  });

  it("refuses names that look like another player's: case, spacing and look-alike letters ignored", async () => {
    const zara = gameClient("abacus");
    expect((await zara.post<PlayerView>({ intent: "name", name: "Zara K" })).body.name).toBe("Zara K");
    for (const copy of ["zara k", "ZARA.K", "Ζara K" /* Greek capital zeta */, "Zаra K" /* Cyrillic а */]) {
      const other = gameClient("abacus");
      const refused = await other.post<ApiError>({ intent: "name", name: copy });
      expect(refused, copy).toMatchObject({ status: 400, body: { error: "invalid_name" } });
      expect(refused.body.message).toMatch(/already has that name/);
    }
    // The same player may send their own name again.
    expect((await zara.post<PlayerView>({ intent: "name", name: "zara k" })).status).toBe(200);
  });

  it("keeps a name once chosen: a kept old cookie cannot bring a changed name back", async () => {
    const player = gameClient("abacus");
    await player.post({ intent: "name", name: "Old Name" });
    const oldCookie = player.cookie;
    await player.post({ intent: "name", name: "New Name" });
    // The cookie carries only the player's id; the name is the server's.
    player.cookie = oldCookie;
    expect((await player.state()).body.player.name).toBe("New Name");
    // A cookie made the old way, with a name in it, is read for its id only.
    const [row] = await db().select().from(gamePlayers);
    const legacy = await signedCookie("__player", 60)().serialize({ id: row?.id, name: "fuck" });
    player.cookie = legacy.split(";")[0] ?? null;
    expect((await player.state()).body.player.name).toBe("New Name");
  });

  it("refuses a name the back office has blocked, in any spelling that looks the same", async () => {
    await db()
      .insert(gameBlockedNames)
      .values({ nameKey: nameKey("Poopy Pants"), name: "Poopy Pants" });
    const refused = await gameClient().post<ApiError>({ intent: "name", name: "POOPY-PANTS" });
    expect(refused).toMatchObject({ status: 400, body: { error: "invalid_name" } });
    expect(refused.body.message).toMatch(/can't go on the board/);
  });

  it("gives a new player a made-up name when they leave the name empty, and changes nothing after", async () => {
    const player = gameClient();
    const first = await player.post<PlayerView>({ intent: "name", name: "   " });
    expect(first.body).toMatchObject({ nameChosen: false, signedIn: false });
    expect(first.body.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    const again = await player.post<PlayerView>({ intent: "name", name: "" });
    expect(again.body.name).toBe(first.body.name);
    expect(await db().$count(gamePlayers)).toBe(1);
  });

  it("shows a new name on the board at once", async () => {
    const player = gameClient("abacus");
    await playLevel(player);
    await player.post({ intent: "name", name: "Quick Quokka" });
    expect((await player.leaderboard()).body.entries[0]?.name).toBe("Quick Quokka");
    const [row] = await db().select().from(gamePlayers).where(eq(gamePlayers.name, "Quick Quokka"));
    expect(row?.nameChosen).toBe(true);
  });
});
