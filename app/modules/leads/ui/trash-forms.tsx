import { RotateCcw, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";
import type { LeadKind } from "../pipeline.ts";

/** Where trashed leads are listed and restored from: the undo and restore buttons post there. */
export const TRASH_PAGE = "/admin/inbox/trash";

/** "Move to trash": one step, no confirmation, since the next page offers to undo it (and the trash keeps it). */
export function TrashButton({ kind, id, name, action }: { kind: LeadKind; id: number; name: string; action?: string }) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="trash" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}>
        <Trash2 aria-hidden="true" className="size-4" /> Move to trash<span className="sr-only">: {name}</span>
      </button>
    </Form>
  );
}

/** Puts a trashed lead back, then returns to `back` (the list it was trashed from, or the trash). */
export function RestoreButton({
  kind,
  id,
  back,
  label = "Restore",
  name,
}: {
  kind: LeadKind;
  id: number;
  back: string;
  label?: string;
  name?: string;
}) {
  return (
    <Form method="post" action={TRASH_PAGE}>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={buttonClasses("secondary", "sm")}>
        <RotateCcw aria-hidden="true" className="size-4" /> {label}
        {name ? <span className="sr-only">: {name}</span> : null}
      </button>
    </Form>
  );
}

/** After a lead goes to the trash: what happened, and a button to undo it (works with JavaScript off). */
export function UndoTrash({ kind, id, said, back }: { kind: LeadKind; id: number; said: string; back: string }) {
  return (
    <div
      role="status"
      className="on-dark mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-900 px-5 py-3 text-white"
    >
      <p>{said}</p>
      <RestoreButton kind={kind} id={id} back={back} label="Undo" />
    </div>
  );
}
