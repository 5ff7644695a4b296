import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import type { UserRole } from "#db/schema.ts";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { inviteStaff, listPendingInvites, resendInvite, revokeInvite } from "#app/modules/accounts/invites.server.ts";
import { InviteSchema } from "#app/modules/accounts/schemas.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import { listUsers, setAccountActive, setUserRole, USERS_PAGE_SIZE } from "#app/modules/accounts/users.server.ts";
import { indiaDate, indiaDateTime } from "#app/modules/admin/india-time.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood, refusedIntent, useSubmittingIntent } from "#app/modules/admin/intent.ts";
import { useEmptyAfterRedirect } from "#app/modules/forms/use-empty-after-redirect.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { checkSubmission, type ParsedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { Pill } from "#app/components/admin/pill.tsx";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { AdminTable, cellClass } from "#app/components/admin/admin-table.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { Choice, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { pageOf } from "#app/modules/admin/page-number.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "User management | SkillSprouts" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const admin = getStaff(args.context);
  const url = new URL(args.request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageOf(url);
  const [{ users, total }, invites] = await Promise.all([listUsers({ query, page }), listPendingInvites()]);
  return {
    users,
    total,
    invites,
    query,
    page,
    pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    currentUserId: admin.id,
  };
}

/** Every change User Management makes, parsed once and told apart by the `intent` its form or button sends. */
const UserChange = z.discriminatedUnion("intent", [
  InviteSchema,
  z.object({
    intent: z.literal("role"),
    userId: z.uuid(),
    role: z.enum(["user", "staff", "admin"]),
    confirmSelf: z.literal("yes").optional(),
    returnTo: z.string().optional(),
  }),
  z.object({ intent: z.enum(["deactivate", "reactivate"]), userId: z.uuid(), returnTo: z.string() }),
  z.object({ intent: z.enum(["revoke-invite", "resend-invite"]), inviteId: z.uuid() }),
]);
type UserChange = z.output<typeof UserChange>;

const roleNames: Record<UserRole, string> = { user: "User", staff: "Staff", admin: "Admin" };

export async function action(args: Route.ActionArgs) {
  const submission = await checkSubmission(await readFormDataOrRefuse(args.request), UserChange);
  if (!submission.ok) {
    // Only the invitation has fields of its own to show errors on; the row buttons send nothing typed.
    if (refusedIntent(submission.formData, ["invite"]) === null) throw notUnderstood();
    return data(
      { result: submission.reply(), toast: { title: "Not sent", description: "Please check the invitation." } },
      { status: 400 },
    );
  }
  const change = submission.value;
  switch (change.intent) {
    case "invite":
      return invite(args, change, submission.reply);
    case "role":
      return changeRole(args, change);
    case "deactivate":
    case "reactivate":
      return changeActivation(args, change);
    case "revoke-invite":
    case "resend-invite":
      return changeInvite(args, change);
  }
}

/** Makes an account a user, staff or admin; an admin removing their own access must tick a box to confirm it. */
async function changeRole(args: Route.ActionArgs, change: Extract<UserChange, { intent: "role" }>) {
  const admin = getStaff(args.context);
  const { userId, role, confirmSelf } = change;
  const back = backTo(change.returnTo);
  if (userId === admin.id && role !== "admin" && confirmSelf !== "yes") {
    return redirectWithToast(back, {
      type: "error",
      title: "Not changed",
      description: "To remove your own admin access, tick the confirmation box next to the button.",
    });
  }
  const { outcome, email } = await setUserRole(userId, role);
  if (outcome === "last-admin") {
    return redirectWithToast(back, {
      type: "error",
      title: "Not changed",
      description: "The last admin cannot be demoted.",
    });
  }
  if (outcome === "not-found") throw data("No such user.", { status: 404 });
  if (outcome === "unverified") {
    return redirectWithToast(back, {
      type: "error",
      title: "Not changed",
      description: `${email} has not confirmed that the address is theirs, so it cannot be given back-office access. Invite the address instead: the invitation goes to that mailbox and gives the access when its link is used.`,
    });
  }
  describeAdminWrite(args.context, `Changed the role of ${email} to ${role}`);
  return redirectWithToast(back, {
    title: `Role changed to ${roleNames[role]}`,
    description: "The change applies from the user's next page load.",
  });
}

