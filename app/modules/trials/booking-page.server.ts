import { translator } from "#app/modules/i18n/i18n.ts";
import type { Language } from "#app/modules/i18n/languages.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import type { TrialBookingDetails } from "./booking.ts";
import { openTrialClasses, trialCourses, type TrialCourse } from "./sessions.server.ts";
import { classDaysIn } from "./class-days.ts";
import { fullTrialClasses, WAITS_PER_FAMILY, type JoinOutcome } from "./waitlist.server.ts";
import type { BookingDetailsValues, PickStep } from "./ui/booking-steps.tsx";

/** The courses a trial class can be booked for, by title, as the booking form lists them. */
export async function bookingCourseTitles(): Promise<string[]> {
  return (await trialCourses()).map((course) => course.title);
}

export async function courseTitled(title: string): Promise<TrialCourse | undefined> {
  return (await trialCourses()).find((course) => course.title === title);
}

/**
 * When the child is outside the course's ages, what to say, in the page's language: which course fits instead (or
 * that none does); null when the child fits.
 */
export async function courseForAge(
  course: TrialCourse,
  age: number,
  language: Language = "en",
): Promise<string | null> {
  if (age >= course.minAge && age <= course.maxAge) return null;
  const t = translator(language);
  const fits = (await trialCourses()).filter((other) => age >= other.minAge && age <= other.maxAge);
  const ours = t("trial.courseAges", { course: course.title, min: course.minAge, max: course.maxAge });
  if (fits.length === 0) return `${ours} ${t("trial.chooseAnotherCourse")}`;
  const names = fits.map((other) =>
    t("trial.courseWithAges", { course: other.title, min: other.minAge, max: other.maxAge }),
  );
  const list =
    names.length === 1 ? names[0] : t("trial.listOr", { list: names.slice(0, -1).join(", "), last: names.at(-1) });
  return `${ours} ${t(fits.length === 1 ? "trial.oneCourseFits" : "trial.coursesFit", { age, list })}`;
}

/** The step-1 answers as the hidden fields of step 2 carry them. */
export function carriedDetails(details: TrialBookingDetails): BookingDetailsValues {
  return {
    childName: details.childName,
    childAge: String(details.childAge),
    courseName: details.courseName,
    parentName: details.parentName,
    phone: details.phone,
    email: details.email,
  };
}

/** Step 2: the open classes of the course that fit the child, with what went wrong with the last choice, if anything. */
export async function pickStep(
  details: TrialBookingDetails,
  course: TrialCourse,
  problem: string | null = null,
  except?: number,
  language: Language = "en",
): Promise<PickStep> {
  const [open, full] = await Promise.all([
    openTrialClasses(course, details.childAge, { except }),
    fullTrialClasses(course, details.childAge),
  ]);
  return {
    details: carriedDetails(details),
    summary: translator(language)("trial.summary", { course: course.title, age: details.childAge }),
    days: classDaysIn(open, language),
    fullDays: classDaysIn(full, language),
    problem,
  };
}

/** What a refused booking says, in the page's language. */
export async function refusal(
  reason: "full" | "family-limit",
  others: boolean,
  language: Language = "en",
): Promise<string> {
  const t = translator(language);
  if (reason === "full") return t(others ? "trial.justFilled" : "trial.justFilledNoOther");
  const { phones } = await getCompanyDetails();
  return t("trial.familyLimit", { phone: phones.general });
}

/** What a refused place on a waiting list says, in the page's language. */
export function waitlistRefusal(
  reason: Extract<JoinOutcome, { joined: false }>["reason"],
  language: Language = "en",
): string {
  const t = translator(language);
  if (reason === "not-full") return t("trial.seatFreed");
  if (reason === "family-limit") return t("trial.waitLimit", { waits: WAITS_PER_FAMILY });
  return t("trial.noLongerBooking");
}
