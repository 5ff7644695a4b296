import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { courseModeTimings, factRows, type CourseWithFacts, type FactRow } from "./course-facts.ts";
import { ageBounds } from "./program-page-text.ts";

/** A fact row as a page shows it; `lang` marks staff's English on a Hindi or Marathi page. */
export type FactRowIn = FactRow & { lang?: Language };

const modeLabels = {
  onlineTimings: "facts.online",
  schoolTimings: "facts.inSchools",
  officeTimings: "facts.atOffice",
} as const;

/**
 * The fact box's rows in the page's language. What the site puts together from staff's numbers (the ages, the
 * length, the classes, the batch) is said in that language; what staff wrote in words (the timings, the
 * certificate, the fees) is theirs, in English, and marked so. English is `factRows` itself.
 */
export function factRowsIn(course: CourseWithFacts, language: Language): FactRowIn[] {
  if (language === defaultLanguage) return factRows(course);
  const t = translator(language);
  const bounds = ageBounds(course.ageRange);
  const often = (count: number) =>
    count === 1 ? t("facts.once") : count === 2 ? t("facts.twice") : t("facts.times", { count });
  const levels = course.levels === null ? "" : t("facts.levels", { count: course.levels });
  const months = course.monthsPerLevel === null ? "" : t("facts.months", { count: course.monthsPerLevel });
  const length =
    levels && months
      ? t("facts.levelsOfMonths", { levels, months })
      : levels || (months ? t("facts.monthsALevel", { months }) : "");
  const minutes = course.classMinutes;
  const perWeek = course.classesPerWeek === null ? "" : often(course.classesPerWeek);
  const classes =
    minutes !== null && perWeek
      ? t("facts.minutesOften", { minutes, often: perWeek })
      : minutes !== null
        ? t("facts.minutesOnly", { minutes })
        : perWeek
          ? t("facts.oftenOnly", { often: perWeek })
          : "";
  const english = (label: string, value: string): FactRowIn => ({ label, value: value.trim(), lang: defaultLanguage });
  const rows: FactRowIn[] = [
    { label: t("facts.ages"), value: bounds ? t("facts.agesValue", bounds) : "" },
    { label: t("facts.length"), value: length },
    { label: t("facts.classes"), value: classes },
    {
      label: t("facts.batch"),
      value: course.batchSize === null ? "" : t("facts.batchValue", { count: course.batchSize }),
    },
    ...courseModeTimings(course).map((mode) => english(t(modeLabels[mode.key]), mode.timings)),
    english(t("facts.certificate"), course.certificate),
    english(t("facts.fees"), course.fees),
  ];
  return rows.filter((row) => row.value !== "");
}
