/**
 * Abuse: more than 10,000 malformed submissions to every form action and JSON endpoint, anonymous, as a signed-in
 * visitor and as an admin. Missing and huge fields, wrong types, NUL and odd unicode, repeated keys, wrong
 * content types, broken multipart, JSON where a form is expected, bodies that stop arriving. The server must
 * answer each with a 2xx–4xx (never a 5xx, never no answer), stay alive, keep its memory bounded, and log the
 * refusals as warnings with their request id, not as errors.
 */
import net from "node:net";
import { load } from "cheerio";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { systemForThisFile } from "../support/app-processes.ts";
import { Visitor } from "../support/visitor.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// At least 10,000 in the default run; FUZZ_RUNS may ask for more (or fewer, while working on a failure).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_500);
const CONCURRENCY = 12;
const IDLE_TIMEOUT_MS = 2000;

const system = systemForThisFile({ apps: [{ SLOW_CLIENT_MS: String(IDLE_TIMEOUT_MS), LOG_LEVEL: "warn" }] });

type Identity = "anonymous" | "visitor" | "admin";
type Target = { path: string; fields: string[]; json?: boolean; identities: Identity[] };

const cookies: Record<Identity, string> = { anonymous: "", visitor: "", admin: "" };
let targets: Target[] = [];

/** Field names each action's forms really send, read from a page, so the generator can send wrong values for them. */
async function formFields(visitor: Visitor, page: string): Promise<Map<string, string[]>> {
  const $ = load(await visitor.html(page));
  const found = new Map<string, string[]>();
  $("form[method=post], form[method=POST]").each((_, element) => {
    const form = $(element);
    // What the browser sends: the form's address without its fragment.
    const action = (form.attr("action") ?? page.split("?")[0] ?? page).split("#")[0] ?? page;
    const names = form
      .find("[name]")
      .map((__, field) => $(field).attr("name") ?? "")
      .get();
    found.set(action, [...new Set([...(found.get(action) ?? []), ...names])]);
  });
  return found;
}

