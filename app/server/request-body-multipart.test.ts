import { describe, expect, it } from "vitest";
import { readForm, UnreadableBody } from "#app/server/request-body.server.ts";

/** The bytes a real FormData encoder produces, re-sent in chunks of the given sizes (cycled). */
async function resent(form: FormData, sizes: number[]): Promise<Request> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  let turn = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = sizes[turn++ % sizes.length] ?? 1;
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Request("http://localhost/", {
    method: "POST",
    body,
    headers: { "Content-Type": encoded.headers.get("Content-Type") ?? "" },
    duplex: "half",
  } as RequestInit);
}

async function collectFile(file: { body: AsyncIterable<Uint8Array> }): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const MB = 1024 * 1024;

describe("multipart forms read as they stream in", () => {
  // Content that keeps almost matching the delimiter: every chunk edge must be handled.
  const tricky = Buffer.concat([
    Buffer.from("start\r\n--\r\n-"),
    Buffer.alloc(3000, 0x2d),
    Buffer.from("\r\n------formdata-undici-0"),
    Buffer.from([0, 255, 13, 10, 13, 10]),
    Buffer.from("end"),
  ]);

  for (const sizes of [[1], [2, 3, 5, 7], [64 * 1024], [13, 4096, 1]]) {
    it(`reads fields and files exactly as sent, in chunks of ${sizes.join("/")} bytes`, async () => {
      const form = new FormData();
      form.set("schoolName", "Sunrise Academy — Mira Road");
      form.set("note", 'quotes " and\r\nlines');
      form.set("file", new File([tricky], "clip ünï.mp4", { type: "video/mp4" }));
      form.set("caption", "after the file");
      const files: { name: string; fileName: string; bytes: Buffer }[] = [];
      const { fields } = await readForm(
        await resent(form, sizes),
        {},
        {
          maxFileBytes: 10 * MB,
          store: async (file) => {
            files.push({ name: file.fieldName, fileName: file.fileName, bytes: await collectFile(file) });
            return file.fieldName;
          },
        },
      );
      expect(Object.fromEntries(fields)).toEqual({
        schoolName: "Sunrise Academy — Mira Road",
        note: 'quotes " and\r\nlines',
        caption: "after the file",
      });
      expect(files).toHaveLength(1);
      expect(files[0]?.name).toBe("file");
      expect(files[0]?.fileName).toBe("clip ünï.mp4");
      expect(Buffer.compare(files[0]?.bytes ?? Buffer.alloc(0), tricky)).toBe(0);
    });
  }

  it("skips an empty file input and the unread rest of a file", async () => {
    const form = new FormData();
    form.set("empty", new File([], ""));
    form.set("big", new File([Buffer.alloc(200_000, 1)], "big.bin"));
    form.set("after", "still read");
    const { fields, files } = await readForm(
      await resent(form, [1000]),
      {},
      {
        maxFiles: 2,
        maxFileBytes: MB,
        store: async (file) => {
          // Reads only the first chunk and leaves the rest for the parser to skip.
          for await (const _chunk of file.body) break;
          return file.fileName;
        },
      },
    );
    expect([...files.entries()]).toEqual([["big", "big.bin"]]);
    expect(fields.get("after")).toBe("still read");
  });

  it("refuses broken, oversized and over-full forms", async () => {
    const files = { maxFileBytes: MB, store: async () => "stored" };
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 0,
        (error: unknown) => (error instanceof UnreadableBody ? error.status : -1),
      );
    const cut = new Request("http://localhost/", {
      method: "POST",
      body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
    });
    expect(await status(readForm(cut, {}, files))).toBe(400);
    const noBoundary = new Request("http://localhost/", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data" },
    });
    expect(await status(readForm(noBoundary, {}, files))).toBe(400);

    const long = new FormData();
    long.set("caption", "x".repeat(100_000));
    expect(await status(readForm(await resent(long, [4096]), {}, files))).toBe(413);

    const two = new FormData();
    two.set("a", new File(["1"], "a.txt"));
    two.set("b", new File(["2"], "b.txt"));
    const discarded: string[] = [];
    const one = { maxFileBytes: MB, store: async (file: { fileName: string }) => file.fileName };
    const refused = readForm(
      await resent(two, [4096]),
      {},
      { ...one, discard: async (value) => void discarded.push(value) },
    );
    expect(await status(refused)).toBe(413);
    expect(discarded).toEqual(["a.txt"]);

    const heavy = new FormData();
    heavy.set("skipped", new File([Buffer.alloc(2 * MB)], "junk.bin"));
    expect(await status(readForm(await resent(heavy, [64 * 1024]), { maxBodyBytes: MB }, files))).toBe(413);
  });
});
