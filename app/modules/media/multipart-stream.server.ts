import { UploadTooLarge } from "./uploads.server.ts";

/** A multipart body that does not follow the format (or names no boundary): answered with a 400. */
export class MalformedUpload extends Error {}

/** One file of a streamed form. Its bytes arrive while it is read; read them (or leave them) before returning. */
export type StreamedFile = {
  fieldName: string;
  /** As the browser sent it: for display only, never for a key or a type. */
  fileName: string;
  body: AsyncIterable<Uint8Array>;
};

export type StreamOptions<T> = {
  /**
   * Stores or checks one file while it streams in; what it returns is handed back under the field name.
   * It gets the text fields sent before the file, to skip storing a file whose form is already known to fail.
   * If it throws, it must leave nothing stored.
   */
  onFile: (file: StreamedFile, fieldsSoFar: FormData) => Promise<T>;
  /** Undoes `onFile` (e.g. removes the stored object) when a later part of the form fails. */
  discard?: (value: T) => Promise<void>;
  /** A body declared larger than this is refused before anything is stored. */
  maxBodyBytes: number;
  maxFiles?: number;
  maxFieldBytes?: number;
  maxParts?: number;
  /**
   * After a refusal, up to this many further bytes are read and dropped so the browser receives the answer
   * (a form post without JavaScript shows a connection error if the server hangs up mid-upload); beyond it the
   * connection is cut.
   */
  drainBytes?: number;
};

const MAX_HEADER_BYTES = 8 * 1024;
const MAX_PREAMBLE_BYTES = 1024;
const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/**
 * Reads a multipart/form-data request as a stream: text fields are collected (bounded) and each file is handed
 * to `onFile` while it arrives, so a large video goes on to storage without being held in memory.
 * Parts are processed in order; fields that come after a file are still collected.
 */
export async function streamMultipartForm<T>(
  request: Request,
  options: StreamOptions<T>,
): Promise<{ fields: FormData; files: Map<string, T> }> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers.get("Content-Type") ?? "");
  if (!boundary || !request.body) throw new MalformedUpload("Not a multipart form.");
  const reader = request.body.getReader();
  const drainBytes = options.drainBytes ?? 256 * 1024 * 1024;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > options.maxBodyBytes) {
    if (declared > drainBytes) await reader.cancel();
    else await drain(reader, drainBytes);
    throw new UploadTooLarge();
  }
  const fields = new FormData();
  const files = new Map<string, T>();
  try {
    const stream = new MultipartStream(reader, (boundary[1] ?? boundary[2] ?? "").trim(), options.maxBodyBytes);
    let partCount = 0;
    for await (const part of stream.parts()) {
      if (++partCount > (options.maxParts ?? 50)) throw new MalformedUpload("Too many form fields.");
      if (part.fileName === null) {
        fields.append(part.name, await readText(part.body, options.maxFieldBytes ?? 64 * 1024));
      } else if (part.fileName !== "") {
        // A file input left empty arrives with an empty file name and is skipped.
        if (files.size >= (options.maxFiles ?? 1)) throw new UploadTooLarge("Only one file can be sent.");
        files.set(
          part.name,
          await options.onFile({ fieldName: part.name, fileName: part.fileName, body: part.body }, fields),
        );
      }
    }
    stream.assertEnded();
    // The epilogue after the closing delimiter (usually one CRLF) is read so the connection can be reused.
    await drain(reader, MAX_PREAMBLE_BYTES);
    return { fields, files };
  } catch (error) {
    if (options.discard) for (const value of files.values()) await options.discard(value);
    await drain(reader, drainBytes);
    throw error;
  }
}

type Part = { name: string; fileName: string | null; body: AsyncGenerator<Buffer> };

/**
 * The parser: finds each "\r\n--boundary" with Buffer.indexOf and hands a part's bytes on as they arrive,
 * keeping back only the few bytes that could be the start of the next delimiter.
 */
class MultipartStream {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #delimiter: Buffer;
  // The leading CRLF lets the opening boundary be found like every later delimiter.
  #buffer: Buffer<ArrayBufferLike> = Buffer.from(CRLF);
  #inBody = false;
  #closed = false;
  #bytesRead = 0;
  readonly #maxBytes: number;

  constructor(reader: ReadableStreamDefaultReader<Uint8Array>, boundary: string, maxBytes: number) {
    if (!boundary || boundary.length > 200) throw new MalformedUpload("The form names no boundary.");
    this.#reader = reader;
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
    this.#maxBytes = maxBytes;
  }

