import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { db, type Executor } from "#app/server/db.server.ts";
import { isUniqueViolation } from "#app/server/db-errors.server.ts";
import type { ScheduledJob } from "#app/server/jobs.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { gameBlockedNames, gamePlayers } from "#db/schema/games.ts";
import { cleanName, decideBoardName, nameKey, nameRefusalMessages, type NameRefusal } from "./board-name.ts";
import { unpredictable } from "./draws.server.ts";
import { generatedName } from "./generated-names.ts";
import { gameLimits } from "./limits.ts";
import { countGameLimit, peekGameLimit } from "./limits.server.ts";
import { ensurePlayer, readPlayer, type Player } from "./player.server.ts";
import { listedFirstName, listedNames } from "./public-name.ts";

/*
 * A child names themselves (the name dialog, or "My progress"). The name rule (`decideBoardName`) says whether
 * the name may go on the boards, be kept for the child alone, or is refused; here the database has its say:
 * names staff took off the list, and names someone else has. A refused name writes nothing (not even a new
 * player) and, like a taken one, does not count against the rename limit: only a saved name does.
 */

export type NamingOutcome =
  | { kind: "saved" | "kept-private" | "kept"; player: Player; setCookies: string[]; suggestions: string[] }
  | { kind: "refused"; status: 400 | 409; message: string; suggestions: string[] }
  | { kind: "limited"; message: string; retryAfterSeconds: number };

export const nameLockedMessage = "The Fun Zone team picked your board name for you, so it stays as it is.";

const SUGGESTIONS = 3;

async function isBlocked(givenKey: string): Promise<boolean> {
  const [row] = await db()
    .select({ key: gameBlockedNames.nameKey })
    .from(gameBlockedNames)
    .where(eq(gameBlockedNames.nameKey, givenKey));
  return row !== undefined;
}

/** The player who has a name that looks like this one, if any. */
async function holderOf(key: string): Promise<string | undefined> {
  const [row] = await db().select({ id: gamePlayers.id }).from(gamePlayers).where(eq(gamePlayers.nameKey, key));
  return row?.id;
}

/**
 * Board names free to take, for a child whose name was not saved: their first name with the first letter of
 * the next word they typed ("Priya Sharma" suggests "Priya S."), if the list has it, then generated ones.
 */
export async function boardNameSuggestions(typed: string, count = SUGGESTIONS): Promise<string[]> {
  const [word, next] = cleanName(typed).split(" ");
  const firstName = word ? listedFirstName(word) : undefined;
  const initial = next?.match(/^[a-z]/i)?.[0];
  const candidates: string[] = [];
  const withInitial = firstName && initial ? decideBoardName(`${firstName} ${initial}`) : undefined;
  if (withInitial?.kind === "public" && !(withInitial.givenKey && (await isBlocked(withInitial.givenKey)))) {
    candidates.push(withInitial.name);
  }
  while (candidates.length < count * 3) candidates.push(generatedName(unpredictable));
  const keys = candidates.map(nameKey);
  const taken = new Set(
    (await db().select({ key: gamePlayers.nameKey }).from(gamePlayers).where(inArray(gamePlayers.nameKey, keys))).map(
      (row) => row.key,
    ),
  );
  const free = new Map<string, string>();
  for (const candidate of candidates) {
    const key = nameKey(candidate);
    if (!taken.has(key) && !free.has(key)) free.set(key, candidate);
  }
  return [...free.values()].slice(0, count);
}

async function refusal(reason: NameRefusal | "locked", typed: string): Promise<NamingOutcome> {
  const message = reason === "locked" ? nameLockedMessage : nameRefusalMessages[reason];
  const status = reason === "taken" || reason === "locked" ? 409 : 400;
  return {
    kind: "refused",
    status,
    message,
    suggestions: reason === "locked" ? [] : await boardNameSuggestions(typed),
  };
}

type Naming = { request: Request; user: AuthUser | null; clientIp: string; typed: string };

/** Names the request's player (making them a player first if need be) with what they typed. */
export async function nameThePlayer({ request, user, clientIp, typed }: Naming): Promise<NamingOutcome> {
  if (typed.trim() === "") {
    // An empty name keeps the one the player has (a generated one for a new player).
    const ensured = await ensurePlayer(request, user, clientIp);
    if (!ensured.ok) return { kind: "limited", ...ensured };
    return { kind: "kept", player: ensured.player, setCookies: ensured.setCookies, suggestions: [] };
  }
  const decision = decideBoardName(typed);
  if (decision.kind === "refused") return refusal(decision.reason, typed);
  const known = await readPlayer(request, user);
  if (known?.nameLocked) return refusal("locked", typed);
  const limit = await peekGameLimit(gameLimits.rename, known?.id ?? null, clientIp);
  if (!limit.allowed) {
    return { kind: "limited", message: gameLimits.rename.refusal, retryAfterSeconds: limit.retryAfterSeconds };
  }
  if (decision.kind === "public") {
    if (decision.givenKey && (await isBlocked(decision.givenKey))) return refusal("blocked", typed);
    const holder = await holderOf(decision.key);
    if (holder && holder !== known?.id) return refusal("taken", typed);
  }

  const ensured = await ensurePlayer(request, user, clientIp);
  if (!ensured.ok) return { kind: "limited", ...ensured };
  const { player, setCookies } = ensured;
  if (decision.kind === "private") {
    await db().update(gamePlayers).set({ privateName: decision.name }).where(eq(gamePlayers.id, player.id));
    return {
      kind: "kept-private",
      player: { ...player, privateName: decision.name },
      setCookies,
      suggestions: await boardNameSuggestions(typed),
    };
  }
  // A first name of their own replaces a private name; a generated name picked from the suggestions keeps it.
  const privateName = decision.givenKey ? null : player.privateName;
  try {
    const [saved] = await db()
      .update(gamePlayers)
      .set({
        name: decision.name,
        nameKey: decision.key,
        givenNameKey: decision.givenKey,
        nameChosen: true,
        privateName,
      })
      .where(and(eq(gamePlayers.id, player.id), isNull(gamePlayers.nameLockedAt)))
      .returning({ id: gamePlayers.id });
    if (!saved) return refusal("locked", typed);
  } catch (error) {
    if (isUniqueViolation(error, "game_players_name_key_unique")) return refusal("taken", typed);
    throw error;
  }
  await countGameLimit(gameLimits.rename, player.id, clientIp);
  return {
    kind: "saved",
    player: { ...player, name: decision.name, nameChosen: true, privateName },
    setCookies,
    suggestions: [],
  };
}

