import busboy from "busboy";
import type { Readable } from "node:stream";
import { data } from "react-router";
import { logger } from "./logger.server.ts";

/**
 * The one place where actions read a request body. Whatever a client sends (a wrong content type, a broken or
 * endless multipart stream, a field of a megabyte, a NUL byte), the result is either the form or an
 * `UnreadableBody` with the status to answer: 400, 413 or 415 (a body that stops arriving is answered 408 by
 * the server before the action sees it). Forms are parsed by busboy, the streaming parser, so a file is never
 * held whole in memory unless the route asks for that.
 */

export type BodyStatus = 400 | 408 | 413 | 415;

/** What a visitor reads when the form could not be read at all. */
export const UNREADABLE_MESSAGES: Record<BodyStatus, string> = {
  400: "We could not read what was sent. Please check the form and send it again.",
  408: "The form took too long to arrive. Please check your connection and send it again.",
  413: "That was too much to send at once. Please shorten it and try again.",
  415: "We could not read what was sent. Please use the form on this page to send it again.",
};

export class UnreadableBody extends Error {
  readonly status: BodyStatus;
  /** The file field whose file was too large, when that was the problem. */
  readonly fieldName: string | undefined;

  constructor(status: BodyStatus, reason: string, fieldName?: string) {
    super(reason);
    this.name = "UnreadableBody";
    this.status = status;
    this.fieldName = fieldName;
  }

  get visitorMessage(): string {
    return UNREADABLE_MESSAGES[this.status];
  }
}

/**
 * One uploaded file while it arrives. Read its body to the end (or throw). The name and the type are what the
 * browser claims: for display and early hints only, never for a storage key or a decision on the content.
 */
export type IncomingFile = {
  fieldName: string;
  fileName: string;
  claimedType: string;
  body: AsyncIterable<Uint8Array>;
};

export type FileRules<T> = {
  maxFiles?: number;
  maxFileBytes: number;
  /**
   * Takes each file while it streams in (to storage, to a check) and returns what the form keeps for it. It gets
   * the text fields sent before the file, to skip storing a file whose form already fails. If it throws, it must
   * leave nothing stored.
   */
  store: (file: IncomingFile, fieldsSoFar: FormData) => Promise<T>;
  /** Undoes `store` when a later part of the form fails. */
  discard?: (value: T) => Promise<void>;
};

export type FormRules = {
  /** Longest text field in bytes. */
  maxFieldBytes?: number;
  maxFields?: number;
  /** The whole body; by default 1 MB for text forms, plus twice the files' limits for forms with files. */
  maxBodyBytes?: number;
};

const DEFAULTS = { maxFieldBytes: 64 * 1024, maxFields: 100, maxBodyBytes: 1024 * 1024 };
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** A text form (no files), as `request.formData()` would give it, within limits. */
export async function readFormData(request: Request, rules: FormRules = {}): Promise<FormData> {
  return (await readForm(request, rules)).fields;
}

/**
 * For forms whose answer to bad input is a plain error page (the back office's buttons): an unreadable body
 * ends the request there, with its status and message.
 */
export async function readFormDataOrRefuse(request: Request, rules: FormRules = {}): Promise<FormData> {
  try {
    return await readFormData(request, rules);
  } catch (error) {
    if (error instanceof UnreadableBody) throw data(error.visitorMessage, { status: error.status });
    throw error;
  }
}

/**
 * The text fields of a form that is refused anyway (a write from a session that has ended), to show the person
 * what they typed. Files are skipped unread; whatever could be read before a limit or a broken body is returned,
 * and it never throws for the body's sake.
 */
export async function readTextFieldsOfRefusedForm(request: Request): Promise<FormData> {
  const fields = new FormData();
  const skipFile = async (file: IncomingFile) => {
    for await (const _chunk of file.body);
  };
  try {
    await parseForm(request, {}, { maxFiles: 10, maxFileBytes: 1, store: skipFile }, fields);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
  }
  return fields;
}

/**
 * A form with its files kept in memory as `File` values, for small files that are checked and re-encoded whole.
 * A file over the limit is left out and named in `oversized`; the rest of the form is still read.
 */
export async function readFormDataWithFiles(
  request: Request,
  files: { maxFileBytes: number; maxFiles?: number },
  rules: FormRules = {},
): Promise<{ formData: FormData; oversized: string[] }> {
  const read = await readForm(request, rules, { ...files, store: fileInMemory(files.maxFileBytes) });
  for (const [name, file] of read.files) read.fields.set(name, file);
  return { formData: read.fields, oversized: read.oversized };
}

const intents = new WeakMap<Request, string>();

