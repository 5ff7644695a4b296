/**
 * Request bodies over a real keep-alive connection, as a browser without JavaScript sends them: a refused
 * upload must not leave its connection stuck for the browser's next request, and a body that stops arriving
 * must not hold a connection.
 */
import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { Visitor } from "../support/visitor.ts";

const IDLE_TIMEOUT_MS = 1500;
const system = systemForThisFile({ apps: [{ SLOW_CLIENT_MS: String(IDLE_TIMEOUT_MS) }] });
let admin: Visitor;

beforeAll(async () => {
  admin = new Visitor(system.app.url);
  await admin.signIn(system.services.env.ADMIN_EMAIL ?? "", system.services.env.ADMIN_PASSWORD ?? "");
});

/** A form with one file, encoded as a browser encodes it. */
async function multipartBody(fields: Record<string, string>, file: UploadFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const bytes = Buffer.alloc(file.size, 0x41);
  // Enough of a real header that nothing refuses it by its first bytes before its size.
  Buffer.from("%PDF-1.4\n").copy(bytes);
  form.set(file.field, new File([bytes], file.name, { type: file.type }));
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("Content-Type") ?? "",
  };
}

type UploadFile = { field: string; name: string; type: string; size: number };
type Answer = { status: number; headers: Record<string, string> };

/** The status line and headers of every answer in what a connection received. */
function answersIn(received: string): Answer[] {
  return [...received.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g)].map((match) => ({
    status: Number(match[1]),
    headers: Object.fromEntries(
      (match[2] ?? "").split("\r\n").map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    ),
  }));
}

async function firstJobId(): Promise<string> {
  const careers = await new Visitor(system.app.url).html("/careers");
  return /\/careers\/(\d+)\/apply/.exec(careers)?.[1] ?? "";
}

const MB = 1024 * 1024;

/**
 * What a browser does on a keep-alive connection: it sends the whole oversized upload, then its next request on
 * the same connection. Returns the answers that arrived within 15 s (a stalled connection would hold the second
 * one for the 65 s keep-alive timeout) and whether the server closed the connection.
 */
