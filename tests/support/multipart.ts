/** Builds multipart/form-data requests the way a browser sends them, optionally as a slow stream of small chunks. */

const encoder = new TextEncoder();

export type FilePart = { field?: string; name: string; type: string; chunks: () => AsyncIterable<Uint8Array> };

/** A file part's content from bytes held in memory. */
export function bytesOf(bytes: Uint8Array): () => AsyncIterable<Uint8Array> {
  return async function* () {
    yield bytes;
  };
}

/**
 * A multipart request whose body is produced as it is read, so a test can send hundreds of megabytes
 * without holding them. `chunkSize` re-slices everything, to cut delimiters across chunk edges.
 */
export function streamedFormRequest(
  url: string,
  parts: { fields?: Record<string, string>; file?: FilePart; fieldsAfterFile?: Record<string, string> },
  { chunkSize, contentLength }: { chunkSize?: number; contentLength?: number } = {},
): Request {
  const boundary = `----formdata-test-${Math.random().toString(16).slice(2)}`;
  async function* pieces(): AsyncGenerator<Uint8Array> {
    const field = (name: string, value: string) =>
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    for (const [name, value] of Object.entries(parts.fields ?? {})) yield field(name, value);
    if (parts.file) {
      const { field: fieldName = "file", name, type } = parts.file;
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
      yield* parts.file.chunks();
      yield encoder.encode("\r\n");
    }
    for (const [name, value] of Object.entries(parts.fieldsAfterFile ?? {})) yield field(name, value);
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  async function* resliced(): AsyncGenerator<Uint8Array> {
    for await (const piece of pieces()) {
      if (!chunkSize) {
        yield piece;
        continue;
      }
      for (let offset = 0; offset < piece.byteLength; offset += chunkSize) {
        yield piece.subarray(offset, offset + chunkSize);
      }
    }
  }
  const iterator = resliced();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  const headers = new Headers({ "Content-Type": `multipart/form-data; boundary=${boundary}` });
  if (contentLength !== undefined) headers.set("Content-Length", String(contentLength));
  return new Request(`http://localhost:3000${url}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** The first bytes of an MP4 (or, with brand "qt  ", a QuickTime movie), padded to `size` bytes. */
export function fakeMovie(size: number, brand = "isom"): Uint8Array {
  const bytes = Buffer.alloc(Math.max(size, 64));
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftyp", 4);
  bytes.write(brand, 8);
  bytes.writeUInt32BE(0x200, 12);
  bytes.write(brand, 16);
  bytes.write("mp41", 20);
  bytes.writeUInt32BE(bytes.length - 24, 24);
  bytes.write("mdat", 28);
  for (let index = 32; index < bytes.length; index++) bytes[index] = index % 251;
  return new Uint8Array(bytes);
}

/** An endless MP4 stream for size limits: the MP4 header, then megabytes of filler, made as it is read. */
export function movieOfMegabytes(megabytes: number): () => AsyncIterable<Uint8Array> {
  return async function* () {
    yield fakeMovie(64);
    const filler = new Uint8Array(1024 * 1024).fill(7);
    for (let index = 0; index < megabytes; index++) yield filler;
  };
}
