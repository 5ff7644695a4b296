import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { boardBytes } from "#app/modules/games/board-bytes.server.ts";
import { boardStandings } from "#app/modules/games/boards.server.ts";
import type { ApiError, LeaderboardView, NameReply } from "#app/modules/games/protocol.ts";
import { action, loader } from "#app/routes/admin/fun-zone-boards.tsx";
import { changeFeedReady, startChangeFeed, stopChangeFeed } from "#app/server/change-feed.server.ts";
import { db } from "#app/server/db.server.ts";
import { adminAuditLog, gameBlockedNames, gameHolds, gameLeaderboard, gamePlayers } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, playLevel, signedInVisitor, type GameClient } from "../support/game-client.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aUser } from "../support/factories.ts";
import { testVisitor } from "../support/route-context.ts";

/** The member of staff who moderates, stored: the audit log names them. */
const officeStaff = { email: "office@example.com", fullName: "Office Staff", role: "staff" } as const;

const abacusBoard = "/admin/fun-zone?game=abacus";
const GENERATED = /^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/;

/** A moderation form of the Abacus board's page, as `staff` sends it. */
const moderate = (staff: AuthUser | null, fields: Record<string, string>) =>
  postAs(staff, action, "/admin/fun-zone", { game: "abacus", ...fields }) as Promise<Response>;

/** A game's boards as the public gets them: the stored bytes, which must change at once with each moderation. */
async function publicBoards(gameId: "abacus" | "coding" = "abacus") {
  const stored = await boardBytes(gameId);
  const view = JSON.parse(stored.variants.identity.body.toString()) as LeaderboardView;
  return { week: view.boards.week.map((entry) => entry.name), allTime: view.boards["all-time"].map((e) => e.name) };
}

async function contentVersion(): Promise<number> {
  const [row] = (await db().execute<{ version: number }>(sql`select version from content_version where id = 1`)).rows;
  return row?.version ?? 0;
}

async function threePlayers() {
  const names = ["Kabir", "Rohan", "Meera"];
  const clients: Record<string, GameClient> = {};
  for (const name of names) {
    const player = gameClient("abacus");
    await playLevel(player);
    await player.post({ intent: "name", name });
    clients[name] = player;
  }
  const rows = await db().select({ id: gamePlayers.id, name: gamePlayers.name }).from(gamePlayers);
  const idOf = (name: string) => String(rows.find((row) => row.name === name)?.id);
  return { idOf, clients };
}

