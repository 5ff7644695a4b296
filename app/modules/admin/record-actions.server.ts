import type { CheckedSubmission } from "#app/server/submission.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { notUnderstood } from "./intent.ts";
import { recordDeleted } from "./lost-work.server.ts";
import { answerDeletion, notSaved, type DeletionToasts } from "./record-answers.server.ts";

/*
 * The changes a "manage" page of the back office makes to its records (add, edit, delete), answered alike on
 * every page: back to the list with a toast, the form again with what went wrong, or the notice of a record
 * someone deleted meanwhile with what was typed. Each page says only what its records are called.
 */

/** What the answers of one "manage" page say about its kind of record. */
export type RecordKind = {
  /** The page every answer leads back to. */
  page: string;
  /** The record's name in the notice of one deleted while it was being edited: "FAQ", "job opening". */
  name: string;
  /** The form's labels by field name, for that notice's copy of what was typed. */
  labels: Record<string, string>;
  /** The titles of the toasts: a record added, one edited, and a form that was not saved. */
  toasts: { added: string; updated: string; notSaved: string };
  /** What a save says when someone else saved the record first. */
  conflict: string;
  /** What a delete says, and what it says when the record was already gone. */
  deletion: DeletionToasts;
  /**
   * The picture a form sends with the record: never sent back to the browser; what a file that is no picture
   * says; and what a save says when storage failed (with the page's status for it).
   */
  picture?: { field: string; notAPicture: string; saveFailed: { description: string; status: number } };
};

/** What the save of one record came to (the store's own words, whichever it uses for success). */
type SaveOutcome = "saved" | "updated" | "not-an-image" | "conflict" | "missing";

/** The fields a form never gets back: its picture, which the browser cannot be given again. */
export function hiddenFields(kind: RecordKind): string[] | undefined {
  return kind.picture ? [kind.picture.field] : undefined;
}

/**
 * The answer to a save: back to the list with `savedTitle`; or the form with its error (a file that is no
 * picture, a save over someone else's, 409); or, for a record deleted meanwhile, the notice with what was typed.
 */
function answerSave(
  request: Request,
  form: CheckedSubmission<unknown>,
  kind: RecordKind,
  outcome: SaveOutcome,
  savedTitle: string,
) {
  const hideFields = hiddenFields(kind);
  if (outcome === "not-an-image" && kind.picture) {
    const { field, notAPicture } = kind.picture;
    return notSaved(
      kind.toasts.notSaved,
      notAPicture,
      form.reply({ fieldErrors: { [field]: [notAPicture] }, hideFields }),
    );
  }
  if (outcome === "missing") {
    recordDeleted(request, { name: kind.name, againUrl: `${kind.page}?new=1` }, form.formData, kind.labels);
  }
  if (outcome === "conflict") {
    return notSaved(kind.toasts.notSaved, kind.conflict, form.reply({ formErrors: [kind.conflict], hideFields }), 409);
  }
  return redirectWithToast(kind.page, { title: savedTitle });
}

/**
 * Adds or edits (by `change.intent`) a record with a picture, which also writes to storage: a failure there
 * (logged) is the form again with the page's `saveFailed`, so nothing typed is lost.
 */
export async function savePicturedRecord<Change extends { intent: "create" | "update" }>(
  request: Request,
  form: CheckedSubmission<unknown>,
  kind: RecordKind & { picture: NonNullable<RecordKind["picture"]> },
  change: Change,
  save: (record: WithoutIntent<Change>) => Promise<SaveOutcome>,
) {
  let outcome: SaveOutcome;
  try {
    outcome = await save(withoutIntent(change));
  } catch (error) {
    logger.error({ err: error }, `saving a ${kind.name} failed`);
    const { description, status } = kind.picture.saveFailed;
    return notSaved(kind.toasts.notSaved, description, form.reply({ hideFields: hiddenFields(kind) }), status);
  }
  const savedTitle = change.intent === "create" ? kind.toasts.added : kind.toasts.updated;
  return answerSave(request, form, kind, outcome, savedTitle);
}

type RowKey = { id: number; version: number };
type RowChange = { intent: "create" } | ({ intent: "update" } & RowKey) | { intent: "delete"; id: number };
/** A change's record: its fields, and for an edit its id and version, without the intent that sent it. */
type WithoutIntent<Change> = Change extends unknown ? Omit<Change, "intent"> : never;
type Fields<Change, Intent> = WithoutIntent<Extract<Change, { intent: Intent }>>;

function isIntent<Change extends RowChange, Intent extends RowChange["intent"]>(
  change: Change,
  intent: Intent,
): change is Extract<Change, { intent: Intent }> {
  return change.intent === intent;
}

function withoutIntent<Change extends { intent: string }>(change: Change): WithoutIntent<Change> {
  const { intent: _intent, ...fields } = change;
  return fields as WithoutIntent<Change>;
}

/**
 * Carries out one change of a page whose forms add, edit and delete rows (`rowEditActions`) with the page's
 * store, and answers it: the list with a toast, or the form again with what went wrong.
 */
export async function changeRow<Change extends RowChange>(
  request: Request,
  form: CheckedSubmission<Change>,
  kind: RecordKind,
  rows: {
    add: (fields: Fields<Change, "create">) => Promise<unknown>;
    update: (edit: Fields<Change, "update">) => Promise<"updated" | "conflict" | "missing">;
    remove: (id: number) => Promise<boolean>;
  },
) {
  const change = form.value;
  if (isIntent(change, "delete")) return answerDeletion(kind.page, await rows.remove(change.id), kind.deletion);
  if (isIntent(change, "create")) {
    await rows.add(withoutIntent(change));
    return redirectWithToast(kind.page, { title: kind.toasts.added });
  }
  if (isIntent(change, "update")) {
    return answerSave(request, form, kind, await rows.update(withoutIntent(change)), kind.toasts.updated);
  }
  throw notUnderstood();
}
