import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import type { TrialBookingDetails } from "./booking.ts";
import { openTrialClasses, trialCourses, type TrialCourse } from "./sessions.server.ts";
import { classDays } from "./trial-times.ts";
import { fullTrialClasses, WAITS_PER_FAMILY, type JoinOutcome } from "./waitlist.server.ts";
import type { BookingDetailsValues, PickStep } from "./ui/booking-steps.tsx";

/** The courses a trial class can be booked for, by title, as the booking form lists them. */
export async function bookingCourseTitles(): Promise<string[]> {
  return (await trialCourses()).map((course) => course.title);
}

export async function courseTitled(title: string): Promise<TrialCourse | undefined> {
  return (await trialCourses()).find((course) => course.title === title);
}

const ageWords = (age: number) => `a ${age}-year-old`;

/**
 * When the child is outside the course's ages, what to say: which course fits instead (or that none does); null
 * when the child fits.
 */
export async function courseForAge(course: TrialCourse, age: number): Promise<string | null> {
  if (age >= course.minAge && age <= course.maxAge) return null;
  const fits = (await trialCourses()).filter((other) => age >= other.minAge && age <= other.maxAge);
  const ours = `${course.title} is for children aged ${course.minAge} to ${course.maxAge}.`;
  if (fits.length === 0) return `${ours} Please choose another course.`;
  const names = fits.map((other) => `${other.title} (ages ${other.minAge}–${other.maxAge})`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  return `${ours} For ${ageWords(age)}, ${list} ${fits.length === 1 ? "fits" : "fit"}: please choose ${fits.length === 1 ? "it" : "one"} instead.`;
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
): Promise<PickStep> {
  const [open, full] = await Promise.all([
    openTrialClasses(course, details.childAge, { except }),
    fullTrialClasses(course, details.childAge),
  ]);
  return {
    details: carriedDetails(details),
    summary: `${course.title} for ${ageWords(details.childAge)}`,
    days: classDays(open),
    fullDays: classDays(full),
    problem,
  };
}

/** What a refused booking says. */
export async function refusal(reason: "full" | "family-limit", others: boolean): Promise<string> {
  if (reason === "full") {
    return others
      ? "Sorry, that class has just filled up. Please choose another time below."
      : "Sorry, that class has just filled up, and no other class is open now. Tell us a good time below and we'll call you.";
  }
  const { phones } = await getCompanyDetails();
  return (
    "You already have two trial classes booked with this phone number or e-mail address. Please attend those " +
    `first, or call us on ${phones.general} if you would like to change one.`
  );
}

/** What a refused place on a waiting list says. */
export function waitlistRefusal(reason: Extract<JoinOutcome, { joined: false }>["reason"]): string {
  if (reason === "not-full") return "Good news: a seat has just freed in that class. Choose it above to book it.";
  if (reason === "family-limit") {
    return `You are already waiting for ${WAITS_PER_FAMILY} classes with this phone number or e-mail address. Please book an open class, or ask us to call you.`;
  }
  return "That class no longer takes bookings. Please choose another time.";
}
