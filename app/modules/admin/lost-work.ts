/**
 * A back-office save that could not be made while the admin had typed something: the session ended, or the
 * record was deleted meanwhile. The answer carries what was typed, so it is never lost without a word. With
 * JavaScript the form stays on screen and a notice says what happened; without it, the answer is a page of the
 * back office showing the text, ready to copy.
 */

export type TypedField = { name: string; label: string; value: string };

export type LostWork = {
  lostWork: "session-ended" | "record-deleted";
  /** The admin page the form is on: where signing in again returns to. */
  formUrl: string;
  /** For a deleted record, what it was ("FAQ", "job opening") and where to add it again. */
  record?: string;
  againUrl?: string;
  /** A signed-in account without admin access, rather than no session at all. */
  signedInWithoutAccess?: boolean;
  typed: TypedField[];
};

export function isLostWork(value: unknown): value is LostWork {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<LostWork>;
  return (
    (candidate.lostWork === "session-ended" || candidate.lostWork === "record-deleted") &&
    typeof candidate.formUrl === "string" &&
    Array.isArray(candidate.typed)
  );
}

/** The admin sign-in page, returning to the form afterwards. */
export function signInAgainUrl(formUrl: string): string {
  return `/admin/login?redirectTo=${encodeURIComponent(formUrl)}`;
}

/** What the notice says, the same with and without JavaScript. */
export function lostWorkTitle(lost: Pick<LostWork, "lostWork" | "record" | "signedInWithoutAccess">): string {
  if (lost.lostWork === "record-deleted") return `This ${lost.record ?? "record"} was deleted meanwhile`;
  return lost.signedInWithoutAccess ? "This account has no admin access" : "Your admin session has ended";
}

export function lostWorkText(lost: Pick<LostWork, "lostWork" | "record" | "signedInWithoutAccess">): string {
  if (lost.lostWork === "record-deleted") {
    return `Someone deleted this ${lost.record ?? "record"} while you were editing it, so your changes were not saved.`;
  }
  return lost.signedInWithoutAccess
    ? "Nothing was saved. Sign in with an admin account, then save again."
    : "You were signed out (from another tab or device, or after a long time away), so nothing was saved. Sign in again, then save again.";
}
