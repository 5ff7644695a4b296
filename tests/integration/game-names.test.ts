import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiError, NameReply } from "#app/modules/games/protocol.ts";
import { nameKey } from "#app/modules/games/board-name.ts";
import { reviewBoardNames } from "#app/modules/games/names.server.ts";
import { signedCookie } from "#app/server/signed-cookie.server.ts";
import { db } from "#app/server/db.server.ts";
import { gameBlockedNames, gameLeaderboard, gamePlayers } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, playLevel, signedInVisitor } from "../support/game-client.ts";

const GENERATED = /^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/;

describe("names on the Fun Zone boards", () => {
  beforeEach(truncateAll);

  it("never shows a signed-in player's e-mail address or full name: they get a made-up name until they choose", async () => {
    const plain = await signedInVisitor("ben.kumar@example.com");
    const named = await signedInVisitor("asha@example.com", "Asha Rao Fuckface");
    const ben = gameClient("abacus", { user: plain });
    const asha = gameClient("abacus", { user: named });
    await playLevel(ben);
    await playLevel(asha);
    const names = (await ben.leaderboard()).body.boards["all-time"].map((entry) => entry.name);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).not.toContain("@");
      expect(name).not.toMatch(/asha|rao|ben|kumar|fuck/i);
      expect(name).toMatch(GENERATED);
    }
    expect((await ben.state()).body.player).toMatchObject({ signedIn: true, nameChosen: false });
  });

  it("puts a listed first name on the boards in the list's spelling, with one initial, on every device", async () => {
    const user = await signedInVisitor("riya@example.com", "Riya Sharma");
    const phone = gameClient("abacus", { user });
    await playLevel(phone);
    const rude = await phone.post<ApiError>({ intent: "name", name: "k y s" });
    expect(rude).toMatchObject({ status: 400, body: { error: "invalid_name" } });
    const chosen = await phone.post<NameReply>({ intent: "name", name: "  riya   s " });
    expect(chosen.body).toMatchObject({
      outcome: "saved",
      player: { name: "Riya S.", nameChosen: true, signedIn: true },
    });
    const laptop = gameClient("math", { user });
    expect((await laptop.state()).body.player).toMatchObject({ name: "Riya S.", nameChosen: true });
    expect((await phone.leaderboard()).body.boards["all-time"][0]?.name).toBe("Riya S.");
    expect((await phone.leaderboard()).body.boards.week[0]?.name).toBe("Riya S.");
    const devanagari = await phone.post<NameReply>({ intent: "name", name: "प्रिया" });
    expect(devanagari.body.player.name).toBe("प्रिया");
  });

  it("keeps a name that may not go on a board for the player alone, and offers three free board names", async () => {
    const player = gameClient("abacus");
    await playLevel(player);
    const [before] = await db().select().from(gamePlayers);
    for (const typed of ["Golu", "Cricket Star 7", "Masterji Fan"]) {
      const reply = await player.post<NameReply | ApiError>({ intent: "name", name: typed });
      if (typed === "Masterji Fan") {
        // Staff-like: refused outright, not even kept.
        expect(reply).toMatchObject({ status: 400, body: { error: "invalid_name" } });
        continue;
      }
      expect(reply.status).toBe(200);
      const named = reply.body as NameReply;
      expect(named.outcome).toBe("kept-private");
      expect(named.player).toMatchObject({ name: before?.name, privateName: typed, nameChosen: false });
      expect(named.suggestions).toHaveLength(3);
      for (const suggestion of named.suggestions) expect(suggestion).toMatch(GENERATED);
    }
    // The board never shows what was typed.
    expect((await player.leaderboard()).body.boards["all-time"][0]?.name).toBe(before?.name);
    // Picking a suggestion puts it on the board, and the private name stays the player's.
    const golu = (await player.post<NameReply>({ intent: "name", name: "Golu" })).body;
    const picked = await player.post<NameReply>({ intent: "name", name: golu.suggestions[0] });
    expect(picked.body).toMatchObject({ outcome: "saved", player: { name: golu.suggestions[0], privateName: "Golu" } });
    expect((await player.leaderboard()).body.boards["all-time"][0]?.name).toBe(golu.suggestions[0]);
  });

  it("suggests the first name with the next word's initial when a full name is typed", async () => {
    const reply = await gameClient().post<NameReply>({ intent: "name", name: "Priya Sharma" });
    expect(reply.body.outcome).toBe("kept-private");
    expect(reply.body.suggestions[0]).toBe("Priya S.");
    expect(reply.body.suggestions).toHaveLength(3);
  });

  it("refuses names that look like another player's: case, spacing and look-alike letters ignored", async () => {
    const zara = gameClient("abacus");
    expect((await zara.post<NameReply>({ intent: "name", name: "Zara K" })).body.player.name).toBe("Zara K.");
    for (const copy of ["zara k", "ZARA K.", "zara  k."]) {
      const other = gameClient("abacus");
      const refused = await other.post<ApiError>({ intent: "name", name: copy });
      expect(refused, copy).toMatchObject({ status: 409, body: { error: "invalid_name" } });
      expect(refused.body.message).toMatch(/already has that name/);
      expect(refused.body.suggestions).toHaveLength(3);
    }
    // Look-alike letters from other scripts are not a name on the list at all: kept private, never shown.
    const other = gameClient("abacus");
    const lookalike = await other.post<NameReply>({ intent: "name", name: "Zаra" /* Cyrillic а */ });
    expect(lookalike.body.outcome).toBe("kept-private");
    // The same player may send their own name again.
    expect((await zara.post<NameReply>({ intent: "name", name: "zara k" })).status).toBe(200);
  });

  it("keeps a name once chosen: a kept old cookie cannot bring a changed name back", async () => {
    const player = gameClient("abacus");
    await player.post({ intent: "name", name: "Kabir" });
    const oldCookie = player.cookie;
    await player.post({ intent: "name", name: "Meera" });
    // The cookie carries only the player's id; the name is the server's.
    player.cookie = oldCookie;
    expect((await player.state()).body.player.name).toBe("Meera");
    // A cookie made the old way, with a name in it, is read for its id only.
    const [row] = await db().select().from(gamePlayers);
    const legacy = await signedCookie("__player", 60)().serialize({ id: row?.id, name: "fuck" });
    player.cookie = legacy.split(";")[0] ?? null;
    expect((await player.state()).body.player.name).toBe("Meera");
  });

  it("refuses a first name staff took off the list, with or without an initial", async () => {
    await db()
      .insert(gameBlockedNames)
      .values({ nameKey: nameKey("Kiran"), name: "Kiran" });
    for (const typed of ["KIRAN", "kiran p"]) {
      const refused = await gameClient().post<ApiError>({ intent: "name", name: typed });
      expect(refused).toMatchObject({ status: 400, body: { error: "invalid_name" } });
      expect(refused.body.message).toMatch(/can't go on the board/);
    }
    expect(await db().$count(gamePlayers)).toBe(0);
  });

  it("gives a new player a made-up name when they leave the name empty, and changes nothing after", async () => {
    const player = gameClient();
    const first = await player.post<NameReply>({ intent: "name", name: "   " });
    expect(first.body).toMatchObject({ outcome: "kept", player: { nameChosen: false, signedIn: false } });
    expect(first.body.player.name).toMatch(GENERATED);
    const again = await player.post<NameReply>({ intent: "name", name: "" });
    expect(again.body.player.name).toBe(first.body.player.name);
    expect(await db().$count(gamePlayers)).toBe(1);
  });

  it("shows a new name on the board at once", async () => {
    const player = gameClient("abacus");
    await playLevel(player);
    await player.post({ intent: "name", name: "Ishaan" });
    expect((await player.leaderboard()).body.boards["all-time"][0]?.name).toBe("Ishaan");
    const [row] = await db().select().from(gamePlayers).where(eq(gamePlayers.name, "Ishaan"));
    expect(row).toMatchObject({ nameChosen: true, givenNameKey: nameKey("Ishaan") });
  });

  it("counts only saved names against the rename limit: five refusals leave every rename", async () => {
    const player = gameClient();
    for (const typed of ["fuck", "insta riya_07", "Headmaster", "9876543210", "Miss Priya"]) {
      const refused = await player.post<ApiError>({ intent: "name", name: typed });
      expect(refused.status, typed).toBe(400);
    }
    const names = ["Aarav", "Diya", "Kabir", "Meera", "Rohan"];
    for (const name of names) expect((await player.post({ intent: "name", name })).status, name).toBe(200);
    const sixth = await player.post<ApiError>({ intent: "name", name: "Zoya" });
    expect(sixth).toMatchObject({ status: 429, body: { error: "rate_limited" } });
  });

  it("puts names chosen before the list under it: a listed first name stays, anything else becomes private", async () => {
    const rows = await db()
      .insert(gamePlayers)
      .values([
        { name: "priya k", nameKey: nameKey("priya k"), nameChosen: true },
        { name: "Math Whiz", nameKey: nameKey("Math Whiz"), nameChosen: true },
        { name: "Chutiya", nameKey: nameKey("Chutiya"), nameChosen: true },
        { name: "Clever Otter 42", nameKey: nameKey("Clever Otter 42") },
      ])
      .returning();
    await db()
      .insert(gameLeaderboard)
      .values(
        rows.map((row, i) => ({ gameId: "math" as const, playerId: row.id, score: 50 - i, networkKey: `n${i}` })),
      );
    // Until the review runs, the boards show none of the old names.
    const shown = (await gameClient().leaderboard()).body.boards["all-time"].map((entry) => entry.name);
    expect(shown).not.toContain("Math Whiz");
    expect(shown).not.toContain("Chutiya");

    expect(await reviewBoardNames(db())).toBe(3);
    const after = new Map((await db().select().from(gamePlayers)).map((row) => [row.id, row]));
    expect(after.get(rows[0]?.id ?? "")).toMatchObject({ name: "Priya K.", givenNameKey: nameKey("Priya") });
    expect(after.get(rows[1]?.id ?? "")).toMatchObject({ privateName: "Math Whiz", nameChosen: false });
    expect(after.get(rows[1]?.id ?? "")?.name).toMatch(GENERATED);
    expect(after.get(rows[2]?.id ?? "")).toMatchObject({ privateName: null });
    expect(after.get(rows[2]?.id ?? "")?.name).toMatch(GENERATED);
    expect(after.get(rows[3]?.id ?? "")?.name).toBe("Clever Otter 42");
    // Once done, there is nothing left to review.
    expect(await reviewBoardNames(db())).toBe(0);
  });
});
