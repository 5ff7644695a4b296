import type { CourseWithFacts } from "../course-facts.ts";
import { factRowsIn } from "../course-facts-in.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

/**
 * The course's facts at a glance, right under its hero: what a parent needs to decide (ages, length, classes,
 * batch, where and when, certificate, fees), only the facts staff have filled in.
 */
export function CourseFactBox({
  course,
  title,
  language,
}: {
  /** The facts, read from the course's English record. */
  course: CourseWithFacts;
  /** The course's name in the page's language. */
  title: string;
  language: Language;
}) {
  const rows = factRowsIn(course, language);
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="course-facts-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="course-facts-heading" className="text-2xl font-extrabold">
        {translator(language)("facts.heading", { course: title })}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-3">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-bold text-slate-900">{row.label}</dt>
            <dd lang={row.lang} className="text-slate-700 max-sm:mb-3">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