beforeAll(async () => {
  const admin = new Visitor(system.app.url);
  await admin.signIn(system.services.env.ADMIN_EMAIL ?? "", system.services.env.ADMIN_PASSWORD ?? "");
  cookies.admin = admin.cookieHeader();
  const visitor = new Visitor(system.app.url);
  const signup = await visitor.submitForm("/signup", "form[method=post]", {
    fullName: "Fuzz Visitor",
    email: "fuzz.visitor@example.com",
    password: "a-long-enough-password-42",
    confirmPassword: "a-long-enough-password-42",
  });
  expect(signup.status).toBe(302);
  await visitor.signIn("fuzz.visitor@example.com", "a-long-enough-password-42", "/login");
  cookies.visitor = visitor.cookieHeader();

  const anonymous = new Visitor(system.app.url);
  const jobId = /\/careers\/(\d+)\/apply/.exec(await anonymous.html("/careers"))?.[1] ?? "1";
  const feedId = /id="feed-(\d+)"/.exec(await anonymous.html("/feeds"))?.[1] ?? "1";
  const everyone: Identity[] = ["anonymous", "visitor", "admin"];
  const byPath = new Map<string, Set<string>>();
  const add = (path: string, names: string[]) => {
    const set = byPath.get(path) ?? new Set<string>();
    for (const name of names) set.add(name);
    byPath.set(path, set);
  };
  for (const page of [
    "/contact",
    "/book-offline-demo",
    "/trial-class",
    `/careers/${jobId}/apply`,
    "/forgot-password",
    "/brainy-chat",
    "/",
  ]) {
    for (const [path, names] of await formFields(anonymous, page)) add(path, names);
  }
  for (const page of ["/login", "/signup", "/admin/login"]) {
    for (const [path, names] of await formFields(new Visitor(system.app.url), page)) add(path, names);
  }
  // The trial class booking's second step, drawn after the first one is sent.
  add("/trial-class", ["intent", "sessionId"]);
  add("/password-reset", ["token", "password", "confirmPassword"]);
  add("/accept-invite", ["token", "password", "confirmPassword"]);
  const adminPages = [
    "/admin/edit-content",
    "/admin/manage-programs",
    "/admin/manage-programs?new=1",
    "/admin/manage-feeds",
    "/admin/manage-brochures",
    "/admin/manage-testimonials",
    "/admin/manage-testimonials?new=1",
    "/admin/manage-leaders?new=1",
    "/admin/manage-faqs?new=1",
    "/admin/manage-blog?new=1",
    "/admin/manage-careers?new=1",
    "/admin/settings",
    "/admin/account",
    "/admin/users",
    "/admin/inbox",
    "/admin/chat-gaps",
  ];
  const adminTargets = new Set<string>();
  // A lead's own page: its forms change status, owner and follow-up, add notes and delete.
  add("/admin/inbox/messages/1", ["intent", "status", "owner", "followUpOn", "note"]);
  adminTargets.add("/admin/inbox/messages/1");
  for (const page of adminPages) {
    for (const [path, names] of await formFields(admin, page)) {
      if (path === "/logout") continue;
      add(path, names);
      adminTargets.add(path);
    }
  }

  targets = [...byPath].map(([path, names]) => ({
    path,
    fields: [...names],
    // Signing out would end the sessions the other identities use: it is tried anonymously only.
    identities: path === "/logout" ? ["anonymous"] : everyone,
  }));
  targets.push(
    { path: "/logout", fields: ["redirectTo"], identities: ["anonymous"] },
    { path: "/brainy-chat/reply", fields: ["message", "history"], json: true, identities: everyone },
    {
      path: "/fun-zone/api/math",
      fields: ["intent", "attemptId", "index", "answer", "name"],
      json: true,
      identities: everyone,
    },
    { path: "/fun-zone/api/coding", fields: ["intent", "name"], json: true, identities: everyone },
    { path: `/feeds/${feedId}/view`, fields: [], identities: everyone },
    // The framework's data requests run the same actions.
    { path: "/contact.data", fields: [...(byPath.get("/contact") ?? [])], identities: everyone },
    { path: "/admin/manage-faqs.data", fields: [...(byPath.get("/admin/manage-faqs") ?? [])], identities: everyone },
  );
  expect(adminTargets.size).toBeGreaterThanOrEqual(10);
}, 240_000);

// ---------------------------------------------------------------------------------------------------------------
// What is sent

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uFEFF",
    "\uD800",
    "\u202Eevil",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "👨‍👩‍👧‍👦".repeat(50),
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "../../etc/passwd",
    "%00",
    "true",
    "-1",
    "1e309",
    "NaN",
    "[]",
    "{}",
    "null",
    "2026-02-30",
    "00000000-0000-0000-0000-000000000000",
  ),
  fc.nat({ max: 300_000 }).map((size) => "x".repeat(size)),
);

type Case = {
  identity: Identity;
  target: Target;
  kind: "urlencoded" | "multipart" | "broken-multipart" | "json" | "wrong-type" | "no-type" | "stalled";
  pairs: [string, string][];
  file: { name: string; size: number; type: string } | null;
  variant: number;
};

