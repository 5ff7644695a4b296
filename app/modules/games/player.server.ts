import { createHmac, randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { db } from "#app/server/db.server.ts";
import { isUniqueViolation } from "#app/server/db-errors.server.ts";
import { env } from "#app/server/env.server.ts";
import { signedCookie } from "#app/server/signed-cookie.server.ts";
import { gamePlayers } from "#db/schema/games.ts";
import { nameKey } from "./board-name.ts";
import { unpredictable } from "./draws.server.ts";
import { generatedName } from "./generated-names.ts";
import { gameLimits } from "./limits.ts";
import { hitAddressLimit } from "./limits.server.ts";
import type { GameId, PlayerView } from "./protocol.ts";

/**
 * Who is playing: a row of `game_players`. A signed-in visitor's row is found by their user id, on any device;
 * an anonymous visitor's id is kept in a signed cookie (so nobody can claim another player's id). The name is
 * only ever the row's: chosen under the board's name rule, or generated.
 */
export type Player = {
  id: string;
  userId: string | null;
  name: string;
  nameChosen: boolean;
  privateName: string | null;
  nameLocked: boolean;
};

// The cookie once carried the chosen name too; only the id is read now, so an old cookie cannot bring a name back.
const CookieValue = z.object({ id: z.uuid() });
const playerCookie = signedCookie("__player", 60 * 60 * 24 * 365);
/**
 * The browser's own id, kept apart from the player's: a browser that starts a new player (after signing in, or
 * once its player expired) keeps it, so staff who take a person off the boards take that browser's new players
 * too. Clearing every cookie makes a new one; the two places per network still hold then.
 */
const browserCookie = signedCookie("__browser", 60 * 60 * 24 * 365);

const playerColumns = {
  id: gamePlayers.id,
  userId: gamePlayers.userId,
  name: gamePlayers.name,
  nameChosen: gamePlayers.nameChosen,
  privateName: gamePlayers.privateName,
  nameLocked: sql<boolean>`${gamePlayers.nameLockedAt} is not null`,
};

async function anonIdFrom(request: Request): Promise<string | null> {
  const parsed = CookieValue.safeParse(await playerCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data.id : null;
}

async function playerOfUser(userId: string): Promise<Player | null> {
  const [row] = await db().select(playerColumns).from(gamePlayers).where(eq(gamePlayers.userId, userId));
  return row ?? null;
}

/** The player of this request, or null for a visitor who has not played yet (or whose anonymous player expired). */
export async function readPlayer(request: Request, user: AuthUser | null): Promise<Player | null> {
  if (user) return playerOfUser(user.id);
  const anonId = await anonIdFrom(request);
  if (!anonId) return null;
  const [row] = await db()
    .select(playerColumns)
    .from(gamePlayers)
    .where(and(eq(gamePlayers.id, anonId), sql`${gamePlayers.userId} is null`));
  return row ?? null;
}

/** Tries before giving up on a free generated name; with 144,000 names a clash is rare even on a busy board. */
const NAME_TRIES = 8;

async function browserIdFrom(request: Request): Promise<string | null> {
  const parsed = z.uuid().safeParse(await browserCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

/**
 * A new player with a generated name: a signed-in visitor's (at most one per account, so two first games at once
 * make one row) or an anonymous one, whose id the cookie then carries.
 */
async function createPlayer(user: AuthUser | null, browserKey: string): Promise<Player> {
  for (let attempt = 1; ; attempt++) {
    const name = generatedName(unpredictable);
    try {
      const inserted = await db()
        .insert(gamePlayers)
        .values({ userId: user?.id ?? null, name, nameKey: nameKey(name), browserKey })
        .onConflictDoNothing({ target: gamePlayers.userId })
        .returning(playerColumns);
      if (inserted[0]) return inserted[0];
      // Another request made this account's player first.
      const existing = user ? await playerOfUser(user.id) : null;
      if (existing) return existing;
    } catch (error) {
      if (!isUniqueViolation(error, "game_players_name_key_unique") || attempt >= NAME_TRIES) throw error;
    }
  }
}

// last_seen_at keeps an anonymous player from expiring; once an hour is often enough to write it.
async function noteSeen(player: Player): Promise<void> {
  await db()
    .update(gamePlayers)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(gamePlayers.id, player.id), lt(gamePlayers.lastSeenAt, sql`now() - interval '1 hour'`)));
}

export type EnsuredPlayer =
  { ok: true; player: Player; setCookies: string[] } | { ok: false; message: string; retryAfterSeconds: number };

/**
 * The player of this request, created when there is none, with the cookies that carry an anonymous player's id
 * and the browser's. A new anonymous player counts against its network's limit first, so a refused request
 * leaves no row: a flood of new identities from one place stops at a classroom's worth an hour.
 */
export async function ensurePlayer(request: Request, user: AuthUser | null, clientIp: string): Promise<EnsuredPlayer> {
  const known = await readPlayer(request, user);
  if (known) {
    await noteSeen(known);
    return { ok: true, player: known, setCookies: [] };
  }
  if (!user) {
    const limit = await hitAddressLimit(gameLimits.newPlayer, clientIp);
    if (!limit.allowed) {
      return { ok: false, message: gameLimits.newPlayer.refusal, retryAfterSeconds: limit.retryAfterSeconds };
    }
  }
  const knownBrowser = await browserIdFrom(request);
  const browserKey = knownBrowser ?? randomUUID();
  const player = await createPlayer(user, browserKey);
  const setCookies = user ? [] : [await serializeAnonPlayer(player.id)];
  if (!knownBrowser) setCookies.push(await browserCookie().serialize(browserKey));
  return { ok: true, player, setCookies };
}

export function serializeAnonPlayer(anonId: string): Promise<string> {
  return playerCookie().serialize({ id: anonId });
}

export function playerView(player: Player | null, gameId: GameId): PlayerView {
  return {
    name: player?.name ?? null,
    nameChosen: player?.nameChosen ?? false,
    privateName: player?.privateName ?? null,
    nameLocked: player?.nameLocked ?? false,
    signedIn: player?.userId != null,
    boardTag: player ? boardTag(gameId, player.id) : null,
  };
}

/**
 * An opaque tag for a player's row on one game's board: keyed by the server's secret, so it neither reveals the
 * player's id nor can be forged, and different in every game, so it ties no rows of one player together.
 */
export function boardTag(gameId: GameId, playerId: string): string {
  return createHmac("sha256", env().SESSION_SECRET)
    .update(`board:${gameId}:${playerId}`)
    .digest("base64url")
    .slice(0, 16);
}
