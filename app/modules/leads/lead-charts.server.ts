import { sql } from "drizzle-orm";
import { db } from "#app/server/db.server.ts";
import { todayInIndia } from "./demo.ts";
import {
  chartWindow,
  customerKinds,
  funnelOf,
  leadsByWeek,
  type ChartWeeks,
  type LeadCharts,
  type ProgramLeads,
} from "./lead-charts.ts";
import { firstContactByOwner } from "./history.server.ts";
import { leadsByCampaign, leadsBySource } from "./pipeline.server.ts";
import type { LeadKind, LeadStatus } from "./pipeline.ts";

/**
 * The dashboard's charts of the last `weeks` weeks, added up from the daily totals (a trigger keeps them in step
 * with every lead, by the India day it arrived), so a chart and the inbox it links to count the same leads.
 */
export async function leadCharts(weeks: ChartWeeks, now = new Date()): Promise<LeadCharts> {
  const window = chartWindow(todayInIndia(now), weeks);
  const inPeriod = sql`day between ${window.from}::date and ${window.to}::date`;
  const customers = sql.join(
    customerKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const [weekly, programs, statuses, bySource, byCampaign, firstContact] = await Promise.all([
    // Added up by day first, then by week: taking the week of each of a busy year's 70,000 totals rows was 60 ms
    // of the 52-week dashboard; a year of days is under 1,500. (One scan with a grouping set per chart was tried
    // too: less work, but one query runs on one core, and these five run side by side; it was slower.)
    db()
      .execute<{ kind: LeadKind; week_start: string; count: number }>(
        sql`
      select kind, to_char(date_trunc('week', day), 'YYYY-MM-DD') as week_start, sum(leads)::int as count
      from (select kind, day, sum(leads) as leads from lead_daily_totals where ${inPeriod} group by 1, 2) as daily
      group by 1, 2`,
      )
      .then((result) => result.rows),
    db()
      .execute<{ program: string; demos: number; trials: number; total: number }>(
        sql`
      select program,
        coalesce(sum(leads) filter (where kind = 'demos'), 0)::int as demos,
        coalesce(sum(leads) filter (where kind = 'trials'), 0)::int as trials,
        sum(leads)::int as total
      from lead_daily_totals
      where ${inPeriod} and program <> ''
      group by 1
      having sum(leads) > 0
      order by total desc, program`,
      )
      .then((result) => result.rows),
    db()
      .execute<{ status: LeadStatus; count: number }>(
        sql`
      select status, sum(leads)::int as count
      from lead_daily_totals
      where ${inPeriod} and kind in (${customers})
      group by 1`,
      )
      .then((result) => result.rows),
    leadsBySource(window.from, window.to),
    leadsByCampaign(window.from, window.to),
    firstContactByOwner(window.from, window.to),
  ]);
  const byWeek = leadsByWeek(
    window,
    weekly.map((row) => ({ kind: row.kind, weekStart: row.week_start, count: row.count })),
  );
  return {
    weeks,
    window,
    total: byWeek.reduce((sum, week) => sum + week.total, 0),
    byWeek,
    byProgram: programs.map((row): ProgramLeads => ({
      program: row.program,
      demos: row.demos,
      trials: row.trials,
      total: row.total,
    })),
    funnel: funnelOf(Object.fromEntries(statuses.map((row) => [row.status, row.count]))),
    bySource,
    byCampaign,
    firstContact,
  };
}