/** Stops an account signing in (ending its sessions), or lets it in again; nobody deactivates themselves. */
async function changeActivation(
  args: Route.ActionArgs,
  change: Extract<UserChange, { intent: "deactivate" | "reactivate" }>,
) {
  const admin = getStaff(args.context);
  const back = backTo(change.returnTo);
  const active = change.intent === "reactivate";
  const outcome = await setAccountActive(admin.id, change.userId, active);
  if (!outcome.changed && outcome.reason === "not-found") throw data("No such user.", { status: 404 });
  if (!outcome.changed) {
    return redirectWithToast(back, {
      type: "error",
      title: "Not changed",
      description: "You cannot deactivate your own account.",
    });
  }
  describeAdminWrite(args.context, `${active ? "Reactivated" : "Deactivated"} ${outcome.email}`);
  return redirectWithToast(back, {
    title: active ? "Account reactivated" : "Account deactivated",
    description: active
      ? `${outcome.email} can sign in again.`
      : `${outcome.email} is signed out everywhere and cannot sign in.`,
  });
}

const backTo = (returnTo: string | undefined) => safeRedirect(returnTo, "/admin/users", { within: "/admin/users" });

/** Sends an invitation, or says why not: bad fields, or an address that already has an account. */
async function invite(
  args: Route.ActionArgs,
  change: Extract<UserChange, { intent: "invite" }>,
  reply: ParsedSubmission<UserChange>["reply"],
) {
  const admin = getStaff(args.context);
  const { fullName, email, role } = change;
  const outcome = await inviteStaff({ fullName, email, role, invitedBy: admin.id });
  if (outcome === "already-staff") {
    const message = `${email} is already in the back office, so no invitation was sent and nothing was changed. To change what it can do, change its role in the list below.`;
    return data(
      {
        result: reply({ fieldErrors: { email: [message] } }),
        toast: { title: "Not sent", description: message },
      },
      { status: 400 },
    );
  }
  describeAdminWrite(args.context, `Invited ${email} as ${role}`);
  return redirectWithToast("/admin/users", {
    title: "Invitation sent",
    description: `${fullName} can choose a password with the link we e-mailed to ${email} (valid for 7 days).`,
  });
}

/** Withdraws a pending invitation, or mails it again with a fresh link (the old one then fails). */
async function changeInvite(
  args: Route.ActionArgs,
  change: Extract<UserChange, { intent: "revoke-invite" | "resend-invite" }>,
) {
  const { intent, inviteId } = change;
  const gone = {
    type: "error",
    title: "Not changed",
    description: "That invitation has already been used or withdrawn.",
  } as const;
  if (intent === "revoke-invite") {
    const email = await revokeInvite(inviteId);
    if (!email) return redirectWithToast("/admin/users", gone);
    describeAdminWrite(args.context, `Withdrew the invitation of ${email}`);
    return redirectWithToast("/admin/users", {
      title: "Invitation withdrawn",
      description: `The link sent to ${email} no longer works.`,
    });
  }
  const outcome = await resendInvite(inviteId);
  if (!outcome.ok && outcome.reason === "not-found") return redirectWithToast("/admin/users", gone);
  if (!outcome.ok) {
    return redirectWithToast("/admin/users", {
      type: "error",
      title: "Not sent",
      description:
        "That address is already in the back office, so no invitation was sent. Change its role in the list below, or withdraw the invitation.",
    });
  }
  describeAdminWrite(args.context, `Sent a new invitation link to ${outcome.email}`);
  return redirectWithToast("/admin/users", {
    title: "Invitation sent again",
    description: `A new link, valid for 7 days, is on its way to ${outcome.email}; the earlier link no longer works.`,
  });
}

