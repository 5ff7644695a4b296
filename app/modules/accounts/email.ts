/** An e-mail address as accounts store and compare it: one spelling for every way it is typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