const caseArbitrary = (all: Target[]) =>
  fc
    .record({
      target: fc.constantFrom(...all),
      identityIndex: fc.nat(),
      kind: fc.oneof(
        { weight: 5, arbitrary: fc.constant("urlencoded" as const) },
        { weight: 3, arbitrary: fc.constant("multipart" as const) },
        { weight: 2, arbitrary: fc.constant("broken-multipart" as const) },
        { weight: 2, arbitrary: fc.constant("json" as const) },
        { weight: 1, arbitrary: fc.constant("wrong-type" as const) },
        { weight: 1, arbitrary: fc.constant("no-type" as const) },
      ),
      pickedNames: fc.array(fc.nat(), { maxLength: 12 }),
      strayNames: fc.array(oddText, { maxLength: 3 }),
      values: fc.array(oddText, { minLength: 1, maxLength: 15 }),
      repeat: fc.boolean(),
      file: fc.option(
        fc.record({
          name: fc.oneof(fc.constantFrom("cv.pdf", "a.png", "x.mp4", "", "../../evil.exe"), fc.string()),
          size: fc.oneof(fc.nat({ max: 5000 }), fc.constantFrom(6 * 1024 * 1024, 0)),
          type: fc.constantFrom("application/pdf", "image/png", "video/mp4", "text/html", "application/octet-stream"),
        }),
      ),
      variant: fc.nat({ max: 9 }),
    })
    .map(({ target, identityIndex, kind, pickedNames, strayNames, values, repeat, file, variant }): Case => {
      const names = [
        ...pickedNames.map((index) => target.fields[index % Math.max(1, target.fields.length)] ?? "x"),
        ...strayNames,
      ];
      const pairs = names.map((name, index): [string, string] => [name, values[index % values.length] ?? ""]);
      if (repeat && pairs[0]) pairs.push(pairs[0], [pairs[0][0], "again"]);
      return {
        identity: target.identities[identityIndex % target.identities.length] ?? "anonymous",
        target,
        kind: target.json && kind === "json" ? "json" : kind,
        pairs,
        file,
        variant,
      };
    });

const encoder = new TextEncoder();

