import { data } from "react-router";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { readTextFieldsOfRefusedForm } from "#app/server/request-body.server.ts";
import type { LostWork, TypedField } from "./lost-work.ts";

/**
 * Fields that hold no typing: which record, its version, what the form showed, where to go back, and the hidden
 * choices of the inbox's and the user list's buttons.
 */
const NOT_TYPED = new Set([
  "intent",
  "id",
  "version",
  "loaded",
  "redirectTo",
  "returnTo",
  "submissionId",
  "confirmSelf",
  "list",
  "handled",
  "page",
  "userId",
  "role",
]);
const MAX_FIELDS = 200;
const MAX_CHARACTERS = 60_000;

/** "heroTitle" → "Hero title", "stats[1].label" → "Stats 2 label", for fields the caller gave no label. */
export function fieldLabel(name: string): string {
  const text = name
    .replace(/\[(\d+)\]/g, (_match, index: string) => ` ${Number(index) + 1} `)
    .replace(/[._-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text an admin typed into a form, as labelled fields: no passwords, ids, versions or ticked boxes. */
export function typedText(formData: FormData, labels: Record<string, string> = {}): TypedField[] {
  const typed: TypedField[] = [];
  for (const [name, value] of formData) {
    if (typeof value !== "string" || typed.length >= MAX_FIELDS) continue;
    const lastPart =
      name
        .split(/[.[\]]+/)
        .filter(Boolean)
        .at(-1) ?? name;
    if (NOT_TYPED.has(lastPart) || /password/i.test(name) || value.trim() === "" || value === "on") continue;
    typed.push({ name, label: labels[name] ?? fieldLabel(name), value: value.slice(0, MAX_CHARACTERS) });
  }
  return typed;
}

/** The admin page a request came from or posted to, as a path: the `.data` of a script's request removed. */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/"}${search ? `?${search}` : ""}`;
}

/**
 * The answer to a write from someone who is no longer a signed-in admin: 403, with what they typed, thrown so no
 * action runs.
 */
export async function sessionEnded(request: Request, user: AuthUser | null): Promise<never> {
  const answer: LostWork = {
    lostWork: "session-ended",
    formUrl: pagePath(request),
    signedInWithoutAccess: user !== null,
    typed: typedText(await readTextFieldsOfRefusedForm(request)),
  };
  throw data(answer, { status: 403 });
}

/** The answer to a save of a record deleted meanwhile: 404, with what was typed. */
export function recordDeleted(
  request: Request,
  record: { name: string; againUrl: string },
  formData: FormData,
  labels?: Record<string, string>,
): never {
  const answer: LostWork = {
    lostWork: "record-deleted",
    formUrl: pagePath(request),
    record: record.name,
    againUrl: record.againUrl,
    typed: typedText(formData, labels),
  };
  throw data(answer, { status: 404 });
}
