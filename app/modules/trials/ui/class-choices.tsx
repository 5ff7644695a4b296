import type { ClassDay } from "../trial-times.ts";

const seatsWords = (left: number) => (left === 0 ? "Full" : left === 1 ? "1 seat left" : `${left} seats left`);

/**
 * The open trial classes (or the full ones a child may wait for) as radio choices (`sessionId`), grouped by day with their seats left: the booking's second
 * step and the change page list them alike. Plain inputs, so the choice posts the same with JavaScript off.
 */
export function ClassChoices({
  days,
  legend,
  describedBy,
}: {
  days: ClassDay[];
  legend: string;
  describedBy?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-lg font-bold text-slate-900">{legend}</legend>
      <div className="mt-3 space-y-5">
        {days.map((day) => (
          <fieldset key={day.key} className="rounded-2xl p-4 ring-1 ring-slate-200">
            <legend className="px-1 font-bold text-slate-900">{day.label}</legend>
            <div className="space-y-2">
              {day.classes.map((open) => (
                <div key={open.id} className="flex items-start gap-3">
                  <input
                    type="radio"
                    id={`class-${open.id}`}
                    name="sessionId"
                    value={open.id}
                    required
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                  />
                  <label htmlFor={`class-${open.id}`} className="text-slate-800">
                    <span className="font-semibold">{open.time}</span>
                    <span className="block text-sm text-slate-700 sm:inline sm:before:content-['_·_']">
                      {open.place}
                    </span>
                    <span className="block text-sm text-slate-700 sm:inline sm:before:content-['_·_']">
                      {seatsWords(open.seatsLeft)}
                    </span>
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