describe("Fun Zone board moderation", () => {
  // As on the server: boards are kept as bytes while the change feed says they are unchanged.
  beforeAll(async () => {
    startChangeFeed();
    expect(await changeFeedReady()).toBe(true);
  });
  afterAll(stopChangeFeed);
  beforeEach(truncateAll);

  it("is for staff and admins only", async () => {
    await expect(loadAs(null, loader, abacusBoard)).rejects.toMatchObject({ status: 302 });
    await expect(loadAs(testVisitor, loader, abacusBoard)).rejects.toMatchObject({ status: 302 });
    await expect(moderate(testVisitor, { intent: "reset" })).rejects.toMatchObject({ init: { status: 403 } });
  });

  it("hides a person from every board, with new players from their browser, until staff show them again", async () => {
    const staff = await aUser(officeStaff);
    const { idOf, clients } = await threePlayers();
    const rohan = clients.Rohan as GameClient;
    // Rohan is on another game's boards too.
    const rohanCoding = gameClient("coding", { ip: rohan.ip });
    rohanCoding.cookie = rohan.cookie;
    await playLevel(rohanCoding);
    expect((await loadAs(staff, loader, abacusBoard)).entries.map((entry) => entry.name).sort()).toEqual([
      "Kabir",
      "Meera",
      "Rohan",
    ]);
    expect((await publicBoards()).week).toContain("Rohan");
    const versionBefore = await contentVersion();

    const hidden = await moderate(staff, { intent: "hide", id: idOf("Rohan") });
    expect(hidden.status).toBe(302);
    for (const board of [await publicBoards(), await publicBoards("coding")]) {
      expect(board.week).not.toContain("Rohan");
      expect(board.allTime).not.toContain("Rohan");
    }
    // The kept pages are drawn again: the Fun Zone page shows the boards too.
    expect(await contentVersion()).toBeGreaterThan(versionBefore);
    const seen = await loadAs(staff, loader, abacusBoard);
    expect(seen.entries.find((entry) => entry.name === "Rohan")).toMatchObject({ hidden: true });
    expect(seen.holds.map((hold) => hold.name)).toEqual(["Rohan"]);
    // Their own "My progress" keeps their scores but gives no place.
    expect((await boardStandings(idOf("Rohan"))).abacus).toMatchObject({
      week: { score: 50, rank: null },
      allTime: { score: 50, rank: null },
    });
    expect((await boardStandings(idOf("Kabir"))).abacus?.allTime?.rank).toBe(1);

    // A new identity from the same browser (the player cookie cleared) stays off the boards.
    const again = gameClient("abacus", { ip: rohan.ip });
    again.cookie = rohan.cookie;
    again.forget("__player");
    await playLevel(again);
    const reply = await again.post<NameReply>({ intent: "name", name: "Vihaan" });
    expect(reply.body.outcome).toBe("saved");
    expect((await publicBoards()).allTime).not.toContain("Vihaan");
    expect(await db().$count(gamePlayers)).toBe(4);

    await moderate(staff, { intent: "unhold", hold: String(seen.holds[0]?.id) });
    expect((await publicBoards()).allTime).toEqual(expect.arrayContaining(["Rohan", "Vihaan"]));
    expect(await db().$count(gameHolds)).toBe(0);

    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((entry) => [entry.action, entry.summary])).toEqual([
      ["hide", "Took Rohan off every Fun Zone board"],
      ["unhold", "Put Rohan back on the Fun Zone boards"],
    ]);
    expect(audit.every((entry) => entry.actorEmail === "office@example.com")).toBe(true);
  });

  it("hides a signed-in person on every device: the hold is on their account", async () => {
    const staff = await aUser(officeStaff);
    const user = await signedInVisitor("asha@example.com");
    const phone = gameClient("abacus", { user });
    await playLevel(phone);
    await phone.post({ intent: "name", name: "Asha" });
    await moderate(staff, { intent: "hide", id: (await db().select().from(gamePlayers))[0]?.id ?? "" });
    const laptop = gameClient("coding", { user });
    await playLevel(laptop);
    expect((await publicBoards("coding")).allTime).toEqual([]);
  });

  it("gives a player a made-up name they keep, and takes a first name off the list for everyone", async () => {
    const staff = await aUser(officeStaff);
    const { idOf, clients } = await threePlayers();
    await moderate(staff, { intent: "rename", id: idOf("Meera") });
    const afterRename = await publicBoards();
    expect(afterRename.allTime).not.toContain("Meera");
    expect(afterRename.allTime.filter((name) => GENERATED.test(name))).toHaveLength(1);
    // The player cannot take a name again.
    const meera = clients.Meera as GameClient;
    const refused = await meera.post<ApiError>({ intent: "name", name: "Meera" });
    expect(refused).toMatchObject({ status: 409, body: { error: "invalid_name" } });
    expect((await meera.state()).body.player).toMatchObject({ nameLocked: true });

    // Another Kabir with an initial: both lose the name when it comes off the list.
    const other = gameClient("abacus");
    await playLevel(other);
    await other.post({ intent: "name", name: "Kabir S" });
    expect((await loadAs(staff, loader, `${abacusBoard}&take-off=${idOf("Kabir")}`)).confirmTakeOff).toMatchObject({
      firstName: "Kabir",
    });
    const taken = await moderate(staff, { intent: "take-off", id: idOf("Kabir") });
    expect(taken.headers.get("Location")).toBe("/admin/fun-zone?game=abacus");
    const board = await publicBoards();
    expect(board.allTime.join(" ")).not.toContain("Kabir");
    expect(await db().select({ name: gameBlockedNames.name }).from(gameBlockedNames)).toEqual([{ name: "Kabir" }]);
    const copycat = await gameClient("abacus").post<ApiError>({ intent: "name", name: "KABIR p." });
    expect(copycat).toMatchObject({ status: 400, body: { error: "invalid_name" } });

    // A name nobody has yet can be taken off too; one not on the list cannot.
    await moderate(staff, { intent: "take-off-typed", firstName: "kiran" });
    await expect(moderate(staff, { intent: "take-off-typed", firstName: "Poopface" })).rejects.toMatchObject({
      init: { status: 400 },
    });

    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((entry) => entry.action)).toEqual(["rename", "take-off", "take-off-typed"]);
    expect(audit[1]?.summary).toBe("Took the first name Kabir off the board names (2 renamed)");

    const list = await loadAs(staff, loader, abacusBoard);
    expect(list.blocked.map((name) => name.name).sort()).toEqual(["Kabir", "Kiran"]);
    await moderate(staff, { intent: "unblock", key: list.blocked.find((name) => name.name === "Kabir")?.key ?? "" });
    expect((await gameClient().post<NameReply>({ intent: "name", name: "Kabir" })).body.outcome).toBe("saved");
  });

  it("clears a game's boards, keeping players' progress, after a confirmation step", async () => {
    const staff = await aUser(officeStaff);
    await threePlayers();
    expect((await loadAs(staff, loader, `${abacusBoard}&reset=1`)).confirmReset).toBe(true);
    const cleared = await moderate(staff, { intent: "reset", id: "board" });
    expect(cleared.status).toBe(302);
    expect(await publicBoards()).toEqual({ week: [], allTime: [] });
    expect(await db().$count(gameLeaderboard)).toBe(0);
    expect(await db().$count(gamePlayers)).toBe(3);
    const [entry] = await db().select().from(adminAuditLog);
    expect(entry?.summary).toBe("Cleared the Abacus Adventure boards (3 entries)");
  });

  it("refuses what no form sends, and says so when a player is already gone", async () => {
    const staff = await aUser(officeStaff);
    await expect(moderate(staff, { intent: "explode" })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(moderate(staff, { intent: "hide", id: "x" })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(moderate(staff, { intent: "hide", id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject(
      { init: { status: 404 } },
    );
    await expect(moderate(staff, { intent: "unblock", key: "nobody" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(await db().$count(adminAuditLog)).toBe(0);
    expect(await db().$count(gameHolds)).toBe(0);
  });
});
