import type { OutcomeLine, TrialOutcomes } from "../trial-outcomes.ts";

/**
 * The dashboard's trial classes panel: the share of trial requests that booked a class, and the show-up rate
 * (of the children marked attended or no-show) by course, mode and where the family came from. Plain tables
 * with a bar in each rate cell, so it reads the same without JavaScript and to a screen reader.
 */
export function TrialOutcomesPanel({ outcomes }: { outcomes: TrialOutcomes }) {
  const { all } = outcomes;
  const marked = all.attended + all.noShow;
  return (
    <section aria-labelledby="trial-outcomes" className="mt-10">
      <h2 id="trial-outcomes" className="text-2xl font-extrabold">
        Trial Classes
      </h2>
      <p className="mt-1 text-slate-600">In the last {outcomes.days} days, by the day of the class (India time).</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Figure
          label="Trial requests that booked a class"
          value={shownPercent(outcomes.bookedPercent)}
          detail={
            outcomes.requests > 0
              ? `${count(outcomes.requestsBooked)} of ${count(outcomes.requests)} requests`
              : "No trial requests in this time"
          }
        />
        <Figure
          label="Children who came to their class"
          value={shownPercent(all.showUpPercent)}
          detail={
            marked > 0
              ? `${count(all.attended)} of ${count(marked)} marked${all.unmarked > 0 ? `; ${count(all.unmarked)} not marked yet` : ""}`
              : "No attendance marked yet"
          }
        />
      </dl>
      {marked + all.unmarked > 0 ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <OutcomeTable caption="Show-up rate by course" heading="Course" lines={outcomes.byCourse} />
          <OutcomeTable caption="Show-up rate by mode" heading="Mode" lines={outcomes.byMode} />
          <OutcomeTable caption="Show-up rate by source" heading="Source" lines={outcomes.bySource} />
        </div>
      ) : (
        <p className="mt-4 text-slate-600">No trial class has been held in this time yet.</p>
      )}
    </section>
  );
}

const count = (value: number) => value.toLocaleString("en-IN");
const shownPercent = (value: number | null) => (value === null ? "–" : `${value}%`);

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col-reverse rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <dt className="font-semibold text-slate-600">
        {label} <span className="block font-normal">{detail}</span>
      </dt>
      <dd className="font-display text-4xl font-extrabold text-brand-700">{value}</dd>
    </div>
  );
}

const cell = "border-b border-slate-200 px-2 py-1.5";
const numberCell = `${cell} text-right tabular-nums`;

function OutcomeTable({ caption, heading, lines }: { caption: string; heading: string; lines: OutcomeLine[] }) {
  return (
    <div className="overflow-x-auto rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {heading}
            </th>
            <th scope="col" className={numberCell}>
              Came
            </th>
            <th scope="col" className={numberCell}>
              No-show
            </th>
            <th scope="col" className={numberCell}>
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label}>
              <th scope="row" className={`${cell} font-normal`}>
                {line.label}
              </th>
              <td className={numberCell}>{count(line.attended)}</td>
              <td className={numberCell}>{count(line.noShow)}</td>
              <td className={numberCell}>
                <span className="flex items-center justify-end gap-2">
                  {line.showUpPercent === null ? null : (
                    <span aria-hidden="true" className="h-2 w-12 overflow-hidden rounded-full bg-slate-100">
                      <span className="block h-full bg-brand-600" style={{ width: `${line.showUpPercent}%` }} />
                    </span>
                  )}
                  {shownPercent(line.showUpPercent)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
