import { translator } from "#app/modules/i18n/i18n.ts";
import type { Language } from "#app/modules/i18n/languages.ts";

/*
 * What the family's own trial class pages (the change page, the waiting list's) show alike: the answer to the last
 * post, and the class's course, day, time and place.
 */

/** A change just made, or one refused, as the page says it. */
export type PageNotice = { kind: "done" | "problem"; text: string };

/** The answer to the family's last post: an alert when refused, a status when done. */
export function NoticeLine({ notice }: { notice: PageNotice | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === "problem" ? "alert" : "status"}
      className={
        notice.kind === "problem"
          ? "mt-4 rounded-xl bg-red-50 p-4 font-semibold text-red-800 ring-1 ring-red-200"
          : "mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-100"
      }
    >
      {notice.text}
    </p>
  );
}

/** The class as the family's pages list it, in the page's language. */
export function ClassFacts({
  facts,
  language,
}: {
  facts: { courseTitle: string; day: string; time: string; place: string };
  language: Language;
}) {
  const t = translator(language);
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-600">{t("booking.factCourse")}</dt>
      <dd className="text-slate-900">{t("booking.freeTrial", { course: facts.courseTitle })}</dd>
      <dt className="font-semibold text-slate-600">{t("booking.factDate")}</dt>
      <dd className="text-slate-900">{facts.day}</dd>
      <dt className="font-semibold text-slate-600">{t("booking.factTime")}</dt>
      <dd className="text-slate-900">{facts.time}</dd>
      <dt className="font-semibold text-slate-600">{t("booking.factWhere")}</dt>
      <dd className="text-slate-900">{facts.place}</dd>
    </dl>
  );
}
