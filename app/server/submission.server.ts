import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { isDatabaseUnavailable } from "./db-errors.server.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { logger } from "./logger.server.ts";
import { isStorageUnavailable } from "./storage.server.ts";
import {
  readForm,
  readFormDataWithFiles,
  UnreadableBody,
  type BodyStatus,
  type FileRules,
  type FormRules,
} from "./request-body.server.ts";

type ReplyOptions = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
  resetForm?: boolean;
};

/**
 * A form post checked against its zod schema, conform's way. `ok` is true only when the body could be read and
 * every field passed. Otherwise `status` is what to answer (400, or 413/415 for a body that could not be read)
 * and `reply()` is what the form shows: the field errors, and for an unreadable body a message at the top.
 */
export type ParsedSubmission<Output> =
  | { ok: true; value: Output; formData: FormData; reply: (options?: ReplyOptions) => SubmissionResult<string[]> }
  | {
      ok: false;
      status: BodyStatus | 400;
      formData: FormData;
      error: Record<string, string[] | null> | null;
      /** Set when the body itself could not be read. */
      unreadable: UnreadableBody | null;
      /** The file fields refused for passing `files.maxFileBytes`: the page need not read their message to know. */
      oversized: string[];
      reply: (options?: ReplyOptions) => SubmissionResult<string[]>;
    };

/** A submission its schema accepted: what an action hands on to the steps that store it. */
export type CheckedSubmission<Output> = Extract<ParsedSubmission<Output>, { ok: true }>;

export type SubmissionRules = FormRules & {
  /**
   * Small files kept in memory as File values of the form, checked by the schema. A file over the limit gets
   * `tooLarge` as its field's error (status 413) while the other fields keep what was typed.
   */
  files?: { maxFileBytes: number; maxFiles?: number; tooLarge: string };
};

export async function parseSubmission<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  rules: SubmissionRules = {},
): Promise<ParsedSubmission<z.output<Schema>>> {
  let formData = new FormData();
  let oversized: string[] = [];
  let unreadable: UnreadableBody | null = null;
  try {
    if (rules.files) ({ formData, oversized } = await readFormDataWithFiles(request, rules.files, rules));
    else formData = (await readForm(request, rules)).fields;
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    unreadable = error;
  }
  const tooLarge = rules.files?.tooLarge ?? "";
  return await checkSubmission(formData, schema, {
    unreadable,
    fieldErrors: Object.fromEntries(oversized.map((name) => [name, [tooLarge]])),
  });
}

/** The same check for a form already read (a streamed upload's text fields). Schemas may check asynchronously. */
export async function checkSubmission<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  problems: { unreadable?: UnreadableBody | null; fieldErrors?: Record<string, string[]> } = {},
): Promise<ParsedSubmission<z.output<Schema>>> {
  const unreadable = problems.unreadable ?? null;
  const oversized = problems.fieldErrors ?? {};
  const submission = await parseWithZod(formData, { schema, async: true });
  const reply = (options: ReplyOptions = {}) =>
    submission.reply({
      ...options,
      formErrors: unreadable ? [unreadable.visitorMessage, ...(options.formErrors ?? [])] : options.formErrors,
      fieldErrors: { ...oversized, ...options.fieldErrors },
    });
  const hasOversized = Object.keys(oversized).length > 0;
  if (submission.status === "success" && !unreadable && !hasOversized) {
    return { ok: true, value: submission.value as z.output<Schema>, formData, reply };
  }
  const error = { ...(submission.status === "success" ? {} : submission.error), ...oversized };
  return {
    ok: false,
    status: unreadable?.status ?? (hasOversized ? 413 : 400),
    formData,
    error: Object.keys(error).length > 0 ? error : null,
    unreadable,
    oversized: Object.keys(oversized),
    reply,
  };
}

export { UnreadableBody, type FileRules };

/**
 * Stores a checked submission. When the database or file storage is briefly unreachable (or does not answer in
 * time) the answer is 503 with the form as the visitor typed it and a message, in the page's language, to send it
 * again, so nothing they wrote is lost; any other failure propagates.
 */
export async function storeOrAskAgain(
  form: { reply: (options?: ReplyOptions) => SubmissionResult<string[]> },
  store: () => Promise<unknown>,
  replyOptions: ReplyOptions = {},
  language: Language = defaultLanguage,
) {
  try {
    await store();
    return null;
  } catch (error) {
    const unreachable = isDatabaseUnavailable(error) ? "the database" : isStorageUnavailable(error) ? "storage" : null;
    if (!unreachable) throw error;
    logger.warn({ err: error }, `a submission could not be stored: ${unreachable} is unreachable`);
    return data(
      { result: form.reply({ ...replyOptions, formErrors: [translator(language)("form.tryAgainSoon")] }) },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
}
