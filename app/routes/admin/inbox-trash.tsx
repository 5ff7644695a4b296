import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/inbox-trash";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { Pager } from "#app/components/admin/pager.tsx";
import { DeleteLink, EmptyList } from "#app/components/admin/record-page.tsx";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { indiaDateTime } from "#app/modules/admin/india-time.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { pageOf } from "#app/modules/admin/page-number.ts";
import { getStaff, requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { kindLabels, leadKinds, TRASH_DAYS } from "#app/modules/leads/pipeline.ts";
import { deleteTrashedLead, listTrash, restoreLead, TRASH_PAGE_SIZE } from "#app/modules/leads/trash.server.ts";
import { RestoreButton, TRASH_PAGE } from "#app/modules/leads/ui/trash-forms.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Trash · Inbox");

const leadId = z.coerce.number().int().positive().max(999_999_999);
const TrashChange = z.object({
  intent: z.enum(["restore", "delete"]),
  kind: z.enum(leadKinds),
  id: leadId,
  back: z.string().max(2_000).optional(),
});

/** `?delete=trials:12`: the entry whose deletion for good is being confirmed. */
function confirmingOf(url: URL) {
  const [kind, id] = (url.searchParams.get("delete") ?? "").split(":");
  const parsed = z.object({ kind: z.enum(leadKinds), id: leadId }).safeParse({ kind, id });
  return parsed.success ? parsed.data : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageOf(url);
  const { rows, total } = await listTrash(page);
  const pages = Math.max(1, Math.ceil(total / TRASH_PAGE_SIZE));
  if (page > pages) throw redirect(`${TRASH_PAGE}?page=${pages}`);
  return { rows, total, page, pages, confirming: confirmingOf(url), isAdmin: getStaff(context).role === "admin" };
}

/** Any member of staff restores (they can move a lead to the trash); deleting for good is for admins. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = TrashChange.safeParse(Object.fromEntries(await readFormDataOrRefuse(request)));
  if (!parsed.success) throw notUnderstood();
  const { intent, kind, id } = parsed.data;
  const label = kindLabels[kind].toLowerCase();
  if (intent === "restore") {
    const name = await restoreLead(kind, id);
    if (name === null) throw data("This lead is no longer in the trash.", { status: 404 });
    describeAdminWrite(context, `Restored the lead of ${name} (${label}) from the trash`);
    const back = safeRedirect(parsed.data.back, TRASH_PAGE, { within: "/admin/inbox" });
    return redirectWithToast(back, { title: "Restored", description: `The ${label} of ${name} is back in the inbox.` });
  }
  await requireAdmin({ request, context });
  const name = await deleteTrashedLead(kind, id);
  if (name === null) throw data("This lead is no longer in the trash.", { status: 404 });
  describeAdminWrite(context, `Deleted the lead of ${name} (${label}) for good`);
  return redirectWithToast(TRASH_PAGE, {
    title: "Deleted for good",
    description: kind === "applications" ? "The application and its CV are gone." : undefined,
  });
}

export default function InboxTrash({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, confirming, isAdmin } = loaderData;
  const here = page > 1 ? `${TRASH_PAGE}?page=${page}` : TRASH_PAGE;
  const withDelete = (kind: string, id: number) => `${here}${here.includes("?") ? "&" : "?"}delete=${kind}:${id}`;
  const deleting = rows.find((row) => row.kind === confirming?.kind && row.id === confirming.id);
  return (
    <>
      <p className="mt-2">
        <Link to="/admin/inbox" className="font-semibold text-brand-700 underline">
          ← Back to the inbox
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">Trash</h1>
      <p className="mt-1 max-w-prose text-slate-600">
        Leads moved to the trash stay here for {TRASH_DAYS} days, out of every list, count and export, then are deleted
        for good. Restore puts a lead back as it was, with its notes and history.
        {isAdmin ? " To forget a person sooner (when they ask), delete their lead for good here." : ""}
      </p>
      <p className="mt-4 text-slate-600" role="status">
        {total} {total === 1 ? "lead" : "leads"} in the trash
      </p>
      {deleting && isAdmin ? (
        <ConfirmDeletion
          id={deleting.id}
          cancelTo={here}
          fields={{ kind: deleting.kind }}
          confirmLabel="Delete for good"
        >
          This will permanently delete the {kindLabels[deleting.kind].toLowerCase()} of {deleting.name}
          {deleting.kind === "applications" ? ", with its CV," : ""} and its notes. It cannot be restored.
        </ConfirmDeletion>
      ) : null}
      {total === 0 ? (
        <EmptyList className="mt-6">The trash is empty.</EmptyList>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map((row) => (
            <li
              key={`${row.kind}-${row.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{row.name}</p>
                <p className="text-sm text-slate-600">
                  {kindLabels[row.kind]} · received {indiaDateTime.format(new Date(row.receivedAt))}
                </p>
                <p className="text-sm text-slate-600">
                  Moved to the trash by {row.deletedBy} on {indiaDateTime.format(row.deletedAt)} · deleted for good on{" "}
                  {indiaDateTime.format(row.goesOn)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <RestoreButton kind={row.kind} id={row.id} back={here} name={row.name} />
                {isAdmin ? (
                  <DeleteLink id={row.id} to={withDelete(row.kind, row.id)}>
                    Delete for good<span className="sr-only">: {row.name}</span>
                  </DeleteLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} hrefOf={(to) => (to > 1 ? `${TRASH_PAGE}?page=${to}` : TRASH_PAGE)} />
    </>
  );
}
