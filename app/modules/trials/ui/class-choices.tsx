import { translator } from "#app/modules/i18n/i18n.ts";
import type { Language } from "#app/modules/i18n/languages.ts";
import type { ClassDay } from "../trial-times.ts";

/** "Full", "1 seat left", "3 seats left", in `language`. */
function seatsWords(left: number, language: Language): string {
  const t = translator(language);
  return left === 0 ? t("trial.full") : left === 1 ? t("trial.oneSeatLeft") : t("trial.seatsLeft", { seats: left });
}

/**
 * The open trial classes (or the full ones a child may wait for) as radio choices (`sessionId`), grouped by day with their seats left: the booking's second
 * step and the change page list them alike. Plain inputs, so the choice posts the same with JavaScript off. The
 * seats are counted in `language` (the booking's step on /hi/trial-class, /mr/trial-class); English by default.
 */
export function ClassChoices({
  days,
  legend,
  describedBy,
  language = "en",
}: {
  days: ClassDay[];
  legend: string;
  describedBy?: string | undefined;
  language?: Language;
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
                      {seatsWords(open.seatsLeft, language)}
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
