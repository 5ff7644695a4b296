import type { TrialMode } from "#db/schema/trials.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { cachedFormat } from "#app/modules/i18n/formats.ts";
import { defaultLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { classDays, indiaClock, indiaDay, indiaDayKey, indiaTimeRange, type ClassDay } from "./trial-times.ts";

/*
 * The open trial classes of the booking's second step as a parent reads them in the page's language: the day and
 * the time in India time, said the Indian way with Latin digits (docs/glossary.md), and where the class is. English
 * reads exactly as `classDays` says it.
 */

const INDIA = "Asia/Kolkata";

const indiaTimeFormat = (language: Language) =>
  cachedFormat(language, "india-time", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: INDIA });

/** "शनिवार, 5 दिसंबर 2026" (Hindi), "Saturday, 5 December 2026" (English). */
export function indiaDayIn(at: Date, language: Language): string {
  if (language === defaultLanguage) return indiaDay(at);
  return cachedFormat(language, "india-weekday-day", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: INDIA,
  }).format(at);
}

/** "10:30 am – 11:15 am IST" (Hindi), "10:30 – 11:15 AM IST" (English, as `indiaTimeRange`). */
export function indiaTimeRangeIn(startsAt: Date, minutes: number, language: Language): string {
  if (language === defaultLanguage) return indiaTimeRange(startsAt, minutes);
  const end = new Date(startsAt.getTime() + minutes * 60_000);
  return `${indiaTimeFormat(language).formatRange(startsAt, end)} IST`;
}

/** "5:00 pm" (Hindi), "5:00 PM" (English, as `indiaClock`): when a class starts, in India time. */
export function indiaClockIn(at: Date, language: Language): string {
  if (language === defaultLanguage) return indiaClock(at);
  return indiaTimeFormat(language).format(at);
}

/** Open classes grouped by their India day, as `classDays` groups them, said in `language`. */
export function classDaysIn(
  classes: { id: number; startsAt: Date; minutes: number; mode: TrialMode; address: string; seatsLeft: number }[],
  language: Language,
): ClassDay[] {
  if (language === defaultLanguage) return classDays(classes);
  const t = translator(language);
  const days: ClassDay[] = [];
  for (const open of classes) {
    const key = indiaDayKey(open.startsAt);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: indiaDayIn(open.startsAt, language), classes: [] };
      days.push(day);
    }
    day.classes.push({
      id: open.id,
      time: indiaTimeRangeIn(open.startsAt, open.minutes, language),
      place: open.mode === "online" ? t("trial.online") : classPlaceIn(open.mode, open.address, language),
      seatsLeft: open.seatsLeft,
    });
  }
  return days;
}

/** Where a family's own class is, as its pages say it: online with when the link comes, or the address. */
export function classPlaceIn(mode: TrialMode, address: string, language: Language): string {
  const t = translator(language);
  if (mode === "online") return t("booking.onlinePlace");
  return mode === "office" ? t("trial.atOffice", { address }) : t("trial.atSchool", { address });
}

/** A family's class as its booking, change and waiting-list pages list it: the day, the time (IST) and where. */
export function classFactsIn(
  session: { startsAt: Date; minutes: number; mode: TrialMode; address: string },
  language: Language,
): { day: string; time: string; place: string } {
  return {
    day: indiaDayIn(session.startsAt, language),
    time: indiaTimeRangeIn(session.startsAt, session.minutes, language),
    place: classPlaceIn(session.mode, session.address, language),
  };
}
