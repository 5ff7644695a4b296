import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatDate } from "#app/modules/content/shared/format.ts";
import {
  chartWeekChoices,
  funnelStageLabels,
  type LeadCharts as LeadChartsData,
  type WeekOfLeads,
} from "#app/modules/leads/lead-charts.ts";
import { kindLabels, leadKinds, type LeadKind } from "#app/modules/leads/pipeline.ts";
import { spokenDuration } from "#app/modules/leads/history.ts";
import { Button } from "#app/ui/button.tsx";
import { barLength, countAxis, labelEvery } from "#app/ui/chart-geometry.ts";

/**
 * The dashboard's three lead charts, drawn as SVG on the server so they show without JavaScript. Each picture is
 * one image with a spoken summary; its exact numbers are in a table right under it, for screen readers and for
 * anyone who wants the figures.
 */

/** One colour per type of lead, each at least 3:1 against white as WCAG asks of parts of a graphic. */
const kindColours: Record<LeadKind, string> = {
  messages: "#15803d",
  demos: "#1d4ed8",
  trials: "#b45309",
  applications: "#7e22ce",
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "2026-09-07" → "7 Sept", for the axis under the weekly bars. */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function LeadCharts({ charts }: { charts: LeadChartsData }) {
  const inboxHref = `/admin/inbox?status=all&from=${charts.window.from}&to=${charts.window.to}`;
  return (
    <section aria-labelledby="lead-charts" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="lead-charts" className="text-2xl font-extrabold">
            Leads
          </h2>
          <p className="mt-1 text-slate-600">
            {plural(charts.total, "lead")} from {formatDate(charts.window.from)} to {formatDate(charts.window.to)}.{" "}
            <Link to={inboxHref} className="font-semibold text-brand-700 underline">
              Open them in the inbox
            </Link>
          </p>
        </div>
        <Form method="get" className="flex items-end gap-2" preventScrollReset>
          <label className="flex flex-col text-sm font-semibold">
            Period
            <select
              name="weeks"
              defaultValue={charts.weeks}
              className="mt-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base font-normal"
            >
              {chartWeekChoices.map((weeks) => (
                <option key={weeks} value={weeks}>
                  Last {weeks} weeks
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </Form>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <ChartCard title="Leads per week, by type" className="lg:col-span-2">
          <WeeklyChart weeks={charts.byWeek} />
        </ChartCard>
        <ChartCard title="Demo and trial class requests, by program">
          <ProgramChart charts={charts} />
        </ChartCard>
        <ChartCard title="From new lead to enrolment">
          <FunnelChart charts={charts} />
        </ChartCard>
        <ChartCard title="Leads and enrolments, by source" className="lg:col-span-2">
          <SourceChart charts={charts} />
          <CampaignTable charts={charts} />
        </ChartCard>
        <ChartCard title="Time to first contact, by owner" className="lg:col-span-2">
          <FirstContactChart charts={charts} />
        </ChartCard>
      </div>
    </section>
  );
}

function ChartCard({ title, className = "", children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

type NumbersRow = { label: string; values: (string | number)[] };

/**
 * A table of the chart's numbers, folded away under the picture so the picture stays the summary: a row header
 * and its figures per row, and the rows' sums in a footer where the chart has them.
 */
function NumbersTable({
  caption,
  columns,
  rows,
  footer,
  totalLast = false,
}: {
  caption: string;
  /** The row headers' column first, then one per figure. */
  columns: string[];
  rows: NumbersRow[];
  footer?: NumbersRow;
  /** Whether the last figure is the row's total, and shown as such. */
  totalLast?: boolean;
}) {
  const figure = (index: number, count: number) =>
    totalLast && index === count - 1 ? `${numberCell} font-semibold` : numberCell;
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-semibold text-brand-700">Show the numbers</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? cell : numberCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${cell} font-normal`}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={columns[index + 1]} className={figure(index, row.values.length)}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer ? (
            <tfoot>
              <tr>
                <th scope="row" className={cell}>
                  {footer.label}
                </th>
                {footer.values.map((value, index) => (
                  <td key={columns[index + 1]} className={`${numberCell} font-semibold`}>
                    {value}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </details>
  );
}

const cell = "border-b border-slate-200 px-2 py-1.5";
const numberCell = `${cell} text-right tabular-nums`;

const WEEKLY = { width: 600, height: 220, left: 40, right: 8, top: 10, bottom: 28 };

function WeeklyChart({ weeks }: { weeks: WeekOfLeads[] }) {
  const titleId = useId();
  const plotWidth = WEEKLY.width - WEEKLY.left - WEEKLY.right;
  const plotHeight = WEEKLY.height - WEEKLY.top - WEEKLY.bottom;
  const axis = countAxis(Math.max(0, ...weeks.map((week) => week.total)));
  const slot = plotWidth / weeks.length;
  const every = labelEvery(weeks.length, 7);
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const busiest = weeks.reduce<WeekOfLeads | undefined>(
    (best, week) => (best === undefined || week.total > best.total ? week : best),
    undefined,
  );
  const summary =
    total === 0
      ? `No leads in the ${weeks.length} weeks.`
      : `${plural(total, "lead")} in ${weeks.length} weeks; the busiest week began ${formatDate(busiest?.weekStart ?? "")} with ${plural(busiest?.total ?? 0, "lead")}.`;
  const y = (count: number) => WEEKLY.top + plotHeight - barLength(count, axis.max, plotHeight);
  return (
    <>
      <Legend />
      <svg
        viewBox={`0 0 ${WEEKLY.width} ${WEEKLY.height}`}
        role="img"
        aria-labelledby={titleId}
        className="mt-2 h-auto w-full max-w-2xl"
      >
        <title id={titleId}>{summary}</title>
        {axis.ticks.map((tick) => {
          const at = WEEKLY.top + plotHeight - (tick / axis.max) * plotHeight;
          return (
            <g key={tick}>
              <line x1={WEEKLY.left} x2={WEEKLY.width - WEEKLY.right} y1={at} y2={at} stroke="#e2e8f0" />
              <text x={WEEKLY.left - 6} y={at + 5} textAnchor="end" fontSize="14" fill="#475569">
                {tick}
              </text>
            </g>
          );
        })}
        {weeks.map((week, index) => {
          const x = WEEKLY.left + index * slot + slot * 0.15;
          let stacked = 0;
          return (
            <g key={week.weekStart}>
              {leadKinds.map((kind) => {
                const count = week.counts[kind];
                if (count === 0) return null;
                const top = y(stacked + count);
                const bottom = y(stacked);
                stacked += count;
                return (
                  <rect
                    key={kind}
                    x={x}
                    y={top}
                    width={slot * 0.7}
                    height={bottom - top}
                    fill={kindColours[kind]}
                    stroke="#fff"
                    strokeWidth="1"
                  />
                );
              })}
              {index % every === 0 ? (
                <text x={x + slot * 0.35} y={WEEKLY.height - 8} textAnchor="middle" fontSize="14" fill="#475569">
                  {shortDay(week.weekStart)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <NumbersTable
        caption="Leads per week, by type"
        columns={["Week of", ...leadKinds.map((kind) => `${kindLabels[kind]}s`), "Total"]}
        rows={weeks.map((week) => ({
          label: formatDate(week.weekStart),
          values: [...leadKinds.map((kind) => week.counts[kind]), week.total],
        }))}
        footer={{
          label: "All weeks",
          values: [...leadKinds.map((kind) => weeks.reduce((sum, week) => sum + week.counts[kind], 0)), total],
        }}
        totalLast
      />
    </>
  );
}

function Legend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {leadKinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: kindColours[kind] }} />
          {kindLabels[kind]}s
        </li>
      ))}
    </ul>
  );
}

type Bar = { label: string; value: number; note: string };

const BARS = { width: 560, row: 34, label: 170, valueRoom: 96 };

/** Labelled horizontal bars, one per row, each with its figure written after it. */
function HorizontalBars({ bars, summary, colour }: { bars: Bar[]; summary: string; colour: string }) {
  const titleId = useId();
  const span = BARS.width - BARS.label - BARS.valueRoom;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * BARS.row + 4;
  return (
    <svg
      viewBox={`0 0 ${BARS.width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      className="mt-3 h-auto w-full max-w-2xl"
    >
      <title id={titleId}>{summary}</title>
      {bars.map((bar, index) => {
        const top = index * BARS.row + 4;
        const length = barLength(bar.value, max, span);
        return (
          <g key={bar.label}>
            <text x={0} y={top + 17} fontSize="14" fill="#1e293b">
              {bar.label.length > 24 ? `${bar.label.slice(0, 23)}…` : bar.label}
            </text>
            <rect x={BARS.label} y={top} width={length} height={BARS.row - 10} rx="3" fill={colour} />
            <text x={BARS.label + length + 6} y={top + 17} fontSize="14" fill="#1e293b">
              {bar.note}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function ProgramChart({ charts }: { charts: LeadChartsData }) {
  const programs = charts.byProgram;
  if (programs.length === 0) {
    return <p className="mt-3 text-slate-600">No demo or trial class requests in this period.</p>;
  }
  const summary = programs.map((row) => `${row.program}: ${plural(row.total, "request")}`).join("; ");
  return (
    <>
      <HorizontalBars
        summary={`${summary}.`}
        colour={kindColours.demos}
        bars={programs.map((row) => ({ label: row.program, value: row.total, note: String(row.total) }))}
      />
      <NumbersTable
        caption="Demo and trial class requests, by program"
        columns={["Program", "Demo requests", "Trial class requests", "Total"]}
        rows={programs.map((row) => ({ label: row.program, values: [row.demos, row.trials, row.total] }))}
        totalLast
      />
    </>
  );
}

/** Where leads came from (an advert's or campaign's utm_source, a referring site, or direct), and how many enrolled. */
function SourceChart({ charts }: { charts: LeadChartsData }) {
  const sources = charts.bySource;
  if (sources.length === 0) return <p className="mt-3 text-slate-600">No leads in this period.</p>;
  const summary = sources
    .map((row) => `${row.source}: ${plural(row.leads, "lead")}, ${row.enrolled} enrolled`)
    .join("; ");
  return (
    <>
      <HorizontalBars
        summary={`${summary}.`}
        colour={kindColours.trials}
        bars={sources.map((row) => ({
          label: row.source,
          value: row.leads,
          note: `${row.leads} (${row.enrolled} enrolled)`,
        }))}
      />
      <NumbersTable
        caption="Leads and enrolments, by source"
        columns={["Source", "Leads", "Enrolled"]}
        rows={sources.map((row) => ({ label: row.source, values: [row.leads, row.enrolled] }))}
      />
    </>
  );
}

/**
 * The advert campaigns (utm_campaign) of the period: what each brought and how many enrolled, each linking to its
 * leads in the inbox. A table, not bars: campaign names are long and there are a few at a time.
 */
function CampaignTable({ charts }: { charts: LeadChartsData }) {
  const campaigns = charts.byCampaign;
  if (campaigns.length === 0) return null;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold">Leads and enrolments, by campaign</caption>
        <thead>
          <tr>
            {["Campaign", "Source", "Leads", "Enrolled"].map((column, index) => (
              <th key={column} scope="col" className={index < 2 ? cell : numberCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {campaigns.map((row) => (
            <tr key={`${row.campaign} ${row.source}`}>
              <th scope="row" className={cell}>
                <Link
                  to={`/admin/inbox?${new URLSearchParams({ campaign: row.campaign, status: "all", from: charts.window.from, to: charts.window.to })}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {row.campaign}
                </Link>
              </th>
              <td className={cell}>{row.source}</td>
              <td className={numberCell}>{row.leads}</td>
              <td className={numberCell}>{row.enrolled}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How long parents and schools wait to hear from the office: the median time from a lead's arrival to its first
 * contact (a WhatsApp message sent from its page, or its first move on from New), by the lead's owner.
 */
function FirstContactChart({ charts }: { charts: LeadChartsData }) {
  const rows = charts.firstContact;
  if (rows.length === 0) return <p className="mt-3 text-slate-600">No leads in this period.</p>;
  const wait = (row: (typeof rows)[number]) => (row.medianHours === null ? "not yet" : spokenDuration(row.medianHours));
  const summary = rows
    .map((row) => `${row.owner}: ${wait(row)}, ${row.contacted} of ${plural(row.leads, "lead")} contacted`)
    .join("; ");
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        The median wait from a lead&apos;s arrival to a message logged as sent from its page (WhatsApp or e-mail) or its
        first move on from New. Shorter is better.
      </p>
      <HorizontalBars
        summary={`${summary}.`}
        colour={kindColours.messages}
        bars={rows.map((row) => ({
          label: row.owner,
          value: row.medianHours ?? 0,
          note: `${wait(row)} (${row.contacted} of ${row.leads})`,
        }))}
      />
      <NumbersTable
        caption="Time to first contact, by owner"
        columns={["Owner", "Leads", "Contacted", "Median wait"]}
        rows={rows.map((row) => ({ label: row.owner, values: [row.leads, row.contacted, wait(row)] }))}
      />
    </>
  );
}

function FunnelChart({ charts }: { charts: LeadChartsData }) {
  const { steps, closed } = charts.funnel;
  const received = steps[0]?.count ?? 0;
  const enrolled = steps.at(-1);
  const summary =
    received === 0
      ? "No contact messages, demo or trial class requests in this period."
      : `Of ${plural(received, "lead")} received, ${steps
          .slice(1)
          .map((step) => `${step.count} ${funnelStageLabels[step.stage].toLowerCase()} (${percent(step.ofReceived)})`)
          .join(", ")}.`;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Contact messages, demo and trial class requests; job applications are left out.
      </p>
      {received === 0 ? (
        <p className="mt-3 text-slate-600">{summary}</p>
      ) : (
        <HorizontalBars
          summary={summary}
          colour={kindColours.messages}
          bars={steps.map((step) => ({
            label: funnelStageLabels[step.stage],
            value: step.count,
            note: `${step.count} (${percent(step.ofReceived)})`,
          }))}
        />
      )}
      <p className="mt-2 text-sm text-slate-600">
        {enrolled && received > 0 ? `${percent(enrolled.ofReceived)} enrolled. ` : ""}
        {plural(closed, "lead")} closed, counted as received only.
      </p>
      <NumbersTable
        caption="From new lead to enrolment"
        columns={["Stage reached", "Leads", "Of received"]}
        rows={steps.map((step) => ({
          label: funnelStageLabels[step.stage],
          values: [step.count, percent(step.ofReceived)],
        }))}
      />
    </>
  );
}
