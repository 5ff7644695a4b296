// Kept apart from trial.ts (and its form schema) because every page's header and footer link here.

/**
 * The trial class page, with a course already chosen when the parent comes from that course's page, opened at the
 * booking form (a time picked now; the call request is below it).
 */
export function trialClassHref(courseId?: string): string {
  return courseId ? `/trial-class?course=${encodeURIComponent(courseId)}#booking-form-heading` : "/trial-class";
}
