import { createHmac, randomUUID } from "node:crypto";
import { z } from "zod";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { env } from "#app/server/env.server.ts";
import { signedCookie } from "#app/server/signed-cookie.server.ts";
import type { GameId, PlayerView } from "./protocol.ts";

/**
 * Who is playing. Signed-in players are their user id; anonymous players are a random id kept in a signed
 * cookie (so nobody can claim another player's id), together with the name they chose for the board.
 */
export type Player =
  { kind: "user"; userId: string; name: string } | { kind: "anon"; anonId: string; name: string | null };

const CookieValue = z.object({ id: z.uuid(), name: z.string().max(64).nullable() });

const playerCookie = signedCookie("__player", 60 * 60 * 24 * 365);

function userPlayer(user: AuthUser): Player {
  return { kind: "user", userId: user.id, name: user.fullName?.trim() || user.email };
}

/** The player of this request, or null for an anonymous visitor who has not played yet. */
export async function readPlayer(request: Request, user: AuthUser | null): Promise<Player | null> {
  if (user) return userPlayer(user);
  const parsed = CookieValue.safeParse(await playerCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? { kind: "anon", anonId: parsed.data.id, name: parsed.data.name } : null;
}

/** The player of this request, creating an anonymous id (and the cookie that carries it) when there is none. */
export async function ensurePlayer(
  request: Request,
  user: AuthUser | null,
): Promise<{ player: Player; setCookie: string | null }> {
  const player = await readPlayer(request, user);
  if (player) return { player, setCookie: null };
  const anon: Player = { kind: "anon", anonId: randomUUID(), name: null };
  return { player: anon, setCookie: await serializeAnonPlayer(anon.anonId, null) };
}

export function serializeAnonPlayer(anonId: string, name: string | null): Promise<string> {
  return playerCookie().serialize({ id: anonId, name });
}

export function playerView(player: Player | null, gameId: GameId): PlayerView {
  if (!player) return { name: null, signedIn: false, boardTag: null };
  return { name: player.name, signedIn: player.kind === "user", boardTag: boardTag(gameId, player) };
}

/** Who a board row belongs to, as the board's query returns it. */
export type BoardRowOwner = { userId: string | null; anonPlayerId: string | null };

/**
 * An opaque tag for a player's row on one game's board: keyed by the server's secret, so it neither reveals the
 * player's id nor can be forged, and different in every game, so it ties no rows of one player together.
 */
export function boardTag(gameId: GameId, player: Player | BoardRowOwner): string {
  const id =
    "kind" in player
      ? player.kind === "user"
        ? `user:${player.userId}`
        : `anon:${player.anonId}`
      : player.userId
        ? `user:${player.userId}`
        : `anon:${player.anonPlayerId ?? ""}`;
  return createHmac("sha256", env().SESSION_SECRET).update(`board:${gameId}:${id}`).digest("base64url").slice(0, 16);
}
