/**
 * A start on a busy database: a million Fun Zone plays by 100,000 players. Nothing on the way to serving may grow
 * with the data (the clean-up of old runs and the review of board names are background jobs, in bounded batches),
 * so the production start is ready within 30 s, as on an empty database.
 */
import { connect } from "../../scripts/pg-sql.ts";
import { afterAll, describe, expect, it } from "vitest";
import { startAppProcess, systemForThisFile, type AppProcess } from "../support/app-processes.ts";

const system = systemForThisFile({ apps: [] });
const PLAYERS = 100_000;
const RUNS_EACH = 10;
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop();
});

describe("a start on a busy database", () => {
  it("is ready within 30 s with a million plays", async () => {
    const sql = connect(system.services.env.DATABASE_URL ?? "");
    try {
      // Generated-shaped names ("Pbcd Otter 42"), as players who never chose one have; old runs, many past 90 days.
      await sql`
        insert into game_players (name, name_key, last_seen_at)
        select 'P' || translate(i::text, '0123456789', 'abcdefghij') || ' Otter 42',
          'p' || i, now() - make_interval(days => i % 60)
        from generate_series(1, ${PLAYERS}) as i`;
      await sql`
        insert into game_attempts (game_id, player_id, level, questions, answers, score_at_start, score,
          started_at, deadline, next_answer_at, ended_at, outcome)
        select 'math', player.id, 1, '[]', '[]', 0, 0, now() - make_interval(days => run * 12),
          now() - make_interval(days => run * 12) + interval '75 seconds', now() - make_interval(days => run * 12),
          now() - make_interval(days => run * 12) + interval '1 minute', 'failed'
        from game_players as player cross join generate_series(1, ${RUNS_EACH}) as run`;
      const [plays] = await sql<{ n: number }[]>`select count(*)::int as n from game_attempts`;
      expect(plays?.n).toBe(PLAYERS * RUNS_EACH);
      await sql`analyze`;

      const began = performance.now();
      app = await startAppProcess(system.services);
      const seconds = (performance.now() - began) / 1000;
      expect(seconds, app.output()).toBeLessThan(30);
      expect((await fetch(`${app.url}/fun-zone`)).status).toBe(200);
      // The start deleted nothing itself: the old runs wait for the nightly job.
      const [left] = await sql<{ n: number }[]>`select count(*)::int as n from game_attempts`;
      expect(left?.n).toBe(PLAYERS * RUNS_EACH);
    } finally {
      await sql.end();
    }
  });
});
