import { useEffect, useRef, type RefObject } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";
import { SelectField } from "#app/ui/field.tsx";
import { leadStatuses, statusLabels } from "../pipeline.ts";

/** The form the inbox list's tick boxes belong to (they sit in the lead cards, outside it). */
export const BULK_FORM_ID = "bulk-leads";

/** Someone leads can be given to. */
export type LeadOwner = { id: string; name: string };

/** The choices of a field that picks an owner: nobody, called `nobodyLabel`, then each owner by name. */
export const ownerOptions = (owners: readonly LeadOwner[], nobodyLabel: string) => [
  { value: "none", label: nobodyLabel },
  ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
];

/** Each lead status as a choice, in the pipeline's order. */
export const statusOptions = leadStatuses.map((value) => ({ value, label: statusLabels[value] }));

/** A refused bulk action, as the action answers it: the message, and what was ticked and chosen, to keep. */
export type BulkRefusal = { error: string; selected: string[]; owner?: string; status?: string };

/**
 * Bulk actions on the leads ticked in the list below: give them to someone, set their status, or close them. A
 * plain POST form, so it works without JavaScript; each button says what it does.
 */
export function LeadBulkActions({ owners, refusal }: { owners: LeadOwner[]; refusal: BulkRefusal | undefined }) {
  return (
    <Form
      method="post"
      id={BULK_FORM_ID}
      preventScrollReset
      aria-labelledby="bulk-heading"
      className="p-5 pt-1 lg:pt-5"
    >
      <h2 id="bulk-heading" className="font-bold max-lg:sr-only">
        Change several leads at once
      </h2>
      <p className="mt-1 text-sm text-slate-600">Tick the leads below, then choose what to do with them.</p>
      {refusal ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {refusal.error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          label="Give them to"
          placeholder="Choose someone"
          options={ownerOptions(owners, "Nobody")}
          controlProps={{ id: "bulk-owner", name: "owner", defaultValue: refusal?.owner ?? "" }}
        />
        <button type="submit" name="intent" value="bulk-assign" className={buttonClasses("secondary", "sm")}>
          Assign
        </button>
        <SelectField
          label="Set their status to"
          placeholder="Choose a status"
          options={statusOptions}
          controlProps={{ id: "bulk-status", name: "status", defaultValue: refusal?.status ?? "" }}
        />
        <button type="submit" name="intent" value="bulk-status" className={buttonClasses("secondary", "sm")}>
          Change status
        </button>
        <button type="submit" name="intent" value="bulk-close" className={buttonClasses("ghost", "sm")}>
          Close them
        </button>
      </div>
    </Form>
  );
}

/**
 * After a bulk action, focus goes to `target` (the list's count, which says what is shown now) rather than to the
 * top of the page: the pressed button may have been folded away with its form on a phone. Returns the ref to put
 * on the target, which needs tabIndex -1.
 */
export function useFocusAfterBulkAction<Element extends HTMLElement>(): RefObject<Element | null> {
  const target = useRef<Element>(null);
  const navigation = useNavigation();
  const bulkPending = useRef(false);
  const intent = navigation.formData?.get("intent");
  useEffect(() => {
    if (typeof intent === "string" && intent.startsWith("bulk-")) bulkPending.current = true;
    else if (navigation.state === "idle" && bulkPending.current) {
      bulkPending.current = false;
      target.current?.focus();
    }
  }, [intent, navigation.state]);
  return target;
}

/** A lead card's tick box, part of the bulk form above the list. */
export function BulkTick({ leadKey, name, checked }: { leadKey: string; name: string; checked: boolean }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
      <input
        type="checkbox"
        name="lead"
        value={leadKey}
        form={BULK_FORM_ID}
        defaultChecked={checked}
        className="size-5 rounded border-slate-400"
      />
      Select<span className="sr-only"> {name}</span>
    </label>
  );
}