export default function UserManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, invites, query, page, pages, currentUserId } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const inviting = useSubmittingIntent("invite");
  useActionToast(actionData?.toast);
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
      <InviteForm lastResult={actionData?.result} pending={inviting} />
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

type PendingInvite = Route.ComponentProps["loaderData"]["invites"][number];

/** Invitations sent and not used yet: who and by whom, until when, and a way to send a fresh link or withdraw it. */
function PendingInvites({ invites, busy }: { invites: PendingInvite[]; busy: boolean }) {
  return (
    <section aria-labelledby="pending-invites-heading" className="mt-6">
      <h2 id="pending-invites-heading" className="text-xl font-bold">
        Pending invitations
      </h2>
      {invites.length === 0 ? (
        <p className="mt-2 text-slate-600">No invitations are waiting to be used.</p>
      ) : (
        <AdminTable
          headings={["E-mail", "Name", "Role", "Invited by", "Invited", "Link expires", "Invitation"]}
          className="min-w-[52rem]"
        >
          {invites.map((invite) => (
            <tr key={invite.id} className="border-b border-slate-100 last:border-0">
              <td className={`${cellClass} font-medium break-all`}>{invite.email}</td>
              <td className={cellClass}>{invite.fullName}</td>
              <td className={cellClass}>{roleNames[invite.role]}</td>
              <td className={`${cellClass} break-all`}>{invite.invitedByEmail ?? "—"}</td>
              <td className={cellClass}>{indiaDate.format(new Date(invite.createdAt))}</td>
              <td className={cellClass}>
                {invite.expired ? <Pill tone="red">Expired</Pill> : null}{" "}
                {indiaDateTime.format(new Date(invite.expiresAt))}
              </td>
              <td className={cellClass}>
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="inviteId" value={invite.id} />
                  <IntentButton intent="resend-invite" variant="secondary" busy={busy}>
                    Send a new link<span className="sr-only"> to {invite.email}</span>
                  </IntentButton>
                  <IntentButton intent="revoke-invite" variant="ghost" busy={busy}>
                    Withdraw<span className="sr-only"> the invitation of {invite.email}</span>
                  </IntentButton>
                </Form>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** A button that posts its form with one intent, as every row action of this page does. */
function IntentButton({
  intent,
  variant,
  busy,
  children,
}: {
  intent: string;
  variant: "ghost" | "secondary";
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClasses(variant, "sm")}>
      {children}
    </button>
  );
}

function roleButtonLabel(current: UserRole, next: UserRole): string {
  if (next === "admin") return "Make admin";
  if (next === "staff") return "Make staff";
  return current === "admin" ? "Remove admin" : "Remove staff access";
}

/** Invites a member of staff or an admin by e-mail; they choose their password with the link. */
function InviteForm({ lastResult, pending }: { lastResult: SubmissionResult<string[]> | undefined; pending: boolean }) {
  const [form, fields] = useSchemaForm(InviteSchema, { id: "invite", lastResult, defaultValue: { role: "staff" } });
  useEmptyAfterRedirect(form, pending, lastResult);
  return (
    <AdminPanel headingId="invite-heading" heading="Invite a member of staff" className="mt-6 max-w-3xl">
      <p className="mt-1 text-slate-600">
        They get an e-mail with a link, valid for 7 days, to choose their password. Staff open the inbox and the content
        tools; admins also manage accounts, settings and the audit log.
      </p>
      <IntentForm form={form} intent="invite" className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextInput field={fields.fullName} label="Name" autoComplete="off" />
        <TextInput field={fields.email} label="E-mail" type="email" autoComplete="off" />
        <Choice
          field={fields.role}
          label="Role"
          placeholder="Choose a role"
          options={[
            { value: "staff", label: "Staff" },
            { value: "admin", label: "Admin" },
          ]}
        />
        <div className="sm:col-span-3">
          <StatusButton pending={pending} pendingLabel="Sending…">
            Send invitation
          </StatusButton>
        </div>
      </IntentForm>
    </AdminPanel>
  );
}
