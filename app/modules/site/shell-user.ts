import type { AuthUser } from "#app/modules/accounts/session.server.ts";

/** The signed-in visitor as the site's header and footer show them: a name, and whether the back office is theirs. */
export type ShellUser = { name: string; isAdmin: boolean };

export function shellUser(user: AuthUser | null): ShellUser | null {
  // isAdmin: may open the back office (staff and admins), so the header links to its dashboard.
  return user ? { name: user.fullName ?? user.email, isAdmin: user.role !== "user" } : null;
}
