import { getInputProps } from "@conform-to/react";
import type { Route } from "./+types/manage-leaders";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { Pill } from "#app/components/admin/pill.tsx";
import { answerDeletion, notSaved, refusalOfFormWithFile } from "#app/modules/admin/record-answers.server.ts";
import { hiddenFields, savePicturedRecord, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { TextArea, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import {
  LeaderActionSchema,
  LeaderSchema,
  leaderVisibility,
  MAX_PHOTO_BYTES,
  NOT_A_PHOTO,
  PHOTO_TOO_LARGE,
} from "#app/modules/content/leaders/leader-admin.ts";
import { deleteLeader, listLeadersForAdmin, saveLeader } from "#app/modules/content/leaders/leader-admin.server.ts";
import { LeaderPhoto } from "#app/modules/content/leaders/ui/leader-card.tsx";
import { parseSubmission } from "#app/server/submission.server.ts";
import { ImageField } from "#app/ui/image-field.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Leaders");

export async function loader() {
  return { leaders: await listLeadersForAdmin() };
}

const LEADERS = {
  page: "/admin/manage-leaders",
  name: "leader",
  labels: { name: "Name", role: "Role", bio: "Bio", sortOrder: "Place on About Us" },
  toasts: { added: "Leader Saved", updated: "Leader Saved", notSaved: "Leader not saved" },
  conflict: "Someone else saved this leader while you were editing. Reload the page to see their version.",
  deletion: { done: "Leader Deleted", failed: "Could not delete the leader." },
  picture: {
    field: "photo",
    notAPicture: NOT_A_PHOTO,
    saveFailed: { description: "Could not save the leader. Please try again.", status: 400 },
  },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, LeaderActionSchema, {
    files: { maxFileBytes: MAX_PHOTO_BYTES, tooLarge: PHOTO_TOO_LARGE },
  });
  if (!submission.ok) {
    const problem = refusalOfFormWithFile(submission, { field: "photo", tooLarge: PHOTO_TOO_LARGE });
    const result = submission.reply({ hideFields: hiddenFields(LEADERS) });
    return notSaved(LEADERS.toasts.notSaved, problem, result, submission.status);
  }
  const change = submission.value;
  if (change.intent === "delete") {
    return answerDeletion(LEADERS.page, await deleteLeader(change.id), LEADERS.deletion);
  }
  return savePicturedRecord(request, submission, LEADERS, change, saveLeader);
}

type Leader = Route.ComponentProps["loaderData"]["leaders"][number];

const hiddenBecause = {
  unpublished: "Not shown: unpublished",
  "no-name": "Not shown: no name yet",
} as const;

export default function ManageLeaders({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { editing, deleting, adding } = useRecordsInUrl(loaderData.leaders);
  const nextPlace = Math.min(99, Math.max(0, ...loaderData.leaders.map((leader) => leader.sortOrder)) + 1);
  return (
    <>
      <RecordsPageTop
        title="Manage Leaders"
        addLabel="Add New"
        deleting={deleting}
        deletionText={(leader) => <>This will permanently delete {leader.name || leader.role} from About Us.</>}
        intro={
          <p className="mt-4 max-w-2xl text-slate-600">
            About Us shows the published leaders who have a name, in the order of their places; without any, it leaves
            the section out. Keep names and roles as the blog&apos;s bylines give them.
          </p>
        }
      />
      {adding || editing ? (
        <LeaderForm
          key={editing ? `${editing.id}-${editing.version}` : "new"}
          leader={editing}
          nextPlace={nextPlace}
          lastResult={actionData?.result}
        />
      ) : null}
      <RecordList
        rows={loaderData.leaders}
        empty="No leaders yet. Add one to get started!"
        as="ul"
        className="mt-8 space-y-3"
      >
        {(leader) => {
          const visibility = leaderVisibility(leader);
          const who = leader.name || leader.role;
          return (
            <li
              key={leader.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center gap-4">
                <div className="size-12 shrink-0 overflow-hidden rounded-full">
                  <LeaderPhoto leader={leader} />
                </div>
                <div>
                  <p className="font-semibold">
                    {leader.sortOrder}. {leader.name || <span className="text-slate-600">(no name)</span>}
                    {visibility === "shown" ? null : (
                      <Pill tone="amber" className="ml-2 align-middle">
                        {hiddenBecause[visibility]}
                      </Pill>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">{leader.role}</p>
                </div>
              </div>
              <RecordActions id={leader.id} what={` ${who}`} className="flex gap-2" />
            </li>
          );
        }}
      </RecordList>
    </>
  );
}

function LeaderForm({
  leader,
  nextPlace,
  lastResult,
}: {
  leader?: Leader;
  nextPlace: number;
  lastResult: EditorResult;
}) {
  const defaultValue = leader
    ? {
        name: leader.name,
        role: leader.role,
        bio: leader.bio,
        sortOrder: String(leader.sortOrder),
        isPublished: leader.isPublished ? "on" : undefined,
      }
    : { sortOrder: String(nextPlace), isPublished: "on" };
  // One id whichever leader is open, so the fields keep the same ids.
  const editor = useRecordForm(LeaderSchema, {
    name: "leader",
    id: "leader",
    record: leader,
    lastResult,
    defaultValue,
  });
  const { fields } = editor;
  return (
    <RecordEditor editor={editor} heading={leader ? "Edit Leader" : "Add Leader"} withFile layout="two-columns-from-sm">
      <TextInput field={fields.name} label="Name" hint="Leave empty until the role is filled: it is not shown then." />
      <TextInput field={fields.role} label="Role" hint="e.g. Head of Abacus Training" />
      <TextArea field={fields.bio} label="Bio" rows={3} className="sm:col-span-2" />
      <TextInput field={fields.sortOrder} label="Place on About Us" inputMode="numeric" hint="1 is shown first." />
      <ImageField
        label="Photo"
        hint={leader?.photoKey ? "Leave empty to keep the current photo." : "Optional. Square photos look best."}
        errors={fields.photo.errors}
        inputProps={{
          ...getInputProps(fields.photo, { type: "file" }),
          accept: "image/png,image/jpeg,image/webp,image/gif",
        }}
        currentSrc={leader?.photoKey ? `/media/${leader.photoKey}` : null}
        preview={{ alt: "Photo preview", width: 64, height: 64, className: "size-16 rounded-full" }}
      />
      <Tickbox field={fields.isPublished} className="sm:col-span-2">
        Published on About Us
      </Tickbox>
    </RecordEditor>
  );
}
