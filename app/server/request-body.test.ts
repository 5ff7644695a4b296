import { describe, expect, it } from "vitest";
import {
  readForm,
  readFormData,
  readFormDataWithFiles,
  readJson,
  UnreadableBody,
  type IncomingFile,
} from "#app/server/request-body.server.ts";

const BOUNDARY = "----formboundary123";

function post(body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/form", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
  });
}

/** A multipart body written by hand, so tests can also write it wrong. */
function multipart(parts: { name: string; value: string | Uint8Array; fileName?: string; type?: string }[]) {
  const chunks: (string | Uint8Array)[] = [];
  for (const part of parts) {
    chunks.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`);
    if (part.fileName !== undefined) chunks.push(`; filename="${part.fileName}"`);
    chunks.push("\r\n");
    if (part.type) chunks.push(`Content-Type: ${part.type}\r\n`);
    chunks.push("\r\n", part.value, "\r\n");
  }
  chunks.push(`--${BOUNDARY}--\r\n`);
  return Buffer.concat(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)));
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

async function refusal(promise: Promise<unknown>): Promise<UnreadableBody> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableBody);
  return error as UnreadableBody;
}

describe("reading a form body", () => {
  it("reads a URL-encoded form, repeated keys included", async () => {
    const form = await readFormData(post("name=Asha&tag=a&tag=b", "application/x-www-form-urlencoded"));
    expect(form.get("name")).toBe("Asha");
    expect(form.getAll("tag")).toEqual(["a", "b"]);
  });

  it("reads a multipart form's text fields", async () => {
    const form = await readFormData(post(multipart([{ name: "note", value: "नमस्ते 👋" }]), MULTIPART));
    expect(form.get("note")).toBe("नमस्ते 👋");
  });

  it("treats a post without a body as an empty form", async () => {
    const form = await readFormData(post(null));
    expect([...form.keys()]).toEqual([]);
  });

  it("answers 415 for a body that is not a form", async () => {
    expect((await refusal(readFormData(post('{"a":1}', "application/json")))).status).toBe(415);
    expect((await refusal(readFormData(post("hello", "text/plain")))).status).toBe(415);
    expect((await refusal(readFormData(post(new Uint8Array([1, 2, 3]))))).status).toBe(415);
  });

  it("answers 400 for multipart without a boundary, cut short, or garbage", async () => {
    expect((await refusal(readFormData(post("x", "multipart/form-data")))).status).toBe(400);
    const whole = multipart([{ name: "note", value: "hello there" }]);
    const cut = whole.subarray(0, whole.length - 12);
    expect((await refusal(readFormData(post(cut, MULTIPART)))).status).toBe(400);
    expect((await refusal(readFormData(post("not multipart at all", MULTIPART)))).status).toBe(400);
  });

  it("skips a part without a name", async () => {
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`;
    const form = await readFormData(post(body, MULTIPART));
    expect([...form.keys()]).toEqual([]);
  });

  it("answers 413 for a declared length, a field or a field count over the limits", async () => {
    const big = post("a=1", "application/x-www-form-urlencoded", { "Content-Length": String(50 * 1024 * 1024) });
    expect((await refusal(readFormData(big))).status).toBe(413);
    const longField = `a=${"x".repeat(2000)}`;
    const tooLong = post(longField, "application/x-www-form-urlencoded");
    expect((await refusal(readFormData(tooLong, { maxFieldBytes: 1000 }))).status).toBe(413);
    const many = Array.from({ length: 30 }, (_, i) => `f${i}=1`).join("&");
    expect(
      (await refusal(readFormData(post(many, "application/x-www-form-urlencoded"), { maxFields: 20 }))).status,
    ).toBe(413);
  });

  it("answers 413 once an undeclared body passes the limit", async () => {
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(`a=${"x".repeat(64 * 1024)}&`));
      },
    });
    const request = new Request("http://localhost/form", {
      method: "POST",
      body: endless,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect((await refusal(readFormData(request, { maxBodyBytes: 256 * 1024 }))).status).toBe(413);
  });

  it("answers 400 for a NUL character in a field", async () => {
    expect((await refusal(readFormData(post("name=a%00b", "application/x-www-form-urlencoded")))).status).toBe(400);
  });

  it("answers 400 for a file sent to a form that takes none", async () => {
    const body = multipart([{ name: "cv", value: "%PDF-1.4", fileName: "cv.pdf", type: "application/pdf" }]);
    expect((await refusal(readFormData(post(body, MULTIPART)))).status).toBe(400);
  });

  it("answers 400 when the body breaks off while it arrives", async () => {
    let sent = false;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new Error("connection reset"));
        else
          controller.enqueue(
            new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nhal`),
          );
        sent = true;
      },
    });
    const request = new Request("http://localhost/form", {
      method: "POST",
      body: broken,
      headers: { "Content-Type": MULTIPART },
      duplex: "half",
    } as RequestInit);
    expect((await refusal(readFormData(request))).status).toBe(400);
  });
});

describe("reading files", () => {
  const pdf = new Uint8Array(Buffer.from("%PDF-1.4 a small cv"));

  it("keeps a small file in memory with the browser's name and claimed type", async () => {
    const body = multipart([
      { name: "name", value: "Asha" },
      { name: "cv", value: pdf, fileName: "asha.pdf", type: "application/pdf" },
    ]);
    const { formData, oversized } = await readFormDataWithFiles(post(body, MULTIPART), { maxFileBytes: 1024 });
    const file = formData.get("cv");
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("asha.pdf");
    expect((file as File).type).toBe("application/pdf");
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(pdf);
    expect(oversized).toEqual([]);
  });

  it("skips an empty file input", async () => {
    const body = multipart([{ name: "cv", value: "", fileName: "", type: "application/octet-stream" }]);
    const { formData } = await readFormDataWithFiles(post(body, MULTIPART), { maxFileBytes: 1024 });
    expect(formData.has("cv")).toBe(false);
  });

  it("names a file over the limit and still reads the fields around it", async () => {
    const body = multipart([
      { name: "name", value: "Asha" },
      { name: "cv", value: new Uint8Array(5000), fileName: "big.pdf", type: "application/pdf" },
      { name: "coverNote", value: "I love teaching." },
    ]);
    const { formData, oversized } = await readFormDataWithFiles(post(body, MULTIPART), { maxFileBytes: 1000 });
    expect(oversized).toEqual(["cv"]);
    expect(formData.has("cv")).toBe(false);
    expect(formData.get("name")).toBe("Asha");
    expect(formData.get("coverNote")).toBe("I love teaching.");
  });

  it("streams a file to its store and undoes it when a later part fails", async () => {
    const stored: string[] = [];
    const discarded: string[] = [];
    const store = async (file: IncomingFile, fieldsSoFar: FormData) => {
      let size = 0;
      for await (const chunk of file.body) size += chunk.byteLength;
      stored.push(`${file.fileName}:${size}:${String(fieldsSoFar.get("caption"))}`);
      return file.fileName;
    };
    const good = multipart([
      { name: "caption", value: "Sports day" },
      { name: "file", value: new Uint8Array(3000), fileName: "clip.mp4", type: "video/mp4" },
    ]);
    const read = await readForm(post(good, MULTIPART), {}, { maxFileBytes: 10_000, store });
    expect(read.files.get("file")).toBe("clip.mp4");
    expect(stored).toEqual(["clip.mp4:3000:Sports day"]);

    // The file is stored before the field that fails arrives.
    const failing = multipart([
      { name: "file", value: new Uint8Array(3000), fileName: "clip.mp4", type: "video/mp4" },
      { name: "caption", value: "x".repeat(3000) },
    ]);
    const split = failing.indexOf("xxxx") + 100;
    const halves = [failing.subarray(0, split), failing.subarray(split)];
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = halves.shift();
        if (!next) return controller.close();
        if (halves.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        controller.enqueue(next);
      },
    });
    const request = new Request("http://localhost/form", {
      method: "POST",
      body: slow,
      headers: { "Content-Type": MULTIPART },
      duplex: "half",
    } as RequestInit);
    const error = await refusal(
      readForm(
        request,
        { maxFieldBytes: 1000 },
        { maxFileBytes: 10_000, store, discard: async (name) => void discarded.push(name) },
      ),
    );
    expect(error.status).toBe(413);
    expect(discarded).toEqual(["clip.mp4"]);
  });
});

describe("reading JSON", () => {
  const json = (body: string, type = "application/json") => post(body, type);

  it("parses a JSON body", async () => {
    expect(await readJson(json('{"intent":"start"}'), 1000)).toEqual({ intent: "start" });
  });

  it("refuses another type (415), broken JSON (400), too much (413) and NUL characters (400)", async () => {
    expect((await refusal(readJson(json('{"a":1}', "text/plain"), 1000))).status).toBe(415);
    expect((await refusal(readJson(json("{broken"), 1000))).status).toBe(400);
    expect((await refusal(readJson(json(`"${"x".repeat(2000)}"`), 1000))).status).toBe(413);
    expect((await refusal(readJson(json('{"name":"a\\u0000b"}'), 1000))).status).toBe(400);
  });
});
