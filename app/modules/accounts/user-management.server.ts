import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood, refusedIntent } from "#app/modules/admin/intent.ts";
import { pageOf } from "#app/modules/admin/page-number.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { checkSubmission, type ParsedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { getStaff } from "./guards.server.ts";
import { inviteStaff, listPendingInvites, resendInvite, revokeInvite } from "./invites.server.ts";
import { roleNames } from "./role-names.ts";
import { InviteSchema } from "./schemas.ts";
import { listUsers, setAccountActive, setUserRole, USERS_PAGE_SIZE } from "./users.server.ts";

/*
 * User Management (/admin/users): the accounts and pending invitations it lists, and the changes its forms post.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** One page of accounts (searched by e-mail or name) and every pending invitation. */
export async function loadUserManagement(args: Args) {
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

/** A post of User Management: an invitation, a role, an account's access or a pending invitation changed. */
export async function changeUsers(args: Args) {
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
async function changeRole(args: Args, change: Extract<UserChange, { intent: "role" }>) {
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
async function changeActivation(args: Args, change: Extract<UserChange, { intent: "deactivate" | "reactivate" }>) {
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
  args: Args,
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
async function changeInvite(args: Args, change: Extract<UserChange, { intent: "revoke-invite" | "resend-invite" }>) {
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
