import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Pill } from "#app/components/admin/pill.tsx";
import { AdminTable, cellClass } from "#app/components/admin/admin-table.tsx";
import { AdminPanel, IntentForm } from "#app/components/admin/record-page.tsx";
import { indiaDate, indiaDateTime } from "#app/modules/admin/india-time.ts";
import { Choice, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { useEmptyAfterRedirect } from "#app/modules/forms/use-empty-after-redirect.ts";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { StatusButton } from "#app/ui/status-button.tsx";
import { roleNames } from "../role-names.ts";
import { InviteSchema } from "../schemas.ts";
import type { loadUserManagement } from "../user-management.server.ts";
import { IntentButton } from "./intent-button.tsx";

type PendingInvite = Awaited<ReturnType<typeof loadUserManagement>>["invites"][number];

/** Invitations sent and not used yet: who and by whom, until when, and a way to send a fresh link or withdraw it. */
export function PendingInvites({ invites, busy }: { invites: PendingInvite[]; busy: boolean }) {
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

/** Invites a member of staff or an admin by e-mail; they choose their password with the link. */
export function InviteForm({
  lastResult,
  pending,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
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
