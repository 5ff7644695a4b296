import { z } from "zod";
import { emailAddress, phoneNumber, requiredText } from "#app/modules/forms/fields.ts";

/** The course choice for a parent who would like our advice. */
export const UNSURE_COURSE = "Not sure yet – please advise";

export const TRIAL_MIN_AGE = 4;
export const TRIAL_MAX_AGE = 14;
export const trialAges = Array.from({ length: TRIAL_MAX_AGE - TRIAL_MIN_AGE + 1 }, (_, i) => String(TRIAL_MIN_AGE + i));

/** When a trial class can take place: after school on weekdays, or on Saturday while the office is open. */
export const trialSlots = [
  "Weekday afternoon (3 – 5 PM)",
  "Weekday evening (5 – 7 PM)",
  "Saturday morning (10 AM – 12 PM)",
  "Saturday afternoon (12 – 2 PM)",
] as const;

/** The confirmation's "Book for another child": the form again, with the parent's details kept. */
export const ANOTHER_CHILD = "another-child";

const keptDetail = (max: number) => z.string().trim().max(max).catch("");

/** The parent's details a "Book for another child" post carries back into a new form; anything odd is dropped. */
export const anotherChildSchema = z.object({
  intent: z.literal(ANOTHER_CHILD),
  parentName: keptDetail(100),
  phone: keptDetail(30),
  email: keptDetail(254),
});
export type ParentDetails = Omit<z.output<typeof anotherChildSchema>, "intent">;

/**
 * A parent's trial class request. The course list comes from the database (published programs plus "not
 * sure"), so the schema is built from it, on the server and in the browser alike.
 */
export function trialRequestSchema(courses: string[]) {
  return z.object({
    childName: requiredText("your child's name", 100),
    childAge: z.coerce
      .number({ error: "Please choose your child's age." })
      .int({ error: "Please choose your child's age." })
      .min(TRIAL_MIN_AGE, { error: `Our courses are for children aged ${TRIAL_MIN_AGE} to ${TRIAL_MAX_AGE}.` })
      .max(TRIAL_MAX_AGE, { error: `Our courses are for children aged ${TRIAL_MIN_AGE} to ${TRIAL_MAX_AGE}.` }),
    courseName: z.enum(courses as [string, ...string[]], { error: "Please choose a course." }),
    preferredSlot: z.enum(trialSlots, { error: "Please choose a preferred time." }),
    parentName: requiredText("your name", 100),
    phone: phoneNumber(),
    email: emailAddress(),
    // India's DPDP Act: a child's details are processed only with a parent's or guardian's consent.
    guardianConsent: z.literal("on", {
      error: "Please confirm that you are the child's parent or guardian and agree to us using these details.",
    }),
  });
}

/** A request as stored: the form's answers and the submission id the server made for them (`submissionIdFor`). */
export type TrialRequestInput = z.output<ReturnType<typeof trialRequestSchema>> & { submissionId: string };
