import { sql } from "drizzle-orm";
import { db } from "#app/server/db.server.ts";
import { modeLabels } from "./trial-times.ts";
import { summariseOutcomes, type OutcomeCount, type TrialOutcomes } from "./trial-outcomes.ts";
import type { TrialMode } from "#db/schema.ts";

/** The dashboard looks back this far: about a term's worth of trial classes. */
export const OUTCOME_DAYS = 90;

/**
 * How the trial classes held in the last `days` days turned out, and how many trial requests of that time booked
 * a class. Two grouped queries: bookings of the classes held (by the sessions' start), and the period's requests
 * joined once to the leads that booked (a hash join, not a look-up per request). Cancelled bookings are not outcomes and are left out.
 */
export async function trialOutcomes(now = new Date(), days = OUTCOME_DAYS): Promise<TrialOutcomes> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const until = now.toISOString();
  const { rows } = await db().execute<{
    course: string;
    mode: TrialMode;
    source: string;
    status: OutcomeCount["status"];
    count: number;
  }>(sql`
    select coalesce(program.title, session.course_id) as course, session.mode,
      coalesce(nullif(request.utm_source, ''), nullif(request.referrer_host, ''), 'Direct or unknown') as source,
      booking.status, count(*)::int as count
    from trial_bookings booking
    join trial_sessions session on session.id = booking.session_id
    left join trial_class_requests request on request.id = booking.lead_id
    left join programs program on program.id = session.course_id
    where session.starts_at >= ${since}::timestamptz and session.starts_at <= ${until}::timestamptz
      and booking.status <> 'cancelled'
    group by 1, 2, 3, 4`);
  const {
    rows: [requests],
  } = await db().execute<{ total: number; booked: number }>(sql`
    select count(*)::int as total, count(booked.lead_id)::int as booked
    from trial_class_requests request
    left join (select distinct lead_id from trial_bookings where lead_id is not null) booked
      on booked.lead_id = request.id
    where request.created_at >= ${since}::timestamptz and request.created_at <= ${until}::timestamptz`);
  const counts = rows.map((row) => ({ ...row, mode: modeLabels[row.mode] ?? row.mode }));
  return summariseOutcomes(counts, { total: requests?.total ?? 0, booked: requests?.booked ?? 0 }, days);
}
