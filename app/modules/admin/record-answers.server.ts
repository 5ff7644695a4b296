import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { ParsedSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

/*
 * How the "manage" pages of the back office answer a change of one of their records, the same way on each page.
 */

export const CHECK_THE_FIELDS = "Please check the highlighted fields.";

/**
 * After a delete, back to the list saying so; a record already gone (deleted in another tab) is said with an error
 * toast on the list, which is no reason for an error page.
 */
export function answerDeletion(page: string, deleted: boolean, toasts: { done: string; failed: string }) {
  if (!deleted) return redirectWithToast(page, { type: "error", title: "Delete Failed", description: toasts.failed });
  return redirectWithToast(page, { title: toasts.done });
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
