/**
 * The bench's references: plain servers sending the very bytes and headers the app sends for its home page, so
 * the app's figure can be read as a share of what they do on the same machine in the same run.
 * nginx where it is installed, and a bare Node cluster (node:cluster, plain `http`), each with as many worker
 * processes as the app has.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { get, type IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "./services.ts";

export type ReferenceServer = { name: string; url: string; stop: () => Promise<void> };

/** The name the bare Node reference goes by in the tables, and which the home page's ratio is reported against. */
export const BARE_NODE = "a bare Node cluster";

/** The home page as a browser gets it: its brotli bytes and the headers that go with them. */
export type StoredPage = { body: Buffer; headers: Record<string, string> };

export async function fetchStoredPage(url: string): Promise<StoredPage> {
  // Asked until it comes from the app's stored pages, as the figures measure; read raw (fetch would decompress).
  for (let attempt = 0; attempt < 50; attempt++) {
    const { status, headers, body } = await rawGet(url, { "accept-encoding": "br" });
    if (status === 200 && headers["x-html-cache"] === "hit" && headers["content-encoding"] === "br") {
      return { body, headers: sameHeaders(headers) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never came from the stored pages`);
}

/** Each server adds these itself, or they belong to one response, or to the app's own cache (its hit marker). */
const OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "x-request-id",
  "x-html-cache",
]);

/** Every header the app sends with its stored page (security headers, CSP…), so the references send as much. */
function sameHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const same: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    same[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return same;
}

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

function hasNginx(): boolean {
  return spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
}

/**
 * The references for a page, started one at a time so that each has the machine to itself: nginx where it is
 * installed, and always a bare Node server, the ceiling for anything written on Node's HTTP module.
 */
export function referenceStarters(page: StoredPage, workers: number): Array<() => Promise<ReferenceServer>> {
  const node = () => startNodeServer(page, workers);
  return hasNginx() ? [() => startNginx(page, workers), node] : [node];
}

async function startNginx(page: StoredPage, workers: number): Promise<ReferenceServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-nginx-"));
  // nginx's workers run as an unprivileged user when started by root: they must be able to read the page.
  await chmod(dir, 0o755);
  const port = await freePort();
  await writeFile(path.join(dir, "home.br"), page.body);
  // The same headers the app sends; nginx adds its own Date, Server, Content-Length and Last-Modified.
  const headers = Object.entries(page.headers)
    .filter(([name]) => name !== "content-type")
    .map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, "\\$&")}";`)
    .join("\n        ");
  const config = `
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    location = / {
        default_type '${page.headers["content-type"]}';
        ${headers}
        etag off;
        root ${dir};
        try_files /home.br =404;
    }
  }
}`;
  await writeFile(path.join(dir, "nginx.conf"), config);
  const child: ChildProcess = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilServing(url);
  return {
    name: `nginx, ${workers} worker process${workers === 1 ? "" : "es"}`,
    url,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function startNodeServer(page: StoredPage, workers: number): Promise<ReferenceServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "skillsprouts-node-reference-"));
  const pageFile = path.join(dir, "page.json");
  await writeFile(pageFile, JSON.stringify({ body: page.body.toString("base64"), headers: page.headers }));
  const port = await freePort();
  const script = path.join(import.meta.dirname, "bench-node-reference.ts");
  const child = spawn(process.execPath, [script, String(port), String(workers), pageFile], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilServing(url);
  return {
    name: `${BARE_NODE}, ${workers} worker${workers === 1 ? "" : "s"}`,
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilServing(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the reference server at ${url} did not start`);
}
