import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { UserRole } from "#db/schema.ts";
import { Pill } from "#app/components/admin/pill.tsx";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { AdminTable, cellClass } from "#app/components/admin/admin-table.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { indiaDate } from "#app/modules/admin/india-time.ts";
import { useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { useActionToast, type ActionToast } from "#app/ui/use-action-toast.ts";
import { roleNames } from "../role-names.ts";
import type { loadUserManagement } from "../user-management.server.ts";
import { IntentButton } from "./intent-button.tsx";
import { InviteForm, PendingInvites } from "./user-invites.tsx";

type UsersData = Awaited<ReturnType<typeof loadUserManagement>>;

/** User Management: the invitation form, pending invitations, and the accounts with their roles and access. */
export function UserManagementPage({
  loaderData,
  lastResult,
  toast,
}: {
  loaderData: UsersData;
  lastResult: SubmissionResult<string[]> | undefined;
  toast: ActionToast;
}) {
  const { users, total, invites, query, page, pages, currentUserId } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const inviting = useSubmittingIntent("invite");
  useActionToast(toast);
  const pageLink = (target: number) =>
    `/admin/users?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(target) })}`;
  // Where a row's change comes back to: this page of this search.
  const returnTo = pageLink(page);
  const [searchParams] = useSearchParams();
  // Deactivating signs someone out at once: asked first, as a link that works without JavaScript.
  const deactivating = users.find((user) => user.id === searchParams.get("deactivate") && !user.deactivatedAt);
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">User Management</h1>
      <InviteForm lastResult={lastResult} pending={inviting} />
      <PendingInvites invites={invites} busy={busy} />
      <Form method="get" className="mt-6 flex max-w-xl flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor="user-search" className="block font-semibold">
            Search by e-mail or name
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={query}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5"
          />
        </div>
        <button type="submit" className={buttonClasses("secondary")}>
          Search
        </button>
      </Form>
      <p className="mt-4 text-slate-600" aria-live="polite">
        {total} {total === 1 ? "account" : "accounts"}
        {query ? ` matching “${query}”` : ""}
      </p>
      {deactivating ? (
        <ConfirmDeletion
          id={deactivating.id}
          cancelTo={returnTo}
          intent="deactivate"
          confirmLabel="Deactivate"
          fields={{ userId: deactivating.id, returnTo }}
        >
          {deactivating.fullName ?? deactivating.email} will be signed out at once and cannot sign in until an admin
          reactivates the account. Their leads, notes and the audit log keep their name.
        </ConfirmDeletion>
      ) : null}
      <AdminTable
        caption="Accounts"
        headings={["E-mail", "Name", "Role", "Created", "Access"]}
        className="min-w-[44rem]"
      >
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          const otherRoles = (["admin", "staff", "user"] as const).filter((role) => role !== user.role);
          return (
            <tr key={user.id} className="border-b border-slate-100 last:border-0">
              <td className={`${cellClass} font-medium`}>
                {user.email}
                {user.emailVerifiedAt ? null : (
                  <Pill tone="amber" className="ml-2">
                    Address not confirmed
                  </Pill>
                )}
              </td>
              <td className={cellClass}>{user.fullName ?? "—"}</td>
              <td className={cellClass}>
                <Pill tone={user.role === "user" ? "slate" : "dark"}>{roleNames[user.role]}</Pill>
                {user.deactivatedAt ? (
                  <Pill tone="red" className="ml-2">
                    Deactivated
                  </Pill>
                ) : null}
              </td>
              <td className={cellClass}>{indiaDate.format(new Date(user.createdAt))}</td>
              <td className={cellClass}>
                <Form method="post" className="flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="userId" value={user.id} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  {isSelf ? (
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="confirmSelf" value="yes" className="size-5" /> Yes, change my own
                      access
                    </label>
                  ) : null}
                  {otherRoles.map((role) => (
                    <button
                      key={role}
                      type="submit"
                      name="role"
                      value={role}
                      disabled={busy}
                      className={buttonClasses(role === "user" ? "ghost" : "secondary", "sm")}
                    >
                      {roleButtonLabel(user.role, role)}
                      <span className="sr-only"> for {user.email}</span>
                    </button>
                  ))}
                </Form>
                {isSelf ? null : (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="userId" value={user.id} />
                    <input type="hidden" name="returnTo" value={returnTo} />
                    {user.deactivatedAt ? (
                      <IntentButton intent="reactivate" variant="ghost" busy={busy}>
                        Reactivate<span className="sr-only"> {user.email}</span>
                      </IntentButton>
                    ) : (
                      <Link
                        to={`${returnTo}&deactivate=${user.id}`}
                        preventScrollReset
                        className={buttonClasses("ghost", "sm")}
                      >
                        Deactivate<span className="sr-only"> {user.email}</span>
                      </Link>
                    )}
                  </Form>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager page={page} pages={pages} hrefOf={pageLink} />
    </>
  );
}

function roleButtonLabel(current: UserRole, next: UserRole): string {
  if (next === "admin") return "Make admin";
  if (next === "staff") return "Make staff";
  return current === "admin" ? "Remove admin" : "Remove staff access";
}
