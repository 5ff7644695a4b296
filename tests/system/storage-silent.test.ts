/**
 * File storage goes silent: it still accepts connections, then never answers (a hung server, a half-open
 * network path). Pictures answer 503 to retry within their deadline, a job application with its CV is refused
 * with what was typed kept, readiness says so in seconds, and the pages go on being served. When storage answers
 * again, so does everything else, and no connection to the silent one is left open.
 */
import { randomUUID } from "node:crypto";
import { createConnection, createServer, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { formTokenCookieOf } from "../support/contact-form.ts";
import { tinyPdf } from "../support/files.ts";
import { visitorAddress } from "../support/visitor.ts";

/** Between the app and storage: forwards, or (silenced) accepts connections and holds them without a word. */
function switchableProxy(target: () => URL) {
  let silent = false;
  const held = new Set<Socket>();
  const forwarded = new Set<Socket>();
  const server = createServer((client) => {
    client.on("error", () => {});
    if (silent) {
      held.add(client);
      client.on("close", () => held.delete(client));
      client.resume();
      return;
    }
    const { hostname, port } = target();
    const upstream = createConnection({ host: hostname, port: Number(port) });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    forwarded.add(client);
    client.on("close", () => forwarded.delete(client));
    client.pipe(upstream).pipe(client);
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    }),
  );
  return {
    listening,
    held: () => held.size,
    silence() {
      silent = true;
      // The app's kept-alive connections go too, so its next calls meet the silent server.
      for (const socket of forwarded) socket.destroy();
    },
    answer() {
      silent = false;
      for (const socket of held) socket.destroy();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const proxy = switchableProxy(() => new URL(system.services.env.S3_ENDPOINT ?? ""));
const proxyPort = await proxy.listening;
const system = systemForThisFile({ apps: [{ S3_ENDPOINT: `http://127.0.0.1:${proxyPort}` }] });
afterAll(() => proxy.close());

/** What storage's deadline allows for a call (20 s), with room for a busy machine. */
const CALL_DEADLINE_MS = 25_000;

async function timed(request: () => Promise<Response>) {
  const started = Date.now();
  const response = await request();
  return { response, body: await response.text(), ms: Date.now() - started };
}

function sendApplication(url: string, jobId: string, submissionId: string, coverNote: string) {
  const form = new FormData();
  form.set("name", "Sunita Pillai");
  form.set("email", "sunita@example.com");
  form.set("phone", "+91 98765 00000");
  form.set("cv", new File([Buffer.from(tinyPdf())], "cv.pdf", { type: "application/pdf" }));
  form.set("coverNote", coverNote);
  return fetch(`${url}/careers/${jobId}/apply`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: new URL(url).origin,
      "X-Forwarded-For": visitorAddress(),
      Cookie: formTokenCookieOf({ submissionId }),
    },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
}

describe("a storage server that accepts connections and never answers", () => {
  it("fails pictures and uploads within their deadline while the pages keep being served", async () => {
    const { url } = system.app;
    const feeds = await (await fetch(`${url}/feeds`)).text();
    const picture = /\/media\/feeds\/[\w.-]+/.exec(feeds)?.[0];
    expect(picture).toBeDefined();
    expect((await fetch(`${url}${picture}`)).status).toBe(200);
    const jobId = /\/careers\/(\d+)\/apply/.exec(await (await fetch(`${url}/careers`)).text())?.[1] ?? "";
    expect(jobId).not.toBe("");

    proxy.silence();
    const coverNote = `I have taught abacus for six years (${randomUUID().slice(0, 8)}).`;
    let calling = true;
    const pageTimes: { status: number; ms: number }[] = [];
    const pages = (async () => {
      while (calling) {
        for (const page of ["/", "/about-us", "/contact"]) {
          const { response, ms } = await timed(() => fetch(`${url}${page}`));
          pageTimes.push({ status: response.status, ms });
        }
      }
    })();
    const [media, application, readiness] = await Promise.all([
      timed(() => fetch(`${url}${picture}?silent`)),
      timed(() => sendApplication(url, jobId, randomUUID(), coverNote)),
      timed(() => fetch(`${url}/readyz`)),
    ]);
    calling = false;
    await pages;

    expect(media.response.status).toBe(503);
    expect(media.response.headers.get("retry-after")).toBe("30");
    expect(media.ms).toBeLessThan(CALL_DEADLINE_MS);

    expect(application.response.status, system.app.output().slice(-3000)).toBe(503);
    expect(application.body).toContain(coverNote);
    expect(application.body).toContain("please send it again in a minute");
    expect(application.ms).toBeLessThan(CALL_DEADLINE_MS);

    expect(readiness.response.status).toBe(503);
    expect(JSON.parse(readiness.body)).toMatchObject({ checks: { database: "ok", storage: "down" } });
    expect(readiness.ms).toBeLessThan(5_000);

    // The pages never waited on storage.
    expect(pageTimes.length).toBeGreaterThan(10);
    expect(pageTimes.filter((entry) => entry.status !== 200 || entry.ms > 2_000)).toEqual([]);

    // The app let go of every connection the silent server held.
    const deadline = Date.now() + 10_000;
    while (proxy.held() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(proxy.held()).toBe(0);

    proxy.answer();
    expect((await fetch(`${url}${picture}`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  }, 120_000);
});