const NAME_TRIES = 8;

/**
 * Replaces a player's name with a fresh generated one: for staff (who may lock it, so the player keeps it), for
 * a first name taken off the list, and for a name kept from before the allow-list. Each try is its own
 * transaction, or a savepoint inside the caller's, so a name that is taken costs only that try.
 */
export async function giveGeneratedName(
  executor: Executor,
  playerId: string,
  { lock = false, keepPrivately }: { lock?: boolean; keepPrivately?: string } = {},
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = generatedName(unpredictable);
    try {
      await executor.transaction((step) =>
        step
          .update(gamePlayers)
          .set({
            name,
            nameKey: nameKey(name),
            givenNameKey: null,
            nameChosen: false,
            ...(lock ? { nameLockedAt: sql`now()` } : {}),
            ...(keepPrivately === undefined ? {} : { privateName: keepPrivately }),
          })
          .where(eq(gamePlayers.id, playerId)),
      );
      return name;
    } catch (error) {
      if (!isUniqueViolation(error, "game_players_name_key_unique") || attempt >= NAME_TRIES) throw error;
    }
  }
}

/** How many names the review takes at a time. */
const REVIEW_BATCH = 200;
/** What the generator writes: a friendly word, an animal and a two-digit number. */
const GENERATED_SHAPE = "^[A-Z][a-z]+ [A-Z][a-z]+ [1-9][0-9]$";
/** The first-name keys of every listed name, as players' rows keep them. */
const listedFirstNameKeys = () => JSON.stringify([...listedNames().values()].map(nameKey));

/**
 * Names that are not under the allow-list as it is now, put under it: names chosen before the list
 * (no first-name key, and not a generated one), and first names the list no longer holds. A listed first name
 * (with an initial) stays, in the list's spelling; anything else becomes the child's private name and the boards
 * show a generated one (a name the rule refuses outright is not kept at all). Once done the review finds none,
 * and the boards never show such a name meanwhile (`shownName`).
 */
export async function reviewBoardNames(executor: Executor): Promise<number> {
  const listed = listedFirstNameKeys();
  let reviewed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const due = await executor
      .select({ id: gamePlayers.id, name: gamePlayers.name })
      .from(gamePlayers)
      .where(
        and(
          sql`${gamePlayers.id} > ${after}`,
          or(
            and(isNull(gamePlayers.givenNameKey), sql`${gamePlayers.name} !~ ${GENERATED_SHAPE}`),
            sql`${gamePlayers.givenNameKey} not in (select jsonb_array_elements_text(${listed}::jsonb))`,
          ),
        ),
      )
      .orderBy(gamePlayers.id)
      .limit(REVIEW_BATCH);
    for (const player of due) await reviewOne(executor, player);
    reviewed += due.length;
    const last = due.at(-1);
    if (!last || due.length < REVIEW_BATCH) return reviewed;
    after = last.id;
  }
}

async function reviewOne(executor: Executor, player: { id: string; name: string }): Promise<void> {
  const decision = decideBoardName(player.name);
  if (decision.kind === "public") {
    try {
      await executor.transaction((step) =>
        step
          .update(gamePlayers)
          .set({ name: decision.name, nameKey: decision.key, givenNameKey: decision.givenKey })
          .where(eq(gamePlayers.id, player.id)),
      );
      return;
    } catch (error) {
      if (!isUniqueViolation(error, "game_players_name_key_unique")) throw error;
    }
  }
  await giveGeneratedName(executor, player.id, {
    keepPrivately: decision.kind === "private" ? decision.name : undefined,
  });
}

/**
 * The review in the background, every night on one instance, never on the way to serving, so a start does not wait
 * for it whatever the players' number. Until it has run, the boards show a stand-in for a name it would change
 * (`shownName`), so only the player themselves still sees their old name.
 */
export const boardNamesReviewJob: ScheduledJob = {
  name: "board-names-review",
  cron: "45 2 * * *",
  async run() {
    const reviewed = await reviewBoardNames(db());
    if (reviewed > 0) logger.info({ reviewed }, "Fun Zone board names put under the first-name list");
  },
};