/** The raw request a case sends: headers and body bytes, possibly wrong on purpose. */
function encode(testCase: Case): { contentType: string | null; body: Uint8Array; declaredLength?: number } {
  const boundary = `----fuzz${testCase.variant}boundary`;
  const multipart = () => {
    const chunks: Uint8Array[] = [];
    for (const [name, value] of testCase.pairs) {
      chunks.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    if (testCase.file) {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${testCase.pairs[0]?.[0] ?? "file"}"; filename="${testCase.file.name}"\r\nContent-Type: ${testCase.file.type}\r\n\r\n`,
        ),
        new Uint8Array(testCase.file.size).fill(0x25),
        encoder.encode("\r\n"),
      );
    }
    chunks.push(encoder.encode(`--${boundary}--\r\n`));
    return Buffer.concat(chunks);
  };
  switch (testCase.kind) {
    case "urlencoded":
      return {
        contentType: "application/x-www-form-urlencoded",
        body: encoder.encode(new URLSearchParams(testCase.pairs).toString()),
      };
    case "multipart":
      return { contentType: `multipart/form-data; boundary=${boundary}`, body: multipart() };
    case "broken-multipart": {
      const whole = multipart();
      const variants = [
        { contentType: "multipart/form-data", body: whole },
        { contentType: `multipart/form-data; boundary=other`, body: whole },
        {
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: whole.subarray(0, Math.floor(whole.length / 2)),
        },
        { contentType: `multipart/form-data; boundary=${boundary}`, body: encoder.encode("garbage\r\n\r\n--") },
        { contentType: `multipart/form-data; boundary="${"b".repeat(300)}"`, body: whole },
        {
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: encoder.encode(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`),
        },
        {
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: encoder.encode(`--${boundary}\r\n${"X-Header: y\r\n".repeat(500)}\r\n\r\n--${boundary}--\r\n`),
        },
        { contentType: "multipart/mixed; boundary=x", body: whole },
        { contentType: `multipart/form-data; boundary=${boundary}; charset=klingon`, body: whole },
        // Declares more than it sends: the body stops arriving.
        { contentType: `multipart/form-data; boundary=${boundary}`, body: whole, declaredLength: whole.length + 100 },
      ];
      return variants[testCase.variant % variants.length] ?? variants[0] ?? { contentType: null, body: whole };
    }
    case "json": {
      const object: Record<string, unknown> = {};
      for (const [name, value] of testCase.pairs) {
        object[name] = testCase.variant % 3 === 0 ? Number(value.length) : testCase.variant % 3 === 1 ? [value] : value;
      }
      const text = testCase.variant === 9 ? "{not json" : JSON.stringify(testCase.variant === 8 ? [object] : object);
      return { contentType: "application/json", body: encoder.encode(text) };
    }
    case "wrong-type":
      return {
        contentType:
          ["text/plain", "application/xml", "image/png", "application/json", "x/y; boundary=1"][testCase.variant % 5] ??
          "text/plain",
        body: encoder.encode(new URLSearchParams(testCase.pairs).toString()),
      };
    case "no-type":
    case "stalled":
      return { contentType: null, body: encoder.encode(new URLSearchParams(testCase.pairs).toString()) };
  }
}

type Outcome = { status: number; description: string };

/** Sends one case over its own connection, byte for byte as encoded, and reads the status of the answer. */
function send(testCase: Case): Promise<Outcome> {
  const { contentType, body, declaredLength } = encode(testCase);
  const origin = new URL(system.app.url);
  const head = [
    `POST ${testCase.target.path} HTTP/1.1`,
    `Host: ${origin.host}`,
    `Origin: ${origin.origin}`,
    "Connection: close",
    `Content-Length: ${declaredLength ?? body.length}`,
    ...(contentType ? [`Content-Type: ${contentType}`] : []),
    ...(cookies[testCase.identity] ? [`Cookie: ${cookies[testCase.identity]}`] : []),
  ];
  const description = `${testCase.identity} ${testCase.kind} ${testCase.target.path} ${contentType ?? "(no type)"} ${Buffer.from(body).toString("utf8", 0, 120)}`;
  return new Promise((resolve) => {
    const socket = net.connect(Number(origin.port), "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ status: -1, description });
    }, 30_000);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1", 0, Math.min(chunk.length, 64));
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(status[1]), description });
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ status: received ? Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0) : 0, description });
    });
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    socket.write(body);
  });
}

describe("malformed submissions", () => {
  it(`${RUNS} of them, to every action: no 5xx, no hang, bounded memory, warnings not errors`, async () => {
    const cases = fc.sample(caseArbitrary(targets), { numRuns: RUNS, seed: SEED });
    const outcomes: Outcome[] = [];
    let peakRss = await system.app.rssBytes();
    const startRss = peakRss;
    let next = 0;
    const sampler = setInterval(() => {
      void system.app.rssBytes().then(
        (rss) => (peakRss = Math.max(peakRss, rss)),
        () => {},
      );
    }, 250);
    try {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < cases.length) {
            const testCase = cases[next++];
            if (testCase) outcomes.push(await send(testCase));
          }
        }),
      );
    } finally {
      clearInterval(sampler);
    }

    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
    const unanswered = outcomes.filter((outcome) => outcome.status <= 0);
    const byStatus = Object.entries(
      outcomes.reduce<Record<number, number>>(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      ),
    );
    console.log(
      `seed ${SEED}: ${outcomes.length} submissions to ${targets.length} actions; statuses ${JSON.stringify(byStatus)}; RSS ${Math.round(startRss / 2 ** 20)} → peak ${Math.round(peakRss / 2 ** 20)} MB`,
    );
    const lines = system.app
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string; requestId?: string; err?: unknown });
    // The first errors the server logged, to see why an answer was a 5xx.
    for (const line of lines.filter((entry) => entry.level >= 50).slice(0, 3)) console.log(JSON.stringify(line));
    expect(outcomes.length).toBe(RUNS);
    expect(serverErrors.slice(0, 5).map((outcome) => `${outcome.status} ${outcome.description}`)).toEqual([]);
    expect(unanswered.slice(0, 5).map((outcome) => outcome.description)).toEqual([]);
    expect(system.app.alive()).toBe(true);
    expect((await fetch(`${system.app.url}/healthz`)).status).toBe(200);
    // Bodies are streamed and bounded, never held whole: the process stays far from its memory limit.
    expect(peakRss).toBeLessThan(768 * 2 ** 20);

    const errors = lines.filter((line) => line.level >= 50);
    expect(errors.slice(0, 3)).toEqual([]);
    const refusals = lines.filter((line) => line.msg === "unreadable request body");
    expect(refusals.length).toBeGreaterThan(100);
    expect(refusals.every((line) => typeof line.requestId === "string" && !("err" in line))).toBe(true);
  }, 900_000);
});
