import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { ParsedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

/*
 * How the "manage" pages of the back office answer a change of one of their records, the same way on each page.
 */

export const CHECK_THE_FIELDS = "Please check the highlighted fields.";

/**
 * What a delete says when done, and when the record was already gone (deleted in another tab): mostly an error
 * toast on the list (`failed`), which is no reason for an error page; a few pages answer a 404 (`notFound`).
 */
export type DeletionToasts = { done: string } & ({ failed: string } | { notFound: string });

/** After a delete, back to the list saying so, or what `toasts` say of a record already gone. */
export function answerDeletion(page: string, deleted: boolean, toasts: DeletionToasts) {
  if (deleted) return redirectWithToast(page, { title: toasts.done });
  if ("notFound" in toasts) throw data(toasts.notFound, { status: 404 });
  return redirectWithToast(page, { type: "error", title: "Delete Failed", description: toasts.failed });
}

/** A form the page did not save: the form again with its errors, and a toast titled for the record. */
export function notSaved(title: string, description: string, result: SubmissionResult<string[]>, status = 400) {
  return data({ result, toast: { title, description } }, { status });
}

/**
 * What a refused form with a picture says first: the picture over its size limit (it was left out while the form
 * was read, so nothing else about it is known), a body that could not be read, or else to check the fields.
 */
export function refusalOfFormWithFile(
  submission: Extract<ParsedSubmission<unknown>, { ok: false }>,
  file: { field: string; tooLarge: string },
) {
  if (submission.oversized.includes(file.field)) return file.tooLarge;
  return submission.unreadable?.visitorMessage ?? CHECK_THE_FIELDS;
}