/** The `intent` field of a form already read from this request (what its button said to do), if it had one. */
export function intentOf(request: Request): string | null {
  return intents.get(request) ?? null;
}

export type ReadForm<T> = {
  fields: FormData;
  files: Map<string, T>;
  /** File fields whose file passed `maxFileBytes`: skipped, while the rest of the form was read. */
  oversized: string[];
};

/**
 * A form whose files go where `files.store` puts them while they arrive (a video straight to storage).
 * Files come back by field name; text fields as FormData.
 */
export async function readForm<T = never>(
  request: Request,
  rules: FormRules = {},
  files?: FileRules<T>,
): Promise<ReadForm<T>> {
  try {
    const read = await parseForm(request, rules, files);
    const intent = read.fields.get("intent");
    if (typeof intent === "string") intents.set(request, intent.slice(0, 100));
    return read;
  } catch (error) {
    if (error instanceof UnreadableBody) {
      logger.warn({ status: error.status, reason: error.message, url: request.url }, "unreadable request body");
    }
    throw error;
  }
}

async function parseForm<T>(
  request: Request,
  rules: FormRules,
  fileRules: FileRules<T> | undefined,
  // Filled as the fields arrive, so a caller can keep what was read before a failure.
  fields = new FormData(),
): Promise<ReadForm<T>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const files = new Map<string, T>();
  const oversized: string[] = [];
  if (!request.body) {
    // A post with no body at all is an empty form; the route's checks say what is missing.
    if (contentType === "" || FORM_TYPES.test(contentType)) return { fields, files, oversized };
    throw new UnreadableBody(415, `not a form: ${contentType.slice(0, 100)}`);
  }
  if (!FORM_TYPES.test(contentType)) throw new UnreadableBody(415, `not a form: ${contentType.slice(0, 100)}`);

  const maxFields = rules.maxFields ?? DEFAULTS.maxFields;
  const maxFiles = fileRules ? (fileRules.maxFiles ?? 1) : 0;
  // By default a file somewhat over its limit is still read past, so the fields after it are kept.
  const maxBodyBytes =
    rules.maxBodyBytes ?? DEFAULTS.maxBodyBytes + (fileRules ? 2 * fileRules.maxFileBytes * maxFiles : 0);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBodyBytes) throw new UnreadableBody(413, `declared ${declared} bytes`);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        fieldSize: rules.maxFieldBytes ?? DEFAULTS.maxFieldBytes,
        fields: maxFields,
        fieldNameSize: 200,
        files: maxFiles,
        fileSize: fileRules?.maxFileBytes ?? 0,
        parts: maxFields + maxFiles,
        headerPairs: 20,
      },
    });
  } catch (error) {
    // No boundary, a broken Content-Type header.
    throw new UnreadableBody(400, error instanceof Error ? error.message : "unparsable content type");
  }

  const stored: T[] = [];
  const pendingFiles: Promise<void>[] = [];
  const openFiles = new Set<Readable>();
  let failure: Error | null = null;
  const failed = new AbortController();
  // The first failure wins; every file still arriving is ended, so no `store` waits for bytes forever, and the
  // feeding stops even while it waits for the parser.
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    failed.abort();
    for (const stream of openFiles) stream.destroy();
  };

  parser.on("field", (name: string | undefined, value, info) => {
    // A part without a name is not a field of any form: skipped, as browsers never send one.
    if (failure || typeof name !== "string") return;
    if (info.nameTruncated) return fail(new UnreadableBody(400, "a field name is too long"));
    if (info.valueTruncated) return fail(new UnreadableBody(413, `field ${name.slice(0, 50)} is too long`));
    if (value.includes("\u0000") || name.includes("\u0000")) {
      return fail(new UnreadableBody(400, "a field holds a NUL character"));
    }
    fields.append(name, value);
  });
  parser.on("file", (name: string | undefined, stream, info) => {
    // An empty file input arrives as a part with no file name: skipped. So is every file once something failed,
    // and a part without a field name.
    if (failure || !fileRules || !info.filename || typeof name !== "string") {
      stream.resume();
      return;
    }
    openFiles.add(stream);
    // Errors reach the store through its reading; this keeps one nobody reads from going unhandled.
    stream.on("error", () => {});
    const body = fileBody(stream, name);
    const handled = fileRules
      .store({ fieldName: name, fileName: info.filename, claimedType: info.mimeType, body }, fields)
      .then(
        (value) => {
          stored.push(value);
          files.set(name, value);
        },
        (error: unknown) => {
          // A file over its limit is reported by field and the rest of the form is still read, so what the
          // visitor typed can be shown again.
          if (error instanceof UnreadableBody && error.fieldName === name) oversized.push(name);
          else fail(error instanceof Error ? error : new Error(String(error)));
        },
      );
    pendingFiles.push(
      handled.finally(() => {
        // Whatever `store` left unread is skipped, or the parser would wait for it.
        openFiles.delete(stream);
        if (!stream.destroyed) stream.resume();
      }),
    );
  });
  parser.on("fieldsLimit", () => fail(new UnreadableBody(413, "too many fields")));
  parser.on("filesLimit", () =>
    fail(fileRules ? new UnreadableBody(413, "too many files") : new UnreadableBody(400, "this form takes no files")),
  );
  parser.on("partsLimit", () => fail(new UnreadableBody(413, "too many parts")));

  // The parser is done when it closes, errs, or something failed (it then stops, however far it got).
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", (error: Error) => {
      fail(new UnreadableBody(400, error.message));
      resolve();
    });
    failed.signal.addEventListener("abort", () => resolve());
  });

  await feed(request.body, parser, maxBodyBytes, failed.signal).catch((error: unknown) => {
    fail(error instanceof Error ? error : new Error(String(error)));
  });
  // After a failure the parser is left unfinished: the server drains what is left of the body.
  await finished;
  await Promise.all(pendingFiles);

  if (failure) {
    if (fileRules?.discard) for (const value of stored) await fileRules.discard(value);
    throw failure;
  }
  return { fields, files, oversized };
}

