import { leadKinds, type LeadKind, type LeadStatus } from "./pipeline.ts";

/**
 * The dashboard's lead charts: the period staff choose, and the shapes the numbers take. The counting is done by
 * Postgres (`lead-charts.server.ts`); what is here is date arithmetic and the funnel, kept pure so it is tested
 * without a database.
 */

/** The periods the dashboard offers, in whole weeks ending with the current one. */
export const chartWeekChoices = [4, 12, 26, 52] as const;
export type ChartWeeks = (typeof chartWeekChoices)[number];
export const DEFAULT_CHART_WEEKS: ChartWeeks = 12;

/** The `weeks` of a dashboard URL; anything else (a stale or hand-edited link) shows the default period. */
export function parseChartWeeks(searchParams: URLSearchParams): ChartWeeks {
  const asked = Number(searchParams.get("weeks"));
  return chartWeekChoices.find((weeks) => weeks === asked) ?? DEFAULT_CHART_WEEKS;
}

const DAY_MS = 86_400_000;
const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` (YYYY-MM-DD) moved by a number of days. */
export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS);
}

/** The Monday of the week `day` falls in: weeks run Monday to Sunday, as Postgres' `date_trunc('week')` has them. */
export function mondayOf(day: string): string {
  const weekday = new Date(parseDay(day)).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export type ChartWindow = {
  /** First day of the period (a Monday) and its last day (today), both whole days in India's time. */
  from: string;
  to: string;
  /** The Monday of every week in the period, oldest first. */
  weekStarts: string[];
};

/** The last `weeks` weeks up to and including `today`'s, which is still running. */
export function chartWindow(today: string, weeks: ChartWeeks): ChartWindow {
  const from = addDays(mondayOf(today), -7 * (weeks - 1));
  return { from, to: today, weekStarts: Array.from({ length: weeks }, (_, index) => addDays(from, 7 * index)) };
}

export type WeekOfLeads = { weekStart: string; counts: Record<LeadKind, number>; total: number };

const noLeads = (): Record<LeadKind, number> => ({ messages: 0, demos: 0, trials: 0, applications: 0 });

/** Every week of the window with its counts by type; a week without a lead is there with zeros. */
export function leadsByWeek(
  window: ChartWindow,
  rows: readonly { kind: LeadKind; weekStart: string; count: number }[],
): WeekOfLeads[] {
  const weeks = new Map(window.weekStarts.map((weekStart) => [weekStart, noLeads()]));
  for (const row of rows) {
    const counts = weeks.get(row.weekStart);
    if (counts) counts[row.kind] += row.count;
  }
  return [...weeks].map(([weekStart, counts]) => ({
    weekStart,
    counts,
    total: leadKinds.reduce((sum, kind) => sum + counts[kind], 0),
  }));
}

/**
 * The funnel's stages, each the leads that got at least that far. A lead's status is where it stands now, so a
 * lead at "Demo booked" also counts as contacted. A closed lead counts as received only: where it stood before it
 * was closed is not kept, and the funnel does not guess.
 */
export const funnelStages = ["received", "contacted", "demo_booked", "enrolled"] as const;
export type FunnelStage = (typeof funnelStages)[number];

export const funnelStageLabels: Record<FunnelStage, string> = {
  received: "Received",
  contacted: "Contacted",
  demo_booked: "Demo booked",
  enrolled: "Enrolled",
};

/** The statuses that count as having reached each stage. */
const reachedBy: Record<FunnelStage, readonly LeadStatus[]> = {
  received: ["new", "contacted", "demo_booked", "enrolled", "closed"],
  contacted: ["contacted", "demo_booked", "enrolled"],
  demo_booked: ["demo_booked", "enrolled"],
  enrolled: ["enrolled"],
};

export type FunnelStep = {
  stage: FunnelStage;
  count: number;
  /** Share of the received leads that reached this stage, 0 to 1 (0 when nothing was received). */
  ofReceived: number;
};

export type Funnel = { steps: FunnelStep[]; closed: number };

export function funnelOf(byStatus: Partial<Record<LeadStatus, number>>): Funnel {
  const countOf = (stage: FunnelStage) => reachedBy[stage].reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
  const received = countOf("received");
  return {
    steps: funnelStages.map((stage) => {
      const count = countOf(stage);
      return { stage, count, ofReceived: received === 0 ? 0 : count / received };
    }),
    closed: byStatus.closed ?? 0,
  };
}

export type ProgramLeads = { program: string; demos: number; trials: number; total: number };

export type LeadCharts = {
  weeks: ChartWeeks;
  window: ChartWindow;
  /** Every lead received in the period, of every type. */
  total: number;
  byWeek: WeekOfLeads[];
  /** Demo and trial class requests by the program asked for, most asked first. */
  byProgram: ProgramLeads[];
  /** Contact messages, demo and trial class requests (job applications are not customers). */
  funnel: Funnel;
  /** Every lead by where it came from (a campaign's utm_source, the referring site, or "direct"), and the enrolled. */
  bySource: { source: string; leads: number; enrolled: number }[];
  /** Advert campaigns (utm_campaign), each with the source it ran on. */
  byCampaign: { campaign: string; source: string; leads: number; enrolled: number }[];
  /** Time to first contact, by the leads' owner (`firstContactByOwner`). */
  firstContact: { owner: string; leads: number; contacted: number; medianHours: number | null }[];
};

/** The kinds of lead that are customers, counted by the funnel. */
export const customerKinds: readonly LeadKind[] = ["messages", "demos", "trials"];
