// Kept apart from trial.ts (and its form schema) because every page's header and footer link here.

/** The trial class form, with a course already chosen when the parent comes from that course's page. */
export function trialClassHref(courseId?: string): string {
  return courseId ? `/trial-class?course=${encodeURIComponent(courseId)}#trial-form-heading` : "/trial-class";
}
