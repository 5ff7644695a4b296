import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import type { AnswerResult, AttemptView, GameState, LeaderboardView } from "#app/modules/games/protocol.ts";
import { action, loader } from "#app/routes/resources/game-api.ts";
import { loader as leaderboardLoader } from "#app/routes/resources/game-leaderboard.ts";
import { db } from "#app/server/db.server.ts";
import { gameAttempts, users } from "#db/schema.ts";
import { routeContext } from "./route-context.ts";

export type Reply<T> = { status: number; body: T; cookie: string | null; headers: Headers };

/** Each client comes from a network of its own unless a test names one: children at home, not one school. */
let nextAddress = 0;
const ownAddress = () => {
  nextAddress++;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

/** Resource-route results come back as `data()` objects (or thrown); this reads them like an HTTP reply. */
async function settle<T>(run: () => Promise<unknown>): Promise<Reply<T>> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  const value = result as { data: T; init?: { status?: number; headers?: HeadersInit } | null };
  const headers = new Headers(value.init?.headers);
  const setCookies = headers.getSetCookie().map((header) => header.split(";")[0] ?? "");
  return {
    status: value.init?.status ?? 200,
    body: value.data,
    cookie: setCookies.length > 0 ? setCookies.join("; ") : null,
    headers,
  };
}

/**
 * A player of one game, talking to the game API's loader and action as the browser does: it keeps the cookies it
 * is given (the player's and the browser's), and can be signed in or come from a given client address.
 */
export function gameClient(
  gameId = "math",
  { user = null, ip = ownAddress() }: { user?: AuthUser | null; ip?: string } = {},
) {
  const jar = new Map<string, string>();
  const cookieHeader = () => (jar.size === 0 ? null : [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
  const keep = (pairs: string | null) => {
    for (const pair of pairs?.split(/;\s*/) ?? []) {
      const at = pair.indexOf("=");
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const request = (method: "GET" | "POST", path: string, body?: unknown) =>
    new Request(`http://localhost:3000${path}`, {
      method,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...(jar.size > 0 ? { Cookie: cookieHeader() ?? "" } : {}) },
    });
  const context = () => routeContext({ user, ip });
  const remember = <T>(reply: Reply<T>) => {
    keep(reply.cookie);
    return reply;
  };
  return {
    ip,
    /** Every cookie kept, as a Cookie header would send them. */
    get cookie() {
      return cookieHeader();
    },
    /** Replaces every cookie kept (null forgets them all, as a new browser would). */
    set cookie(value: string | null) {
      jar.clear();
      keep(value);
    },
    /** Forgets one cookie, as a browser whose cookie expired or was cleared would. */
    forget(name: string) {
      jar.delete(name);
    },
    post: async <T>(body: unknown) =>
      remember(
        await settle<T>(() =>
          action({
            request: request("POST", `/fun-zone/api/${gameId}`, body),
            context: context(),
            params: { gameId },
          } as never),
        ),
      ),
    state: async () =>
      settle<GameState>(() =>
        loader({ request: request("GET", `/fun-zone/api/${gameId}`), context: context(), params: { gameId } } as never),
      ),
    leaderboard: async () =>
      settle<LeaderboardView>(() =>
        leaderboardLoader({
          request: request("GET", `/fun-zone/api/${gameId}/leaderboard`),
          context: context(),
          params: { gameId },
        } as never),
      ),
  };
}

export type GameClient = ReturnType<typeof gameClient>;

/** The right answer of a run's question, as only the server knows it (from the run's row). */
export async function rightAnswer(attemptId: string, index: number): Promise<string> {
  const [run] = await db()
    .select({ questions: gameAttempts.questions })
    .from(gameAttempts)
    .where(eq(gameAttempts.id, attemptId));
  const question = run?.questions[index];
  if (!question) throw new Error(`no question ${index} in run ${attemptId}`);
  return question.answer;
}

/** As if the child had taken the question's reading time already: the run takes its next answer now. */
export async function skipReadingTime(attemptId: string): Promise<void> {
  await db()
    .update(gameAttempts)
    .set({ nextAnswerAt: sql`clock_timestamp()` })
    .where(eq(gameAttempts.id, attemptId));
}

/**
 * Plays a whole level: each question right, except those at `wrongAt`, each after its reading time (skipped, so
 * the test does not wait). Returns the run, the last answer's reply and the points the right answers earned.
 */
export async function playLevel(player: GameClient, { wrongAt = [] as number[] } = {}) {
  const started = await player.post<AttemptView>({ intent: "start" });
  expect(started.status).toBe(200);
  const attempt = started.body;
  let last: AnswerResult | undefined;
  let earned = 0;
  for (const question of attempt.questions) {
    const wrong = wrongAt.includes(question.index);
    if (!wrong) earned += question.points;
    await skipReadingTime(attempt.attemptId);
    const answer = wrong ? "definitely wrong" : await rightAnswer(attempt.attemptId, question.index);
    const reply = await player.post<AnswerResult>({
      intent: "answer",
      attemptId: attempt.attemptId,
      index: question.index,
      answer,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    last = reply.body;
  }
  return { attempt, last: last as AnswerResult, earned };
}

/** A visitor's account, as the session would hand it to a route. */
export async function signedInVisitor(email: string, fullName: string | null = null): Promise<AuthUser> {
  const [user] = await db().insert(users).values({ email, passwordHash: "x", fullName }).returning();
  if (!user) throw new Error("no user");
  return { id: user.id, email: user.email, fullName: user.fullName, role: "user", sessionId: "s" };
}
