import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { boardBytes } from "#app/modules/games/board-bytes.server.ts";
import type { ApiError, LeaderboardView } from "#app/modules/games/protocol.ts";
import { action, loader } from "#app/routes/admin/fun-zone-boards.tsx";
import { changeFeedReady, startChangeFeed, stopChangeFeed } from "#app/server/change-feed.server.ts";
import { db } from "#app/server/db.server.ts";
import { adminAuditLog, gameBlockedNames, gameLeaderboard, gamePlayers } from "#db/schema.ts";
import { truncateAll } from "../support/db.ts";
import { gameClient, playLevel } from "../support/game-client.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aUser } from "../support/factories.ts";
import { testVisitor } from "../support/route-context.ts";

/** The member of staff who moderates, stored: the audit log names them. */
const officeStaff = { email: "office@example.com", fullName: "Office Staff", role: "staff" } as const;

const abacusBoard = "/admin/fun-zone?game=abacus";

/** A moderation form of the Abacus board's page, as `staff` sends it. */
const moderate = (staff: AuthUser | null, fields: Record<string, string>) =>
  postAs(staff, action, "/admin/fun-zone", { game: "abacus", ...fields }) as Promise<Response>;

/** The board as the public gets it: the stored bytes, which must change at once with each moderation. */
async function publicBoard(): Promise<string[]> {
  const stored = await boardBytes("abacus");
  const view = JSON.parse(stored.variants.identity.body.toString()) as LeaderboardView;
  return view.entries.map((entry) => entry.name);
}

async function threePlayers() {
  const names = ["Quick Quokka", "Rude Name", "Lazy Lion"];
  for (const name of names) {
    const player = gameClient("abacus");
    await playLevel(player);
    await player.post({ intent: "name", name });
  }
  const rows = await db()
    .select({ id: gameLeaderboard.id, name: gamePlayers.name, playerId: gamePlayers.id })
    .from(gameLeaderboard)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameLeaderboard.playerId));
  const idOf = (name: string) => String(rows.find((row) => row.name === name)?.id);
  return { rows, idOf };
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

  it("shows every entry, hides one and shows it again, each change on the public board at once and audited", async () => {
    const staff = await aUser(officeStaff);
    const { idOf } = await threePlayers();
    expect((await loadAs(staff, loader, abacusBoard)).entries.map((entry) => entry.name).sort()).toEqual([
      "Lazy Lion",
      "Quick Quokka",
      "Rude Name",
    ]);
    expect(await publicBoard()).toContain("Rude Name");

    const hidden = await moderate(staff, { intent: "hide", id: idOf("Rude Name") });
    expect(hidden.status).toBe(302);
    expect(await publicBoard()).not.toContain("Rude Name");
    const seen = await loadAs(staff, loader, abacusBoard);
    expect(seen.entries.find((entry) => entry.name === "Rude Name")).toMatchObject({ hidden: true });

    await moderate(staff, { intent: "show", id: idOf("Rude Name") });
    expect(await publicBoard()).toContain("Rude Name");

    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((entry) => [entry.action, entry.summary])).toEqual([
      ["hide", "Hidden from the board: Rude Name on Abacus Adventure"],
      ["show", "Shown on the board again: Rude Name on Abacus Adventure"],
    ]);
    expect(audit.every((entry) => entry.actorEmail === "office@example.com")).toBe(true);
  });

  it("gives an entry's player a made-up name, or blocks the name for good", async () => {
    const staff = await aUser(officeStaff);
    const { idOf } = await threePlayers();
    await moderate(staff, { intent: "rename", id: idOf("Lazy Lion") });
    const afterRename = await publicBoard();
    expect(afterRename).not.toContain("Lazy Lion");
    expect(afterRename.filter((name) => /^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/.test(name))).toHaveLength(1);

    const blocked = await moderate(staff, { intent: "block", id: idOf("Rude Name") });
    expect(blocked.headers.get("Location")).toBe("/admin/fun-zone?game=abacus");
    expect(await publicBoard()).not.toContain("Rude Name");
    expect(await db().select({ name: gameBlockedNames.name }).from(gameBlockedNames)).toEqual([{ name: "Rude Name" }]);
    // No one may take the blocked name, in any look-alike spelling.
    const copycat = await gameClient("abacus").post<ApiError>({ intent: "name", name: "RUDE name" });
    expect(copycat).toMatchObject({ status: 400, body: { error: "invalid_name" } });

    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((entry) => entry.action)).toEqual(["rename", "block"]);
    expect(audit[1]?.summary).toMatch(/^Blocked the name Rude Name; the player is now /);

    const list = await loadAs(staff, loader, abacusBoard);
    expect(list.blocked.map((name) => name.name)).toEqual(["Rude Name"]);
    await moderate(staff, { intent: "unblock", key: list.blocked[0]?.key ?? "" });
    expect(await db().$count(gameBlockedNames)).toBe(0);
  });

  it("clears a board, keeping players' progress, after a confirmation step", async () => {
    const staff = await aUser(officeStaff);
    await threePlayers();
    expect((await loadAs(staff, loader, `${abacusBoard}&reset=1`)).confirmReset).toBe(true);
    const cleared = await moderate(staff, { intent: "reset", id: "board" });
    expect(cleared.status).toBe(302);
    expect(await publicBoard()).toEqual([]);
    expect(await db().$count(gameLeaderboard)).toBe(0);
    expect(await db().$count(gamePlayers)).toBe(3);
    const [entry] = await db().select().from(adminAuditLog);
    expect(entry?.summary).toBe("Cleared the Abacus Adventure board (3 entries)");
  });

  it("refuses what no form sends, and says so when an entry is already gone", async () => {
    const staff = await aUser(officeStaff);
    await expect(moderate(staff, { intent: "explode" })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(moderate(staff, { intent: "hide", id: "x" })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(moderate(staff, { intent: "hide", id: "999" })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(moderate(staff, { intent: "unblock", key: "nobody" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(await db().$count(adminAuditLog)).toBe(0);
  });
});