  async *parts(): AsyncGenerator<Part> {
    const start = await this.#find(this.#delimiter, MAX_PREAMBLE_BYTES);
    this.#buffer = this.#buffer.subarray(start + this.#delimiter.length);
    for (;;) {
      await this.#need(2);
      if (this.#buffer[0] === 0x2d && this.#buffer[1] === 0x2d) {
        this.#closed = true;
        return;
      }
      if (!this.#buffer.subarray(0, 2).equals(CRLF)) throw new MalformedUpload("Broken multipart delimiter.");
      this.#buffer = this.#buffer.subarray(2);
      await this.#need(2);
      let header: Buffer<ArrayBufferLike> = Buffer.alloc(0);
      if (this.#buffer.subarray(0, 2).equals(CRLF)) {
        this.#buffer = this.#buffer.subarray(2);
      } else {
        const end = await this.#find(HEADER_END, MAX_HEADER_BYTES);
        header = this.#buffer.subarray(0, end);
        this.#buffer = this.#buffer.subarray(end + HEADER_END.length);
      }
      const disposition = parseDisposition(header);
      this.#inBody = true;
      if (disposition) yield { ...disposition, body: this.#body() };
      // Whatever the consumer left unread (or a part without a name) is skipped.
      if (this.#inBody) for await (const _chunk of this.#body());
    }
  }

  /** The body must end at the closing delimiter; anything cut short is a broken upload. */
  assertEnded(): void {
    if (!this.#closed) throw new MalformedUpload("The form ended early.");
  }

  async *#body(): AsyncGenerator<Buffer> {
    for (;;) {
      const index = this.#buffer.indexOf(this.#delimiter);
      if (index !== -1) {
        const last = this.#buffer.subarray(0, index);
        this.#buffer = this.#buffer.subarray(index + this.#delimiter.length);
        // Set before yielding: the consumer may stop reading after the last chunk.
        this.#inBody = false;
        if (last.length > 0) yield last;
        return;
      }
      const safe = this.#buffer.length - (this.#delimiter.length - 1);
      if (safe > 0) {
        const chunk = this.#buffer.subarray(0, safe);
        this.#buffer = this.#buffer.subarray(safe);
        yield chunk;
      }
      if (!(await this.#fill())) throw new MalformedUpload("The form ended inside a part.");
    }
  }

  async #fill(): Promise<boolean> {
    const { done, value } = await this.#reader.read();
    if (done) return false;
    // Also bounds what is skipped unread (parts without a name, empty file inputs) when no length was declared.
    this.#bytesRead += value.byteLength;
    if (this.#bytesRead > this.#maxBytes) throw new UploadTooLarge();
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    this.#buffer = this.#buffer.length > 0 ? Buffer.concat([this.#buffer, chunk]) : chunk;
    return true;
  }

  async #need(bytes: number): Promise<void> {
    while (this.#buffer.length < bytes) {
      if (!(await this.#fill())) throw new MalformedUpload("The form ended early.");
    }
  }

  async #find(pattern: Buffer, limit: number): Promise<number> {
    for (;;) {
      const index = this.#buffer.indexOf(pattern);
      if (index !== -1 && index <= limit) return index;
      if (index !== -1 || this.#buffer.length > limit + pattern.length) {
        throw new MalformedUpload("A multipart header is too long.");
      }
      if (!(await this.#fill())) throw new MalformedUpload("The form ended early.");
    }
  }
}

const utf8 = new TextDecoder("utf-8");

/**
 * name and filename from Content-Disposition, as browsers write them (the HTML standard): UTF-8, in quotes,
 * with `"`, CR and LF percent-encoded.
 */
function parseDisposition(header: Buffer): { name: string; fileName: string | null } | null {
  const line = utf8
    .decode(header)
    .split("\r\n")
    .find((entry) => /^content-disposition\s*:/i.test(entry));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return null;
  const param = (key: string) => {
    const match = new RegExp(`;\\s*${key}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, "i").exec(line);
    if (!match) return null;
    return (match[1] ?? match[2] ?? "").replace(/%(22|0D|0A)/gi, (_, code: string) =>
      String.fromCharCode(parseInt(code, 16)),
    );
  };
  const name = param("name");
  if (!name) return null;
  return { name, fileName: param("filename") };
}

async function readText(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new MalformedUpload("A form field is too long.");
    chunks.push(chunk);
  }
  return utf8.decode(Buffer.concat(chunks));
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<void> {
  let dropped = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
      if (dropped > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The browser went away: nothing left to read.
  }
}