async function refusedUploadThenNextRequest(path: string, file: UploadFile, cookie = "") {
  const { body, contentType } = await multipartBody({ name: "Asha" }, file);
  const socket = net.connect(Number(new URL(system.app.url).port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  let closed = false;
  const ended = new Promise((resolve) => socket.once("close", () => resolve((closed = true))));
  const headers = [
    `POST ${path} HTTP/1.1`,
    `Host: ${new URL(system.app.url).host}`,
    `Origin: ${new URL(system.app.url).origin}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${body.length}`,
    ...(cookie ? [`Cookie: ${cookie}`] : []),
  ];
  socket.write(`${headers.join("\r\n")}\r\n\r\n`);
  // A server that stops reading leaves the upload stuck here too: give up after 15 s.
  const deadline = Date.now() + 15_000;
  for (let offset = 0; offset < body.length && !closed && Date.now() < deadline; offset += MB) {
    if (!socket.write(body.subarray(offset, offset + MB))) {
      const drained = new Promise((resolve) => socket.once("drain", resolve));
      await Promise.race([drained, ended, new Promise((resolve) => setTimeout(resolve, deadline - Date.now()))]);
    }
  }
  if (!closed) socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
  while (!closed && answersIn(received).length < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  socket.destroy();
  return { answers: answersIn(received), closed };
}

describe("a refused upload does not stall the connection", () => {
  const drainedAndReused = ({ answers }: { answers: Answer[] }) => {
    expect(answers.map((answer) => answer.status)).toEqual([413, 200]);
    expect(answers[0]?.headers.connection).toBe("keep-alive");
  };

  it("job application CV", async () => {
    const path = `/careers/${await firstJobId()}/apply`;
    drainedAndReused(
      await refusedUploadThenNextRequest(path, { field: "cv", name: "cv.pdf", type: "application/pdf", size: 25 * MB }),
    );
  });

  it("site logo", async () => {
    const file = { field: "logo", name: "logo.png", type: "image/png", size: 12 * MB };
    drainedAndReused(await refusedUploadThenNextRequest("/admin/edit-content", file, admin.cookieHeader()));
  });

  it("testimonial avatar", async () => {
    const file = { field: "avatar", name: "face.jpg", type: "image/jpeg", size: 12 * MB };
    drainedAndReused(await refusedUploadThenNextRequest("/admin/manage-testimonials", file, admin.cookieHeader()));
  });

  it("blog cover", async () => {
    const file = { field: "cover", name: "cover.jpg", type: "image/jpeg", size: 12 * MB };
    drainedAndReused(await refusedUploadThenNextRequest("/admin/manage-blog", file, admin.cookieHeader()));
  });

  it("brochure PDF", async () => {
    const file = { field: "file", name: "brochure.pdf", type: "application/pdf", size: 30 * MB };
    // 41 MB would be read through; 30 MB is refused at once by its declared size (over 20 MB) and drained.
    drainedAndReused(await refusedUploadThenNextRequest("/admin/manage-brochures", file, admin.cookieHeader()));
  });

  it("feed media too large to drain: answered with Connection: close, then closed", async () => {
    const file = { field: "file", name: "clip.mp4", type: "video/mp4", size: 210 * MB };
    const { answers, closed } = await refusedUploadThenNextRequest("/admin/manage-feeds", file, admin.cookieHeader());
    expect(answers.map((answer) => answer.status)).toEqual([413]);
    expect(answers[0]?.headers.connection).toBe("close");
    expect(closed).toBe(true);
    // The browser's next request goes on a new connection, at once.
    expect((await fetch(`${system.app.url}/healthz`)).status).toBe(200);
  });
});

describe("a body nobody reads", () => {
  it.each(["/", "/about-us", "/no-such-page"])(
    "a 7 MB post to %s is answered whole at once, though the client stops sending when the answer comes",
    async (path) => {
      const socket = net.connect(Number(new URL(system.app.url).port), "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      let received = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => (received += chunk));
      socket.on("error", () => {});
      const started = Date.now();
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: ${new URL(system.app.url).host}`,
          `Origin: ${new URL(system.app.url).origin}`,
          "Content-Type: application/x-www-form-urlencoded",
          `Content-Length: ${7 * MB}`,
          "",
          "",
        ].join("\r\n"),
      );
      // A megabyte of it, then nothing more: as curl does once an answer has arrived.
      socket.write(Buffer.alloc(MB, 0x61));
      // The answer is whole when its declared length has arrived, or its last chunk.
      const whole = () => {
        const head = /\r\n\r\n/.exec(received);
        if (!head) return false;
        const length = /content-length: (\d+)/i.exec(received.slice(0, head.index))?.[1];
        if (length !== undefined) return received.length - head.index - 4 >= Number(length);
        return received.endsWith("\r\n0\r\n\r\n");
      };
      while (!whole() && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      expect(received).toMatch(/^HTTP\/1\.1 (405|404)/);
      expect(whole(), "the whole answer arrived").toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );
});

/** Opens a connection, writes `head` at once and then `trickle` a byte every 200 ms; resolves with what came back. */
async function trickle(head: string, trickled: string) {
  const socket = net.connect(Number(new URL(system.app.url).port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const started = Date.now();
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  socket.on("error", () => {});
  let closed = false;
  const ended = new Promise((resolve) => socket.once("close", () => resolve((closed = true))));
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (closed || sent >= trickled.length) return;
    socket.write(trickled.charAt(sent++));
  }, 200);
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 8000))]);
  clearInterval(timer);
  socket.destroy();
  return { answer, closed, ms: Date.now() - started };
}

describe("a client that sends a byte at a time", () => {
  it("is answered 408 when its headers take longer than the bound", async () => {
    const result = await trickle("GET / HTTP/1.1\r\nHost: localhost\r\n", "X-Slow: ".padEnd(200, "a"));
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(IDLE_TIMEOUT_MS + 3000);
    expect(system.app.alive()).toBe(true);
  });

  it("is answered 408 when its body is still trickling in after the bound", async () => {
    const head = [
      "POST /contact HTTP/1.1",
      "Host: localhost",
      "Content-Type: application/x-www-form-urlencoded",
      "Content-Length: 1000",
      "",
      "",
    ].join("\r\n");
    const result = await trickle(head, "name=Asha&message=".padEnd(1000, "a"));
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(IDLE_TIMEOUT_MS + 3000);
    expect(system.app.alive()).toBe(true);
  });
});

describe("a body that stops arriving", () => {
  it("is answered 408 and its connection closed", async () => {
    const socket = net.connect(Number(new URL(system.app.url).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = Date.now();
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(
      [
        "POST /contact HTTP/1.1",
        "Host: localhost",
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 1000",
        "",
        "name=Asha&message=Hel",
      ].join("\r\n"),
    );
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 5000))]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(IDLE_TIMEOUT_MS + 3000);
    expect(system.app.alive()).toBe(true);
  });
});
