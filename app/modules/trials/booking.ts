import { z } from "zod";
import type { Language } from "#app/modules/i18n/languages.ts";
import { trialRequestSchema } from "#app/modules/leads/trial.ts";

/*
 * Booking a seat in a trial class, in two steps that work as plain HTML: first the course, the child and the
 * parent (`trialBookingDetailsSchema`), then one of the open classes that fit (`trialBookingSchema`), with the
 * first step's answers carried in hidden fields.
 */

/** The `intent` of each step's post; the call request below them sends none. */
export const FIND_CLASSES = "find-classes";
export const BOOK_CLASS = "book-class";
/** Step 2's other post: wait for a seat in a full class. */
export const JOIN_WAITLIST = "join-waitlist";

export const bookingIntentSchema = z.object({ intent: z.enum([FIND_CLASSES, BOOK_CLASS, JOIN_WAITLIST]) });

/**
 * Step 1: the trial class request's answers without the preferred time, for a course (not "not sure"), its errors
 * worded in the page's language.
 */
export function trialBookingDetailsSchema(courses: string[], language: Language = "en") {
  return trialRequestSchema(courses, language).omit({ preferredSlot: true });
}

const CHOOSE_A_CLASS = "Please choose a trial class.";

/** Step 2's missing choice, in each language. */
export const chooseAClass: Record<Language, string> = {
  en: CHOOSE_A_CLASS,
  hi: "कृपया एक ट्रायल क्लास चुनें।",
  mr: "कृपया एक ट्रायल क्लास निवडा.",
};

/** Step 2: the same answers and the chosen class. */
export function trialBookingSchema(courses: string[], language: Language = "en") {
  const choose = chooseAClass[language];
  return trialBookingDetailsSchema(courses, language).extend({
    sessionId: z.coerce
      .number({ error: choose })
      .int({ error: choose })
      .positive({ error: choose })
      // A database id: larger would not be one (and Postgres would refuse it as an integer).
      .max(2_147_483_647, { error: choose }),
  });
}

export type TrialBookingDetails = z.output<ReturnType<typeof trialBookingDetailsSchema>>;
export type TrialBookingInput = z.output<ReturnType<typeof trialBookingSchema>> & { submissionId: string };

/** An open trial class as the page lists it. */
export type OpenTrialClass = {
  id: number;
  startsAt: Date;
  minutes: number;
  mode: "online" | "office" | "school";
  address: string;
  seatsLeft: number;
};

/** How many open (future, booked) trial classes one family (a phone or an e-mail address) may hold at once. */
export const OPEN_BOOKINGS_PER_FAMILY = 2;

/** The posts of a booking's change page: move it to another class, or (once confirmed) cancel it. */
export const MOVE_BOOKING = "move";
export const CANCEL_BOOKING = "cancel";

export const bookingChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(MOVE_BOOKING),
    sessionId: z.coerce
      .number({ error: CHOOSE_A_CLASS })
      .int({ error: CHOOSE_A_CLASS })
      .positive({ error: CHOOSE_A_CLASS })
      .max(2_147_483_647, { error: CHOOSE_A_CLASS }),
  }),
  z.object({ intent: z.literal(CANCEL_BOOKING) }),
]);
