import { z } from "zod";
import { emailAddress, phoneNumber, requiredText } from "#app/modules/forms/fields.ts";

export const MULTIPLE_COURSES = "Multiple Courses";

/** Today's date in India (yyyy-mm-dd), where the demos take place. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/** The schema depends on the course list (program titles from the database plus "Multiple Courses"). */
export function demoRequestSchema(courses: string[]) {
  return z.object({
    contactPerson: requiredText("the contact person's name", 100),
    schoolName: requiredText("the school's name", 150),
    location: requiredText("the school's location", 150),
    email: emailAddress(),
    phone: phoneNumber(),
    courseName: z.enum(courses as [string, ...string[]], { error: "Please choose a course." }),
    preferredDate: z.iso
      .date({ error: "Please choose a date." })
      .refine((value) => value >= todayInIndia(), { error: "Please choose today or a later date." }),
    numberOfStudents: z.coerce
      .number({ error: "Please enter a number." })
      .int({ error: "Please enter a whole number." })
      .min(1, { error: "Please enter at least 1." })
      .max(5000, { error: "For more than 5,000 students, please tell us in the additional information." })
      .optional(),
    message: z.string().trim().max(3000, { error: "Please keep this under 3,000 characters." }).optional(),
  });
}

/** A request as stored: the form's answers and the submission id the server made for them (`submissionIdFor`). */
export type DemoRequestInput = z.output<ReturnType<typeof demoRequestSchema>> & { submissionId: string };
