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
import { allLeads } from "./all-leads.server.ts";
import { firstContactByOwner } from "./history.server.ts";
import { leadsBySource, leadsWhere } from "./pipeline.server.ts";
import type { LeadKind, LeadStatus } from "./pipeline.ts";

/**
 * The dashboard's charts of the last `weeks` weeks. Every count is taken over the very rows the inbox lists for
 * the same period (`leadsWhere` with every status and type), so a chart and the inbox it links to cannot disagree.
 */
export async function leadCharts(weeks: ChartWeeks, now = new Date()): Promise<LeadCharts> {
  const window = chartWindow(todayInIndia(now), weeks);
  const inPeriod = leadsWhere({ q: "", status: "all", from: window.from, to: window.to });
  const customers = sql.join(
    customerKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const [weekly, programs, statuses, bySource, firstContact] = await Promise.all([
    db().execute<{ kind: LeadKind; week_start: string; count: number }>(sql`
      select lead.kind,
        to_char(date_trunc('week', lead.created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as week_start,
        count(*)::int as count
      from ${allLeads}
      where ${inPeriod}
      group by 1, 2`),
    db().execute<{ program: string; demos: number; trials: number; total: number }>(sql`
      select lead.program,
        count(*) filter (where lead.kind = 'demos')::int as demos,
        count(*) filter (where lead.kind = 'trials')::int as trials,
        count(*)::int as total
      from ${allLeads}
      where ${inPeriod} and lead.program is not null
      group by 1
      order by total desc, lead.program`),
    db().execute<{ status: LeadStatus; count: number }>(sql`
      select lead.status, count(*)::int as count
      from ${allLeads}
      where ${inPeriod} and lead.kind in (${customers})
      group by 1`),
    leadsBySource(window.from, window.to),
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
    firstContact,
  };
}