/**
 * The body's chunks as they arrive, refusing it with a 413 once it passes `maxBytes` and with a 400 if it stops
 * arriving. Both the form parser and the JSON reader count bytes this way, so both refuse a body for the same
 * reasons. With `stop`, it ends quietly before the next read once that signal fires. It never cancels the stream:
 * cancelling would destroy the connection before the answer is written, and the server drains the rest instead.
 */
async function* boundedChunks(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  stop?: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      if (stop?.aborted) return;
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        throw new UnreadableBody(400, "the body stopped arriving");
      }
      if (next.done) return;
      size += next.value.byteLength;
      if (size > maxBytes) throw new UnreadableBody(413, `more than ${maxBytes} bytes`);
      yield next.value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Writes the body into the parser with backpressure. It stops early once the form has failed or passes
 * `maxBytes` (see boundedChunks).
 */
async function feed(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  maxBytes: number,
  failed: AbortSignal,
): Promise<void> {
  for await (const chunk of boundedChunks(body, maxBytes, failed)) {
    if (!parser.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          parser.off("drain", done);
          parser.off("close", done);
          parser.off("error", done);
          failed.removeEventListener("abort", done);
          resolve();
        };
        parser.on("drain", done);
        parser.on("close", done);
        parser.on("error", done);
        failed.addEventListener("abort", done);
      });
    }
  }
  if (!failed.aborted) parser.end();
}

/** A file's bytes as they arrive; passing the size limit ends it with a 413 naming the field. */
async function* fileBody(stream: Readable & { truncated?: boolean }, fieldName: string): AsyncGenerator<Uint8Array> {
  // A store that stops reading early must not destroy the part: the parser still has to skip the rest of it.
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) yield chunk as Uint8Array;
  if (stream.truncated) throw new UnreadableBody(413, `file ${fieldName.slice(0, 50)} is too large`, fieldName);
}

function fileInMemory(maxBytes: number) {
  return async (file: IncomingFile): Promise<File> => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of file.body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new UnreadableBody(413, `file ${file.fieldName} is too large`, file.fieldName);
      chunks.push(chunk);
    }
    return new File([Buffer.concat(chunks)], file.fileName, { type: file.claimedType });
  };
}

/** A JSON body of at most `maxBytes`. Strings with NUL characters are refused: no column can store them. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  try {
    const contentType = request.headers.get("Content-Type") ?? "";
    if (!/^application\/json\b/i.test(contentType)) throw new UnreadableBody(415, "not JSON");
    if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) {
      throw new UnreadableBody(413, "declared too large");
    }
    const chunks: Uint8Array[] = [];
    if (request.body) for await (const chunk of boundedChunks(request.body, maxBytes)) chunks.push(chunk);
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(Buffer.concat(chunks)));
    } catch {
      throw new UnreadableBody(400, "not valid JSON");
    }
    if (JSON.stringify(value).includes("\\u0000")) throw new UnreadableBody(400, "a string holds a NUL character");
    return value;
  } catch (error) {
    if (error instanceof UnreadableBody) {
      logger.warn({ status: error.status, reason: error.message, url: request.url }, "unreadable request body");
    }
    throw error;
  }
}
