/** The body of the 403 a member of staff gets on an admin-only page, so the answer can say why, in the back office. */
export const ADMIN_ONLY_REFUSAL = { adminOnly: true } as const;

export function isAdminOnlyRefusal(data: unknown): boolean {
  return typeof data === "object" && data !== null && "adminOnly" in data && data.adminOnly === true;
}
